import { useQueryClient } from '@tanstack/react-query';
import type { Route } from './+types/user-account';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info.ts';
import { MemberAvatar } from '../features/auth/components/member-avatar.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { ProfileEditor } from '../features/account-profile/components/profile-editor.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';
import { useLanguage } from '../i18n/use-language.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'account');

/** /user/account: the profile editor, whose answers update the session's user info at once. */
export default function UserAccountPage() {
  const user = useSignedInUser();
  const language = useLanguage();
  const queryClient = useQueryClient();
  return (
    <ProfileEditor
      user={user}
      renderAvatar={(member) => <MemberAvatar user={member} size={96} />}
      onUpdated={(updated) => queryClient.setQueryData(userInfoQueryOptions(language).queryKey, updated)}
    />
  );
}
