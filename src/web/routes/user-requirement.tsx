import type { Route } from './+types/user-requirement';
import { RequirementsPage } from '../features/requirements/components/requirements-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'requirement');

export default function UserRequirementPage() {
  return <RequirementsPage />;
}
