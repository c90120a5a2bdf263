import { CreateStaffForm } from '../features/admin-staff/components/create-staff-form.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';

export default function AdminStaffNewPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="staff">
      <CreateStaffForm />
    </AreaGate>
  );
}
