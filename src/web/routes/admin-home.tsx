import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { HomeEditor } from '../features/admin-home/components/home-editor.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminHomePage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="content">
      <HomeEditor />
    </AreaGate>
  );
}
