import { useLocation } from 'react-router';
import type { Route } from './+types/admin-product';
import { backHrefOf } from '../components/admin/back-href.ts';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { ProductEditor } from '../features/admin-catalogue/components/product-editor.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminProductPage({ params }: Route.ComponentProps) {
  const user = useSignedInUser();
  const backHref = backHrefOf(useLocation().state, '/admin/products');
  return (
    <AreaGate role={user.role} area="catalogue">
      <ProductEditor key={params.id} productId={Number(params.id)} backHref={backHref} />
    </AreaGate>
  );
}
