import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { NewsList } from '../features/admin-news/components/news-list.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminNewsPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="content">
      <NewsList />
    </AreaGate>
  );
}
