import { queryOptions } from '@tanstack/react-query';
import type { RequirementFileDto } from '../../../../shared/api/requirements.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { REQUIREMENTS_QUERY_KEY } from './get-requirements.ts';

/** `ddcQuestionnaire/file/list?needId=`: a requirement's files. */
export const requirementFilesQueryOptions = (language: Language, needId: number) =>
  queryOptions({
    queryKey: [...REQUIREMENTS_QUERY_KEY, 'files', needId, language],
    queryFn: ({ signal }) => apiRequest<RequirementFileDto[]>(`ddcQuestionnaire/file/list?needId=${needId}`, { language, signal }),
  });
