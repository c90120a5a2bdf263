import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDelivery } from '../../../../shared/api/notifications.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_DELIVERIES_KEY } from './get-deliveries.ts';

/**
 * `admin/notification/resend/{id}`: a failed message goes back in the queue (409 for any other).
 * The list, the audit log and the rail's count of failures are read again.
 */
export function useResendDelivery() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<AdminDelivery>(`admin/notification/resend/${id}`, { method: 'POST', language }),
    onSuccess: () => Promise.all([ADMIN_DELIVERIES_KEY, ['admin', 'audit'], ['admin', 'dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
