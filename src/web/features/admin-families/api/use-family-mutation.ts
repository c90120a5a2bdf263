import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFamilyDetail } from '../../../../shared/api/admin-families.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_FAMILIES_KEY } from './get-families.ts';

/** A staff write on a family's account; lists, details and the record's history are read again after it. */
export function useFamilyMutation<Input>(pathOf: (input: Input) => string, bodyOf: (input: Input) => unknown) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<AdminFamilyDetail>(pathOf(input), { method: 'POST', body: bodyOf(input), language }),
    onSuccess: () => Promise.all([ADMIN_FAMILIES_KEY, ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
