import 'mantine-datatable/styles.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Switch.css';
import { useEffect } from 'react';
import { Navigate, Outlet, redirect, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Route } from './+types/admin-layout';
import { isStaffRole } from '../../shared/api/staff.ts';
import { memberTextsHandle } from '../app/route-handle.ts';
import { LanguageMenu } from '../app/layout/language-menu.tsx';
import { AdminLoading } from '../components/admin/query-states.tsx';
import { useSignOut } from '../features/auth/api/logout.ts';
import { homePathOf } from '../features/auth/api/get-user-info.ts';
import { ChangePasswordForm } from '../features/auth/components/change-password-form.tsx';
import { loginPathFor } from '../features/auth/route-guard.ts';
import { usePasswordChangeRedirect } from '../features/auth/use-password-change-redirect.ts';
import { useSessionEndedRedirect } from '../features/auth/use-session-ended-redirect.ts';
import { useSession } from '../features/auth/use-session.ts';
import { AdminShell } from '../features/admin-shell/components/admin-shell.tsx';
import { PasswordStep } from '../features/admin-shell/components/password-step.tsx';
import { StaffOnly } from '../features/admin-shell/components/staff-only.tsx';
import { UserAreaUnavailable } from '../features/user-area/components/unavailable.tsx';
import { loadAdminCatalogue, loadMemberCatalogue } from '../i18n/i18n.ts';
import { readSessionToken, MEMBER_QUERY_KEY } from '../lib/session-token.ts';

export const handle = memberTextsHandle;

/**
 * The back office (/admin) renders in the browser only, in chunks of its own, so that the public
 * pages' JavaScript stays as it was. Visitors go to the login page, which brings them back.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (!readSessionToken()) throw redirect(loginPathFor(url.pathname, url.search));
  await Promise.all([loadMemberCatalogue(), loadAdminCatalogue()]);
  return null;
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export function HydrateFallback() {
  return <AdminLoading />;
}

const ADMIN_QUERY_KEY = ['admin'];

export default function AdminLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  useSessionEndedRedirect();
  usePasswordChangeRedirect();
  const username = session.status === 'signedIn' ? session.user.username : null;
  // Another account signing in on this tab never sees the previous one's back-office data.
  useEffect(() => () => queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY }), [username, queryClient]);

  const leave = (to: string) => {
    signOut.mutate(readSessionToken());
    void navigate(to);
  };

  switch (session.status) {
    case 'pending':
      return <AdminLoading />;
    case 'signedOut':
      // Signed out meanwhile (in another tab): to the login page, which brings them back.
      return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
    case 'unavailable':
      return <UserAreaUnavailable onRetry={session.retry} />;
    case 'signedIn': {
      const { user } = session;
      if (!isStaffRole(user.role)) return <StaffOnly homeHref={homePathOf(user)} onSignOut={() => leave(loginPathFor('/admin'))} />;
      if (user.mustChangePassword) {
        return (
          <PasswordStep
            form={<ChangePasswordForm doneHref="/admin" onDone={() => void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY })} />}
          />
        );
      }
      return (
        <AdminShell user={user} languageMenu={<LanguageMenu />} onSignOut={() => leave('/login')}>
          <Outlet />
        </AdminShell>
      );
    }
  }
}
