import type { Route } from './+types/user-messages';
import { useSession } from '../features/auth/use-session.ts';
import { MessagesPage } from '../features/teacher-messages/components/messages-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'messages');

export default function MessagesPageRoute() {
  const session = useSession();
  return <MessagesPage isTeacher={session.status === 'signedIn' && session.user.role === 'teacher'} />;
}
