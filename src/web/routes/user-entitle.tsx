import type { Route } from './+types/user-entitle';
import { EntitlementsPage } from '../features/entitlements/components/entitlements-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'entitle');

export default function UserEntitlePage() {
  return <EntitlementsPage />;
}
