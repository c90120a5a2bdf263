import { useMutation } from '@tanstack/react-query';
import type { UpdateInfoBody, UserInfoDto } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `sso/updateInfo`: nickname and avatar; answers the member's info as it now is. */
export function useUpdateInfo(onUpdated: (user: UserInfoDto) => void) {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: UpdateInfoBody) => apiRequest<UserInfoDto>('sso/updateInfo', { method: 'POST', body, language }),
    onSuccess: onUpdated,
  });
}
