import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { ContentPagesList } from '../features/admin-catalogue/components/content-pages-list.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminContentPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="content">
      <ContentPagesList />
    </AreaGate>
  );
}
