import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type CreateOrderBody, type OrderSummary } from '../../../../shared/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/**
 * `ddcOrder/create` with an `Idempotency-Key`: the same key for the same attempt (a double click,
 * a retry after a timeout) gives the same order and takes one seat only (D7).
 */
export function useCreateOrder() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) =>
      apiRequest<OrderSummary>('ddcOrder/create', {
        method: 'POST',
        body,
        language,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    // Orders, their counts and the course's seats changed; the next pages read them afresh.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['purchase', 'product'], refetchType: 'none' });
    },
  });
}
