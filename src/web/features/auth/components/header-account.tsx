import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { withMantineScope } from '../../../lib/mantine-scope.tsx';
import { withQueryScope } from '../../../lib/query-scope.tsx';
import { RoundIconLink } from '../../../components/site-controls.tsx';
import { homePathOf } from '../api/get-user-info.ts';
import { useLogoutAndGoHome } from '../use-logout-and-go-home.ts';
import { useSessionEndedRedirect } from '../use-session-ended-redirect.ts';
import { useSession } from '../use-session.ts';
import { AccountMenu } from './account-menu.tsx';
import { CompactAccount } from './compact-account.tsx';
import { MemberAvatar } from './member-avatar.tsx';

/*
 * The header's parts for a member. The header loads them only when a token is stored, so a
 * visitor's page never fetches the data layer, the member menu or their texts. Each part holds
 * its own QueryScope, since the header sits above the pages' scopes, and its own MantineScope,
 * since the header is drawn without Mantine's provider: brought here rather than by the header's
 * loader, it costs a member's page no file of its own (issue 32). Until `sso/info` answers, each
 * shows the placeholder the header hands in.
 */

/** The avatar menu of the wide header; it also answers a session that ends (§8) on every page. */
export const MemberAccountMenu = withMantineScope(withQueryScope(function MemberAccountMenu({ placeholder }: { placeholder: ReactNode }) {
  const session = useSession();
  const logout = useLogoutAndGoHome();
  useSessionEndedRedirect();
  return session.status === 'signedIn' ? <AccountMenu user={session.user} onLogout={logout} /> : placeholder;
}));

/** The member's part of the compact drawer; `onNavigate` closes the drawer. */
export const MemberDrawerAccount = withMantineScope(withQueryScope(function MemberDrawerAccount(props: { placeholder: ReactNode; onNavigate: () => void }) {
  const session = useSession();
  const logout = useLogoutAndGoHome();
  if (session.status !== 'signedIn') return props.placeholder;
  return <CompactAccount user={session.user} onNavigate={props.onNavigate} onLogout={logout} />;
}));

/** The compact header's button to the member's own area, with their initials or picture. */
export const MemberAreaButton = withMantineScope(withQueryScope(function MemberAreaButton({ placeholder }: { placeholder: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'signedIn') return placeholder;
  return (
    <RoundIconLink to={homePathOf(session.user)} variant="subtle" size={44} data-testid="compact-header-account">
      {/* Named by what it shows, the initials, and then in words: "K1 My account" (WCAG 2.5.3). */}
      <MemberAvatar user={session.user} size={34} />
      <VisuallyHidden>{t('layout.account.myAccount')}</VisuallyHidden>
    </RoundIconLink>
  );
}));
