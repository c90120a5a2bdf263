import { OrdersList } from '../features/admin-orders/components/orders-list.tsx';

export default function AdminOrdersPage() {
  return <OrdersList />;
}
