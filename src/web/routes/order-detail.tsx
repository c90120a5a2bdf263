import { redirect } from 'react-router';
import type { Route } from './+types/order-detail';
import { loginPathFor } from '../features/auth/route-guard.ts';
import { OrderDetailPage } from '../features/orders/components/order-detail-page.tsx';
import { UserAreaLoading } from '../features/user-area/components/user-area-loading.tsx';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { MemberOnly } from '../app/member-only.tsx';
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
  return <MemberOnly loading={<UserAreaLoading />}>{() => <OrderDetailPage />}</MemberOnly>;
}
