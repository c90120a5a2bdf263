import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/translator.tsx';
import type { Route } from './+types/user-home';
import { AssessmentSection } from '../features/assessments/components/assessment-section.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { childrenQueryOptions } from '../features/children/api/get-children.ts';
import { teacherProfileQueryOptions } from '../features/foreign-teacher/api/get-teacher-profile.ts';
import { userPageMeta } from '../features/user-area/page-title.ts';
import { UserHomeView } from '../features/user-home/components/user-home-view.tsx';
import { useLanguage } from '../i18n/use-language.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'home');

/** /user/home puts the session, the children, the teacher application and a family's assessments together. */
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
  return (
    <Stack gap={40}>
      <UserHomeView user={user} childrenCount={childrenCount} teacherStatus={teacherStatus} />
      {!user.isFt && <AssessmentSection />}
    </Stack>
  );
}
