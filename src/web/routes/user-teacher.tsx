import { Stack } from '@mantine/core';
import type { Route } from './+types/user-teacher';
import { TeacherProfilePage } from '../features/foreign-teacher/components/teacher-profile-page.tsx';
import { TimeZonePanel } from '../features/teacher-classes/components/time-zone-panel.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'teacher');

export default function UserTeacherPage() {
  return (
    <Stack gap="lg">
      <TeacherProfilePage />
      <TimeZonePanel />
    </Stack>
  );
}
