import type { Route } from './+types/user-teacher';
import { TeacherProfilePage } from '../features/foreign-teacher/components/teacher-profile-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'teacher');

export default function UserTeacherPage() {
  return <TeacherProfilePage />;
}
