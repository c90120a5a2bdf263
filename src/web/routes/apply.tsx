import { useLocation } from 'react-router';
import type { Route } from './+types/apply';
import { guardRoute } from '../features/auth/route-guard.ts';
import { ApplyPage } from '../features/purchase/components/apply-page.tsx';
import { PurchaseLoading } from '../features/purchase/components/purchase-loading.tsx';
import { productIdOf } from '../features/purchase/purchase-rules.ts';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { MemberOnly } from '../app/member-only.tsx';
import { startMemberReads, startPageReads } from '../app/member-reads.ts';
import { productQueryOptions } from '../features/purchase/api/get-product.ts';
import { memberTextsHandle } from '../app/route-handle.ts';
import { catalogueOf, loadMemberCatalogue } from '../i18n/i18n.ts';

export const handle = memberTextsHandle;

/** `/apply?productId=N` is guarded (§2): visitors go to the login page and come back here. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  guardRoute(request);
  startMemberReads();
  const productId = productIdOf(new URL(request.url).search);
  if (productId !== null) startPageReads((queries, language) => void queries.prefetchQuery(productQueryOptions(productId, language)));
  await loadMemberCatalogue();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PurchaseLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const catalogue = catalogueOf(languageOfMatches(matches));
  return [{ title: `${catalogue.purchase.apply.title} · ${catalogue.common.brand}` }];
};

export default function ApplyRoute() {
  const { search } = useLocation();
  return <MemberOnly loading={<PurchaseLoading />}>{() => <ApplyPage productId={productIdOf(search)} search={search} />}</MemberOnly>;
}
