import { useLocation } from 'react-router';
import type { Route } from './+types/admin-teacher-application';
import { backHrefOf } from '../components/admin/back-href.ts';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { ApplicationDetail } from '../features/admin-teachers/components/application-detail.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminTeacherApplicationPage({ params }: Route.ComponentProps) {
  const user = useSignedInUser();
  const backHref = backHrefOf(useLocation().state, '/admin/teacher-applications');
  return (
    <AreaGate role={user.role} area="teacherApplications">
      <ApplicationDetail key={params.id} applicationId={Number(params.id)} backHref={backHref} />
    </AreaGate>
  );
}
