import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/translator.tsx';
import type { Route } from './+types/user-home';
import { isKnownTeacher, startPageReads } from '../app/member-reads.ts';
import { assessmentsQueryOptions } from '../features/assessments/api/get-assessments.ts';
import { AssessmentSection } from '../features/assessments/components/assessment-section.tsx';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info.ts';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { childrenQueryOptions } from '../features/children/api/get-children.ts';
import { teacherProfileQueryOptions } from '../features/foreign-teacher/api/get-teacher-profile.ts';
import { userPageMeta } from '../features/user-area/page-title.ts';
import { UserHomeView } from '../features/user-home/components/user-home-view.tsx';
import { startUserHomeReads } from '../features/user-home/user-home-reads.ts';
import { useLanguage } from '../i18n/use-language.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'home');

/** The page's first reads start with the member's, before the page renders, not once `sso/info` has answered (issue 32). */
export function clientLoader() {
  startPageReads((queries, language) => {
    if (isKnownTeacher(queries, language)) void queries.prefetchQuery(teacherProfileQueryOptions(language));
    else {
      void queries.prefetchQuery(childrenQueryOptions(language));
      void queries.prefetchQuery(assessmentsQueryOptions(language));
    }
    startUserHomeReads(queries, language, queries.fetchQuery(userInfoQueryOptions(language)));
  });
  return null;
}

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
