import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundAnswer } from '../../../../shared/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';
import { orderQueryOptions } from './get-order.ts';

/** `ddcOrder/refund/{id}` (D10): a card refund completes at once; a transfer refund is a staff task. */
export function useRequestRefund(orderId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RefundAnswer>(`ddcOrder/refund/${orderId}`, { method: 'POST', language }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQueryOptions(language, orderId).queryKey, answer.order);
      return queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
