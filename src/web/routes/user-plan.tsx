import type { Route } from './+types/user-plan';
import { PlanPage } from '../features/plan/components/plan-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'plan');

export default function UserPlanPage() {
  return <PlanPage />;
}
