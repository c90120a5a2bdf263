import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordBody } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `sso/updatePassword`: old and new password; the server revokes the member's other sessions. */
export function useUpdatePassword() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: UpdatePasswordBody) => apiRequest<null>('sso/updatePassword', { method: 'POST', body, language }),
  });
}
