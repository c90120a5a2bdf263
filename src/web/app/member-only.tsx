import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { UserInfoDto } from '../../shared/api/accounts.ts';
import { loginPathFor } from '../features/auth/route-guard.ts';
import { useSessionEndedRedirect } from '../features/auth/use-session-ended-redirect.ts';
import { useSession } from '../features/auth/use-session.ts';
import { PolicyConsent } from '../features/auth/components/policy-consent.tsx';
import { SignInRequired } from '../features/user-area/components/sign-in-required.tsx';
import { UserAreaUnavailable } from '../features/user-area/components/unavailable.tsx';

/**
 * A page for signed-in members: the loading state while the session resolves, a sign-in prompt
 * that returns here for a visitor, a retry when `sso/info` cannot be reached, and the page itself
 * for the member, once they agreed to the current privacy notice and terms. An ended session goes
 * to the login page (§8).
 */
export function MemberOnly({ loading, children }: { loading: ReactNode; children: (user: UserInfoDto) => ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  useSessionEndedRedirect();
  switch (session.status) {
    case 'pending':
      return loading;
    case 'signedOut':
      return <SignInRequired loginHref={loginPathFor(pathname, search)} />;
    case 'unavailable':
      return <UserAreaUnavailable onRetry={session.retry} />;
    case 'signedIn':
      return session.user.policyConsentRequired ? <PolicyConsent /> : children(session.user);
  }
}
