import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { FacultyList } from '../features/admin-catalogue/components/faculty-pages.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminFacultyPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="content">
      <FacultyList />
    </AreaGate>
  );
}
