import { Outlet, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/user-layout';
import { MemberAvatar } from '../features/auth/components/member-avatar.tsx';
import { guardRoute, loginPathFor } from '../features/auth/route-guard.ts';
import { useSessionEndedRedirect } from '../features/auth/use-session-ended-redirect.ts';
import { useSession } from '../features/auth/use-session.ts';
import { UserAreaUnavailable } from '../features/user-area/components/unavailable.tsx';
import { SignInRequired } from '../features/user-area/components/sign-in-required.tsx';
import { UserAreaLoading } from '../features/user-area/components/user-area-loading.tsx';
import { UserShell } from '../features/user-area/components/user-shell.tsx';
import { memberTextsHandle } from '../app/route-handle.ts';
import { loadMemberCatalogue } from '../i18n/i18n.ts';

export const handle = memberTextsHandle;

/** The user area renders in the browser, where the token is (DESIGN §3); guarded paths need one (§2). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  guardRoute(request);
  await loadMemberCatalogue();
  return null;
}
clientLoader.hydrate = true as const;

/** The guard runs again whenever the page changes, not only when the area is entered. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export function HydrateFallback() {
  return <UserAreaLoading />;
}

export default function UserLayout() {
  const session = useSession();
  const { pathname, search } = useLocation();
  useSessionEndedRedirect();

  switch (session.status) {
    case 'pending':
      return <UserAreaLoading />;
    case 'signedOut':
      return <SignInRequired loginHref={loginPathFor(pathname, search)} />;
    case 'unavailable':
      return <UserAreaUnavailable onRetry={session.retry} />;
    case 'signedIn':
      return (
        <UserShell avatar={<MemberAvatar user={session.user} size={48} />} name={session.user.nickname} isTeacher={session.user.isFt}>
          <Outlet />
        </UserShell>
      );
  }
}
