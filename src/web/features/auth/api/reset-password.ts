import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `sso/resetPassword`: code and new password; the server revokes every session. */
export function useResetPassword() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiRequest<null>('sso/resetPassword', { method: 'POST', body, language }),
  });
}
