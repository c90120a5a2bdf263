import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RequirementList } from '../../../../shared/api/requirements.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** Every query of the family's requirements starts with this key; a change to one refreshes them all. */
export const REQUIREMENTS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'requirements'] as const;

export interface RequirementListFilter {
  status: number;
  pageNum: number;
  pageSize: number;
}

/** `ddcRequirement/list`: one page in one status (-1 for all), with every status's count. */
export const requirementsQueryOptions = (language: Language, filter: RequirementListFilter) =>
  queryOptions({
    queryKey: [...REQUIREMENTS_QUERY_KEY, 'list', language, filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ status: String(filter.status), pageNum: String(filter.pageNum), pageSize: String(filter.pageSize) });
      return apiRequest<RequirementList>(`ddcRequirement/list?${query}`, { language, signal });
    },
    placeholderData: keepPreviousData,
    // Consultants move requirements on: always ask again on entry.
    staleTime: 0,
  });
