import { useSearchParams } from 'react-router';
import type { Route } from './+types/apply-evaluation';
import { EvaluationPage } from '../features/assessments/components/evaluation-page.tsx';
import { guardRoute } from '../features/auth/route-guard.ts';
import { UserAreaLoading } from '../features/user-area/components/user-area-loading.tsx';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { MemberOnly } from '../app/member-only.tsx';
import { memberTextsHandle } from '../app/route-handle.ts';
import { catalogueOf, loadMemberCatalogue } from '../i18n/i18n.ts';
import { positiveIdOf } from '../lib/positive-id.ts';

export const handle = memberTextsHandle;

/** `/apply/evaluation` is guarded (§2): visitors go to the login page and come back here. */
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
  return [{ title: `${catalogue.assessments.book.title} · ${catalogue.common.brand}` }];
};

export default function ApplyEvaluationRoute() {
  const [params] = useSearchParams();
  return <MemberOnly loading={<UserAreaLoading />}>{() => <EvaluationPage rebookId={positiveIdOf(params.get('rebook'))} />}</MemberOnly>;
}
