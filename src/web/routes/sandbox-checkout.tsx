import { useLocation } from 'react-router';
import type { Route } from './+types/sandbox-checkout';
import { guardRoute } from '../features/auth/route-guard.ts';
import { SandboxCheckoutPage } from '../features/purchase/components/sandbox-checkout.tsx';
import { PurchaseLoading } from '../features/purchase/components/purchase-loading.tsx';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { MemberOnly } from '../app/member-only.tsx';
import { memberTextsHandle } from '../app/route-handle.ts';
import { catalogueOf, loadMemberCatalogue } from '../i18n/i18n.ts';

export const handle = memberTextsHandle;

/** The test checkout needs the signed-in member whose order it pays (D9). */
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
  return [{ title: `${catalogue.purchase.sandbox.title} · ${catalogue.common.brand}` }];
};

export default function SandboxCheckoutRoute() {
  const { search } = useLocation();
  return <MemberOnly loading={<PurchaseLoading />}>{() => <SandboxCheckoutPage sessionId={new URLSearchParams(search).get('session') ?? ''} />}</MemberOnly>;
}
