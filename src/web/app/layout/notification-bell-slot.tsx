import { lazy, Suspense } from 'react';
import { useSessionToken } from '../../features/auth/use-session-token.ts';
import { loadMemberCatalogue } from '../../i18n/i18n.ts';

/** Fetched with the member texts the first time a member's page shows it, as the header's other member parts are. */
const MemberBell = lazy(async () => {
  const [{ MemberNotificationBell }] = await Promise.all([import('./member-notification-bell.tsx'), loadMemberCatalogue()]);
  return { default: MemberNotificationBell };
});

/** The header's place for the notification bell (issue 27): empty for visitors, who download nothing for it. */
export function NotificationBellSlot({ size }: { size: number }) {
  const token = useSessionToken();
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <MemberBell size={size} />
    </Suspense>
  );
}
