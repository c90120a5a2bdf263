import { queryOptions } from '@tanstack/react-query';
import type { AdviserDto } from '../../../../shared/api/accounts.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** `ums-adviser/fetch?id` (§7): the family's adviser, for the card on /user/home. */
export const adviserQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'adviser', id, language],
    queryFn: ({ signal }) => apiRequest<AdviserDto>(`ums-adviser/fetch?id=${id}`, { language, signal }),
    staleTime: 10 * 60_000,
  });
