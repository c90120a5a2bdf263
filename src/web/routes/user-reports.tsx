import type { Route } from './+types/user-reports';
import { TeacherReportsPage } from '../features/progress-reports/components/teacher-reports-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'reports');

export default function ReportsPageRoute() {
  return <TeacherReportsPage />;
}
