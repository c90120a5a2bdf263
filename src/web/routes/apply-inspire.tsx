import type { Route } from './+types/apply-inspire';
import { guardRoute } from '../features/auth/route-guard.ts';
import { InspirePage } from '../features/requirements/components/inspire-page.tsx';
import { UserAreaLoading } from '../features/user-area/components/user-area-loading.tsx';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { MemberOnly } from '../app/member-only.tsx';
import { memberTextsHandle } from '../app/route-handle.ts';
import { catalogueOf, loadMemberCatalogue } from '../i18n/i18n.ts';

export const handle = memberTextsHandle;

/** `/apply/inspire` is guarded (§2): visitors go to the login page and come back here. */
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
  return [{ title: `${catalogue.requirements.form.title} · ${catalogue.common.brand}` }];
};

export default function ApplyInspireRoute() {
  return <MemberOnly loading={<UserAreaLoading />}>{() => <InspirePage />}</MemberOnly>;
}
