import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../shared/api/admin-orders.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from './get-admin-orders.ts';

/**
 * A staff write on an order: each answers the order's new detail. Lists, details, the record's
 * history and the navigation's counts are read again after it.
 */
export function useOrderMutation<Input>(pathOf: (input: Input) => string, bodyOf: (input: Input) => unknown = () => undefined) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<AdminOrderDetail>(pathOf(input), { method: 'POST', body: bodyOf(input), language }),
    onSuccess: () => Promise.all([ADMIN_ORDERS_KEY, ['admin', 'audit'], ['admin', 'dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
