import type { Route } from './+types/user-plan';
import { startPageReads } from '../app/member-reads.ts';
import { PlanPage } from '../features/plan/components/plan-page.tsx';
import { startPlanPageReads } from '../features/plan/plan-page-reads.ts';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'plan');

/** The page's first reads start with the member's, before the page renders, not once `sso/info` has answered (issue 32). */
export function clientLoader() {
  startPageReads(startPlanPageReads);
  return null;
}

export default function UserPlanPage() {
  return <PlanPage />;
}
