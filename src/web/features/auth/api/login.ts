import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResultDto, UserInfoDto } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY, storeSessionToken } from '../../../lib/session-token.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { userInfoQueryOptions } from './get-user-info.ts';

/**
 * `sso/login`, then `sso/info`: the member is known before the page moves on, so that a foreign
 * teacher can be sent to their own profile. The previous member's cached data is dropped first.
 */
export function useSignIn() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody): Promise<UserInfoDto> => {
      const { token } = await apiRequest<LoginResultDto>('sso/login', { method: 'POST', body, language });
      queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
      storeSessionToken(token);
      return queryClient.fetchQuery(userInfoQueryOptions(language));
    },
  });
}
