import type { Route } from './+types/user-notifications';
import { NotificationsPage } from '../features/notifications/components/notifications-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'notifications');

export default function UserNotificationsPage() {
  return <NotificationsPage />;
}
