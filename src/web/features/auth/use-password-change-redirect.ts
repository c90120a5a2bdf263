import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfoDto } from '../../../shared/api/accounts.ts';
import { onPasswordChangeRequired } from '../../lib/api-client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { userInfoQueryOptions } from './api/get-user-info.ts';

/**
 * A 403 `passwordChangeRequired` means the member's info on this tab is out of date: it is
 * marked at once, so that a layout that asks for the password step shows it instead of the page
 * that failed, and read again from the server.
 */
export function usePasswordChangeRedirect() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  useEffect(
    () =>
      onPasswordChangeRequired(() => {
        const { queryKey } = userInfoQueryOptions(language);
        queryClient.setQueryData<UserInfoDto>(queryKey, (user) => (user ? { ...user, mustChangePassword: true } : user));
        void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient, language],
  );
}
