import { isStaffRole } from '../../../shared/api/staff.ts';
import { useSession } from '../../features/auth/use-session.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { withMantineScope } from '../../lib/mantine-scope.tsx';
import { withQueryScope } from '../../lib/query-scope.tsx';

/**
 * The bell for the families and teachers signed in; staff are told in the back office instead.
 * It waits for `sso/info`, which the header's account parts ask for anyway. Like them, it brings
 * its own scopes, the header being drawn without Mantine's provider.
 */
export const MemberNotificationBell = withMantineScope(withQueryScope(function MemberNotificationBell({ size }: { size: number }) {
  const session = useSession();
  if (session.status !== 'signedIn' || isStaffRole(session.user.role)) return null;
  return <NotificationBell size={size} />;
}));
