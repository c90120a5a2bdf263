import { StaffList } from '../features/admin-staff/components/staff-list.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';

export default function AdminStaffPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="staff">
      <StaffList selfUsername={user.username} />
    </AreaGate>
  );
}
