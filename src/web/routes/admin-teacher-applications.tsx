import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { ApplicationsList } from '../features/admin-teachers/components/applications-list.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminTeacherApplicationsPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="teacherApplications">
      <ApplicationsList />
    </AreaGate>
  );
}
