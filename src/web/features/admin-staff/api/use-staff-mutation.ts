import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStaffSummary } from '../../../../shared/api/admin-staff.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_STAFF_KEY } from './get-staff.ts';

/** A write on a staff account; the staff list, the advisers and the log are read again after it. */
export function useStaffMutation<Input>(pathOf: (input: Input) => string, bodyOf: (input: Input) => unknown = () => undefined) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<AdminStaffSummary>(pathOf(input), { method: 'POST', body: bodyOf(input), language }),
    onSuccess: () => Promise.all([ADMIN_STAFF_KEY, ['admin', 'advisers'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
