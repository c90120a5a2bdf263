import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { CatalogueLists } from '../features/admin-catalogue/components/catalogue-lists.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminCatalogueListsPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="catalogue">
      <CatalogueLists />
    </AreaGate>
  );
}
