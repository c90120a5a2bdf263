import { queryOptions } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatistics } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { READ_ON_OPENING_MS } from '../../../lib/query-scope.tsx';

/**
 * `ddcOrder/memberOrderStatistics`, summed: how many orders the family has. The key is the one the
 * orders pages use for the same call, so that both share one answer and one refresh.
 */
export const orderCountQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'orders', 'statistics', language],
    queryFn: ({ signal }) => apiRequest<OrderStatistics>('ddcOrder/memberOrderStatistics', { language, signal }),
    select: (statistics) => ORDER_STATUSES.reduce<number>((sum, status) => sum + (statistics[`${status}`] ?? 0), 0),
    staleTime: READ_ON_OPENING_MS,
  });
