import '@mantine/core/styles/Switch.css';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Route } from './+types/user-account';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info.ts';
import { MemberAvatar } from '../features/auth/components/member-avatar.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { MailPreferences } from '../features/notifications/components/mail-preferences.tsx';
import { FamilyData } from '../features/account-profile/components/family-data.tsx';
import { ProfileEditor } from '../features/account-profile/components/profile-editor.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';
import { useLanguage } from '../i18n/use-language.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'account');

/** /user/account: the profile editor, whose answers update the session's user info at once, the mail notifications and the family's own copy of their data. */
export default function UserAccountPage() {
  const user = useSignedInUser();
  const language = useLanguage();
  const queryClient = useQueryClient();
  return (
    <Stack gap="lg">
      <ProfileEditor
        user={user}
        renderAvatar={(member) => <MemberAvatar user={member} size={96} />}
        onUpdated={(updated) => queryClient.setQueryData(userInfoQueryOptions(language).queryKey, updated)}
      />
      <MailPreferences />
      <FamilyData deletionDueTime={user.deletionDueTime} />
    </Stack>
  );
}
