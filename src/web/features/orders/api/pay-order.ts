import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PayType, type PayAnswer } from '../../../../shared/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

export type ChosenPayType = typeof PayType.Online | typeof PayType.Offline;

/**
 * `ddcOrder/pay/{id}`: by card it opens a checkout (the order goes to "in payment") and answers
 * where to send the browser; by transfer it answers the bank details.
 */
export function usePayOrder(orderId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payType: ChosenPayType) =>
      apiRequest<PayAnswer>(`ddcOrder/pay/${orderId}`, { method: 'POST', body: { payType }, language }),
    onSuccess: (answer) => {
      // The browser leaves for the checkout; refreshing now would only flash the new status.
      if (answer.payType === PayType.Offline) return queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
