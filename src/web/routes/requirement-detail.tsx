import { useSearchParams } from 'react-router';
import type { Route } from './+types/requirement-detail';
import { guardRoute } from '../features/auth/route-guard.ts';
import { RequirementDetailPage } from '../features/requirements/components/requirement-detail-page.tsx';
import { UserAreaLoading } from '../features/user-area/components/user-area-loading.tsx';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { MemberOnly } from '../app/member-only.tsx';
import { memberTextsHandle } from '../app/route-handle.ts';
import { catalogueOf, loadMemberCatalogue } from '../i18n/i18n.ts';
import { positiveIdOf } from '../lib/positive-id.ts';

export const handle = memberTextsHandle;

/** `/requirement-detail?id=N` is guarded (§2): visitors sign in first and come back with the same query. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  guardRoute(request);
  await loadMemberCatalogue();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <UserAreaLoading />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const catalogue = catalogueOf(languageOfMatches(matches));
  return [{ title: `${catalogue.requirements.detail.title} · ${catalogue.common.brand}` }];
};

export default function RequirementDetailRoute() {
  const [params] = useSearchParams();
  return <MemberOnly loading={<UserAreaLoading />}>{() => <RequirementDetailPage id={positiveIdOf(params.get('id'))} />}</MemberOnly>;
}
