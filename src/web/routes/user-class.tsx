import type { Route } from './+types/user-class';
import { TeacherClassPage } from '../features/teacher-classes/components/teacher-class-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'classes');

export default function UserClassPage({ params }: Route.ComponentProps) {
  return <TeacherClassPage key={params.id} classId={Number(params.id)} />;
}
