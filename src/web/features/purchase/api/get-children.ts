import { queryOptions } from '@tanstack/react-query';
import type { ChildDto } from '../../../../shared/api/accounts.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** The same cache entry as /user/child's list, so a child added here shows there too. */
export const CHILDREN_QUERY_KEY = [...MEMBER_QUERY_KEY, 'children'] as const;

/** `ddcChild/list`: the parent's children, one of whom the application is for. */
export const childrenQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...CHILDREN_QUERY_KEY, language],
    queryFn: ({ signal }) => apiRequest<ChildDto[]>('ddcChild/list', { language, signal }),
  });
