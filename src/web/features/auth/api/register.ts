import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `sso/register`: a parent's account. */
export function useRegister() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiRequest<null>('sso/register', { method: 'POST', body, language }),
  });
}
