import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfoDto } from '../../../../shared/api/accounts.ts';
import { POLICY_VERSION } from '../../../../shared/policies.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userInfoQueryOptions } from './get-user-info.ts';

/** `sso/acceptPolicies`: the member agrees to the version this page showed; the answer is their user info. */
export function useAcceptPolicies() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UserInfoDto>('sso/acceptPolicies', { method: 'POST', body: { version: POLICY_VERSION.number }, language }),
    onSuccess: (user) => queryClient.setQueryData(userInfoQueryOptions(language).queryKey, user),
  });
}
