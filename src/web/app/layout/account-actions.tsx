import { lazy, Suspense } from 'react';
import { Button, Group, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { loadMemberCatalogue } from '../../i18n/i18n.ts';
import { useLogoutAndGoHome } from '../../features/auth/use-logout-and-go-home.ts';
import { useSessionEndedRedirect } from '../../features/auth/use-session-ended-redirect.ts';
import { useSession } from '../../features/auth/use-session.ts';
import { LOGIN_PATH, REGISTER_PATH } from './site-navigation.ts';

// Visitors never download the member menu (its dropdown library and texts): it loads on sign-in.
const AccountMenu = lazy(async () => {
  const [module] = await Promise.all([import('../../features/auth/components/account-menu.tsx'), loadMemberCatalogue()]);
  return { default: module.AccountMenu };
});

/**
 * The header's account slot (§2): Sign up and Login for visitors, the avatar menu for members.
 * The server cannot see the token, so until the browser knows, the slot holds a quiet placeholder
 * instead of flashing the wrong state.
 */
export function AccountActions() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogoutAndGoHome();
  // The header is on every page of the layout: it answers a session that ends (§8).
  useSessionEndedRedirect();

  const placeholder = <Skeleton height={40} width={84} radius="xl" aria-hidden="true" />;
  if (session.status === 'signedIn') {
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu user={session.user} onLogout={logout} />
      </Suspense>
    );
  }
  if (session.status !== 'signedOut') return placeholder;
  return (
    <Group gap={8} wrap="nowrap">
      <Button component={Link} to={REGISTER_PATH} variant="outline" radius="xl" size="sm">
        {t('layout.account.signup')}
      </Button>
      <Button component={Link} to={LOGIN_PATH} radius="xl" size="sm">
        {t('layout.account.login')}
      </Button>
    </Group>
  );
}
