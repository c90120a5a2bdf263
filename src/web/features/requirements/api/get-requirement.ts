import { queryOptions } from '@tanstack/react-query';
import type { RequirementDetail } from '../../../../shared/api/requirements.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { REQUIREMENTS_QUERY_KEY } from './get-requirements.ts';

/** `ddcRequirement/detail/{id}`: the timeline, the people, the meeting and the formed programme. */
export const requirementQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...REQUIREMENTS_QUERY_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<RequirementDetail>(`ddcRequirement/detail/${id}`, { language, signal }),
    staleTime: 0,
  });
