import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/user-home';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { childrenQueryOptions } from '../features/children/api/get-children.ts';
import { teacherProfileQueryOptions } from '../features/foreign-teacher/api/get-teacher-profile.ts';
import { userPageMeta } from '../features/user-area/page-title.ts';
import { UserHomeView } from '../features/user-home/components/user-home-view.tsx';
import { useLanguage } from '../i18n/use-language.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'home');

/** /user/home puts the session, the children and the teacher application together. */
export default function UserHomePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const language = useLanguage();
  const children = useQuery({ ...childrenQueryOptions(language), enabled: !user.isFt });
  const application = useQuery({ ...teacherProfileQueryOptions(language), enabled: user.isFt });

  const childrenCount = children.data ? children.data.length : children.isError ? null : undefined;
  const teacherStatus = application.data
    ? t(`teacher.status.${application.data.status}`)
    : application.isError
      ? null
      : undefined;
  return <UserHomeView user={user} childrenCount={childrenCount} teacherStatus={teacherStatus} />;
}
