import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminRequirementList } from '../../../../shared/api/requirements.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_REQUIREMENTS_KEY = ['admin', 'requirements'] as const;

/** `admin/requirement/list`: one status's requirements (a column of the board), searchable. */
export const adminRequirementsQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_REQUIREMENTS_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminRequirementList>(`admin/requirement/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
