import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { ProductsList } from '../features/admin-catalogue/components/products-list.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminProductsPage() {
  const user = useSignedInUser();
  return (
    <AreaGate role={user.role} area="catalogue">
      <ProductsList />
    </AreaGate>
  );
}
