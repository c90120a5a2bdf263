import { redirect, useLocation } from 'react-router';
import type { Route } from './+types/order-detail';
import { loginPathFor } from '../features/auth/route-guard.ts';
import { useSessionEndedRedirect } from '../features/auth/use-session-ended-redirect.ts';
import { useSession } from '../features/auth/use-session.ts';
import { OrderDetailPage } from '../features/orders/components/order-detail-page.tsx';
import { SignInRequired } from '../features/user-area/components/sign-in-required.tsx';
import { UserAreaUnavailable } from '../features/user-area/components/unavailable.tsx';
import { UserAreaLoading } from '../features/user-area/components/user-area-loading.tsx';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { memberTextsHandle } from '../app/route-handle.ts';
import { catalogueOf, loadMemberCatalogue } from '../i18n/i18n.ts';
import { readSessionToken } from '../lib/session-token.ts';

export const handle = memberTextsHandle;

/**
 * /order-detail is not on the guard list of §2, but an order is private: without a session the
 * visitor signs in first and comes back here, with the same query.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (!readSessionToken()) throw redirect(loginPathFor(url.pathname, url.search));
  await loadMemberCatalogue();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <UserAreaLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const catalogue = catalogueOf(languageOfMatches(matches));
  return [{ title: `${catalogue.orders.detail.title} · ${catalogue.common.brand}` }];
};

export default function OrderDetailRoute() {
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
      return <OrderDetailPage />;
  }
}
