import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest, isNotFound } from '../../../lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

/** `ddcOrder/detail/{id}`: the order with its history, allowed actions, proof, refund and quote. */
export const orderQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<OrderDetail>(`ddcOrder/detail/${id}`, { language, signal }),
    // Payments, staff and the seat hold change an order while the page is closed.
    staleTime: 0,
    // Another member's order or a wrong id answers 404 every time.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
