import { queryOptions } from '@tanstack/react-query';
import type { AdminRequirementDetail } from '../../../../shared/api/requirements.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_REQUIREMENTS_KEY } from './get-requirements.ts';

/** `admin/requirement/detail/{id}`: the requirement, its files, timeline and legal next steps. */
export const adminRequirementQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_REQUIREMENTS_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AdminRequirementDetail>(`admin/requirement/detail/${id}`, { language, signal }),
  });
