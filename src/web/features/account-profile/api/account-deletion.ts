import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/**
 * `ddcAccount/delete` (with the password) and `ddcAccount/delete/cancel`; the member's info is
 * read again after either, since it carries when the account is to be deleted.
 */
export function useAccountDeletion() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'info'] });
  const request = useMutation({
    mutationFn: (password: string) => apiRequest<{ deletionDueTime: string }>('ddcAccount/delete', { method: 'POST', body: { password }, language }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => apiRequest<{ deletionDueTime: null }>('ddcAccount/delete/cancel', { method: 'POST', body: {}, language }),
    onSuccess: refresh,
  });
  return { request, withdraw };
}
