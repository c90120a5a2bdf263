import { useCallback } from 'react';
import { notifications } from '../../lib/toast.ts';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { readSessionToken } from '../../lib/session-token.ts';
import { useSignOut } from './api/logout.ts';

/** Log Out (§2): clears the session and goes home; the server's revocation finishes in the background. */
export function useLogoutAndGoHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSignOut();
  return useCallback(() => {
    mutate(readSessionToken());
    notifications.show({ color: 'teal', message: t('auth.menu.loggedOut') });
    void navigate('/home');
  }, [mutate, navigate, t]);
}
