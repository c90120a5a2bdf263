import { useLocation } from 'react-router';
import type { Route } from './+types/admin-order-detail';
import { OrderDetail } from '../features/admin-orders/components/order-detail.tsx';
import { backHrefOf } from '../components/admin/back-href.ts';

export default function AdminOrderDetailPage({ params }: Route.ComponentProps) {
  return <OrderDetail key={params.id} orderId={Number(params.id)} backHref={backHrefOf(useLocation().state, '/admin/orders')} />;
}
