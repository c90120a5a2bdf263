import { queryOptions } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../shared/api/admin-orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from './get-admin-orders.ts';

/** `admin/order/detail/{id}`: the order with its parent, receipt, timeline and staff's actions. */
export const adminOrderQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AdminOrderDetail>(`admin/order/detail/${id}`, { language, signal }),
  });
