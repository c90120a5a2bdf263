import { DeliveriesList } from '../features/admin-notifications/components/deliveries-list.tsx';

export default function AdminNotificationsPage() {
  return <DeliveriesList />;
}
