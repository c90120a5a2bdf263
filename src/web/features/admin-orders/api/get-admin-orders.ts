import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminOrderList } from '../../../../shared/api/admin-orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

/** `admin/order/list`: one page of every family's orders, as the address filters them. */
export const adminOrdersQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminOrderList>(`admin/order/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
