import type { Route } from './+types/user-order';
import { OrdersPage } from '../features/orders/components/orders-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'order');

export default function UserOrderPage() {
  return <OrdersPage />;
}
