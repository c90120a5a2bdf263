import { queryOptions } from '@tanstack/react-query';
import type { ChildDto } from '../../../../shared/api/accounts.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

export const CHILDREN_QUERY_KEY = [...MEMBER_QUERY_KEY, 'children'] as const;

/** `ddcChild/list`: the signed-in parent's children, grade names in the page's language. */
export const childrenQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...CHILDREN_QUERY_KEY, language],
    queryFn: ({ signal }) => apiRequest<ChildDto[]>('ddcChild/list', { language, signal }),
  });
