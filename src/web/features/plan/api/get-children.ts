import { queryOptions } from '@tanstack/react-query';
import type { ChildDto } from '../../../../shared/api/accounts.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** `ddcChild/list`: the children the plan can be switched to. */
export const planChildrenQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'children', language],
    queryFn: ({ signal }) => apiRequest<ChildDto[]>('ddcChild/list', { language, signal }),
  });
