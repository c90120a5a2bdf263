import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** `ddcOrder/detail/{id}`: read on the payment return page to confirm a payment has landed. */
export const orderQueryOptions = (orderId: number, language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'purchase', 'order', orderId, language],
    queryFn: ({ signal }) => apiRequest<OrderDetail>(`ddcOrder/detail/${orderId}`, { language, signal }),
  });
