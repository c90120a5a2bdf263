import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../shared/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';
import { orderQueryOptions } from './get-order.ts';

export type MoveAnswer = 'accept' | 'decline';

/** `ddcOrder/acceptMove/{id}` or `ddcOrder/declineMove/{id}` (ADR 029): the order answers with its new state. */
export function useAnswerMove(orderId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: MoveAnswer) =>
      apiRequest<OrderDetail>(`ddcOrder/${answer === 'accept' ? 'acceptMove' : 'declineMove'}/${orderId}`, { method: 'POST', language }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(language, orderId).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
