import { Suspense } from 'react';
import { useTranslation } from '../../i18n/translator.tsx';
import { UserIcon } from '../../components/account-icons.tsx';
import { useSessionToken } from '../../features/auth/use-session-token.ts';
import { memberHeaderPart } from './member-header-part.ts';
import { LOGIN_PATH } from './site-navigation.ts';
import { RoundIconLink } from '../../components/site-controls.tsx';

const MemberAreaButton = memberHeaderPart('MemberAreaButton');

/**
 * The compact header's account button, always in reach on a phone: the member's initials or
 * picture, leading to their area, or for a visitor the way to log in or sign up. The drawer keeps
 * the full account actions.
 */
export function CompactAccountButton() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const visitorButton = (
    <RoundIconLink
      to={LOGIN_PATH}
      variant="subtle"
      size={44}
      aria-label={t('layout.account.loginOrSignup')}
      data-testid="compact-header-account"
      // Until the browser knows the session, the button waits rather than offering the wrong door.
      style={{ visibility: token === '' ? 'visible' : 'hidden' }}
    >
      <UserIcon size={22} />
    </RoundIconLink>
  );
  if (!token) return visitorButton;
  return (
    <Suspense fallback={visitorButton}>
      <MemberAreaButton placeholder={visitorButton} />
    </Suspense>
  );
}
