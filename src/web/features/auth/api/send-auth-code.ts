import { useMutation } from '@tanstack/react-query';
import type { AuthCodeBody } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `sso/getAuthCode`: e-mails a 6-digit code (D6). */
export function useSendAuthCode() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: AuthCodeBody) => apiRequest<null>('sso/getAuthCode', { method: 'POST', body, language }),
  });
}
