import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { NewProduct } from '../features/admin-catalogue/components/product-editor.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminProductNewPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="catalogue">
      <NewProduct />
    </AreaGate>
  );
}
