import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../shared/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';
import { orderQueryOptions } from './get-order.ts';

/** `ddcOrder/cancel/{id}`: an unpaid order closes and frees its seat. */
export function useCancelOrder(orderId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OrderDetail>(`ddcOrder/cancel/${orderId}`, { method: 'POST', language }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(language, orderId).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
