import { queryOptions } from '@tanstack/react-query';
import type { OrderStatistics } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';
import { READ_ON_OPENING_MS } from '../../../lib/query-scope.tsx';

/** `ddcOrder/memberOrderStatistics`: how many of the member's orders are in each status. */
export const orderStatisticsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'statistics', language],
    queryFn: ({ signal }) => apiRequest<OrderStatistics>('ddcOrder/memberOrderStatistics', { language, signal }),
    staleTime: READ_ON_OPENING_MS,
  });
