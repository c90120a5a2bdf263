import { useLocation } from 'react-router';
import type { Route } from './+types/stripe-callback';
import { guardRoute } from '../features/auth/route-guard.ts';
import { PaymentReturn } from '../features/purchase/components/payment-return.tsx';
import { PurchaseLoading } from '../features/purchase/components/purchase-loading.tsx';
import { paymentReturnOf } from '../features/purchase/payment-outcome.ts';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { MemberOnly } from '../app/member-only.tsx';
import { memberTextsHandle } from '../app/route-handle.ts';
import { catalogueOf, loadMemberCatalogue } from '../i18n/i18n.ts';

export const handle = memberTextsHandle;

/** The card provider returns here (D9); reading the order needs its signed-in member. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  guardRoute(request);
  await loadMemberCatalogue();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PurchaseLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const catalogue = catalogueOf(languageOfMatches(matches));
  return [{ title: `${catalogue.purchase.return.title} · ${catalogue.common.brand}` }];
};

export default function StripeCallbackRoute() {
  const { search } = useLocation();
  return <MemberOnly loading={<PurchaseLoading />}>{() => <PaymentReturn {...paymentReturnOf(search)} />}</MemberOnly>;
}
