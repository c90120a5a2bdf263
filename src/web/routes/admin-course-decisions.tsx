import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { CourseDecisions } from '../features/admin-class-sizes/components/course-decisions.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminCourseDecisionsPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="orders">
      <CourseDecisions />
    </AreaGate>
  );
}
