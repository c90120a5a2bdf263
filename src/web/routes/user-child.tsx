import type { Route } from './+types/user-child';
import { ChildrenManager } from '../features/children/components/children-manager.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'child');

export default function UserChildPage() {
  return <ChildrenManager />;
}
