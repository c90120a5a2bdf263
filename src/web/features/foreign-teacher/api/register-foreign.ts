import { useMutation } from '@tanstack/react-query';
import type { RegisterForeignBody } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `sso/registerForeign`: the account (isFt) and its application, every step kept. */
export function useRegisterForeignTeacher() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: RegisterForeignBody) => apiRequest<null>('sso/registerForeign', { method: 'POST', body, language }),
  });
}
