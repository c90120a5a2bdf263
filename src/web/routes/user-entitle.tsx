import type { Route } from './+types/user-entitle';
import { startPageReads } from '../app/member-reads.ts';
import { EntitlementsPage } from '../features/entitlements/components/entitlements-page.tsx';
import { startEntitlementsPageReads } from '../features/entitlements/entitlements-page-reads.ts';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'entitle');

/** The page's first reads start with the member's, before the page renders, not once `sso/info` has answered (issue 32). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  startPageReads((queries, language) => startEntitlementsPageReads(queries, language, new URL(request.url).searchParams));
  return null;
}

export default function UserEntitlePage() {
  return <EntitlementsPage />;
}
