import { lazy, Suspense } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { loadMemberCatalogue } from '../../i18n/i18n.ts';
import { useLogoutAndGoHome } from '../../features/auth/use-logout-and-go-home.ts';
import { useSession } from '../../features/auth/use-session.ts';
import { LOGIN_PATH, REGISTER_PATH } from './site-navigation.ts';

const CompactAccount = lazy(async () => {
  const [module] = await Promise.all([import('../../features/auth/components/compact-account.tsx'), loadMemberCatalogue()]);
  return { default: module.CompactAccount };
});

/**
 * The compact drawer's account slot, the twin of AccountActions (§2): Login and Sign up for
 * visitors, the avatar (to the user area) and the account actions for members. `onNavigate`
 * closes the drawer.
 */
export function CompactAccountActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogoutAndGoHome();

  const placeholder = <Skeleton height={44} radius="xl" aria-hidden="true" />;
  if (session.status === 'signedIn') {
    return (
      <Suspense fallback={placeholder}>
        <CompactAccount user={session.user} onNavigate={onNavigate} onLogout={logout} />
      </Suspense>
    );
  }
  if (session.status !== 'signedOut') return placeholder;
  return (
    <>
      <Button component={Link} to={LOGIN_PATH} size="md" radius="xl" fullWidth onClick={onNavigate}>
        {t('layout.account.login')}
      </Button>
      <Button
        component={Link}
        to={REGISTER_PATH}
        size="md"
        radius="xl"
        variant="outline"
        fullWidth
        onClick={onNavigate}
      >
        {t('layout.account.signup')}
      </Button>
    </>
  );
}
