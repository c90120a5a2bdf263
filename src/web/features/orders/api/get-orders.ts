import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderList } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { READ_ON_OPENING_MS } from '../../../lib/query-scope.tsx';

/** Every query of the member's orders starts with this key; a change to one order refreshes them all. */
export const ORDERS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'orders'] as const;

export interface OrderListFilter {
  status: number;
  pageNum: number;
  pageSize: number;
}

/** `ddcOrder/list`: one page of the member's orders in one status (-1 for all), newest first. */
export const ordersQueryOptions = (language: Language, filter: OrderListFilter) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', language, filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        status: String(filter.status),
        pageNum: String(filter.pageNum),
        pageSize: String(filter.pageSize),
      });
      return apiRequest<OrderList>(`ddcOrder/list?${query}`, { language, signal });
    },
    // Moving between pages keeps the cards in place instead of flashing skeletons.
    placeholderData: keepPreviousData,
    // Orders change outside this page (payments, staff, the seat hold): always ask again on entry.
    staleTime: READ_ON_OPENING_MS,
  });
