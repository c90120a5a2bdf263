import type { QueryClient } from '@tanstack/react-query';
import { ALL_ORDERS, ORDER_STATUSES } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';
import { pageNumOf, pageSizeOf } from '../../components/list-pager.tsx';
import { ordersQueryOptions } from './api/get-orders.ts';
import { orderStatisticsQueryOptions } from './api/get-order-statistics.ts';

export const ORDER_TABS = [ALL_ORDERS, ...ORDER_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const orderTabOf = (value: string | null): OrderTab => {
  const status = Number(value ?? ALL_ORDERS);
  return (ORDER_TABS as readonly number[]).includes(status) ? (status as OrderTab) : ALL_ORDERS;
};

/** The tab, page and page size /user/order shows, from its address. */
export const ordersPageOf = (params: URLSearchParams) => ({
  status: orderTabOf(params.get('status')),
  pageNum: pageNumOf(params.get('page')),
  pageSize: pageSizeOf(params.get('size')),
});

/** /user/order's first reads, started by its route before the page renders (issue 32). */
export function startOrdersPageReads(queries: QueryClient, language: Language, params: URLSearchParams) {
  void queries.prefetchQuery(orderStatisticsQueryOptions(language));
  void queries.prefetchQuery(ordersQueryOptions(language, ordersPageOf(params)));
}
