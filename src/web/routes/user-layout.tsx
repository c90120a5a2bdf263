import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/user-layout';
import { MemberAvatar } from '../features/auth/components/member-avatar.tsx';
import { guardRoute } from '../features/auth/route-guard.ts';
import { UserAreaLoading } from '../features/user-area/components/user-area-loading.tsx';
import { UserShell } from '../features/user-area/components/user-shell.tsx';
import { MemberOnly } from '../app/member-only.tsx';
import { startMemberReads } from '../app/member-reads.ts';
import { memberTextsHandle } from '../app/route-handle.ts';
import { loadMemberCatalogue } from '../i18n/i18n.ts';

export const handle = memberTextsHandle;

/** The user area renders in the browser, where the token is (DESIGN §3); guarded paths need one (§2). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  guardRoute(request);
  startMemberReads();
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
  return (
    <MemberOnly loading={<UserAreaLoading />}>
      {(user) => (
        <UserShell avatar={<MemberAvatar user={user} size={48} />} name={user.nickname} isTeacher={user.isFt}>
          <Outlet />
        </UserShell>
      )}
    </MemberOnly>
  );
}
