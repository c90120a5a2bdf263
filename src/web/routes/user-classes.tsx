import type { Route } from './+types/user-classes';
import { MyClassesPage } from '../features/teacher-classes/components/my-classes-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'classes');

export default function UserClassesPage() {
  return <MyClassesPage />;
}
