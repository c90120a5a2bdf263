import { ActionIcon } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { UserIcon } from '../../components/account-icons.tsx';
import { homePathOf } from '../../features/auth/api/get-user-info.ts';
import { MemberAvatar } from '../../features/auth/components/member-avatar.tsx';
import { useSession } from '../../features/auth/use-session.ts';
import { LOGIN_PATH } from './site-navigation.ts';

/**
 * The compact header's account button, always in reach on a phone: the member's initials or
 * picture, leading to their area, or for a visitor the way to log in or sign up. The drawer keeps
 * the full account actions.
 */
export function CompactAccountButton() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'signedIn') {
    const { user } = session;
    return (
      <ActionIcon component={Link} to={homePathOf(user)} variant="subtle" size={44} radius="xl" aria-label={t('layout.account.myAccount')} data-testid="compact-header-account">
        {/* The initials are decoration: the button is named in words (WCAG 2.5.3). */}
        <MemberAvatar user={user} size={34} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <ActionIcon
      component={Link}
      to={LOGIN_PATH}
      variant="subtle"
      size={44}
      radius="xl"
      aria-label={t('layout.account.loginOrSignup')}
      data-testid="compact-header-account"
      // Until the browser knows the session, the button waits rather than offering the wrong door.
      style={{ visibility: session.status === 'signedOut' ? 'visible' : 'hidden' }}
    >
      <UserIcon size={22} />
    </ActionIcon>
  );
}
