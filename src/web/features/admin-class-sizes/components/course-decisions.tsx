import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CourseToDecideDto } from '../../../../shared/api/course-decisions.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { ClassStatus } from '../../../components/class-status.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormatters } from '../../../lib/format.ts';
import { MoveTargetDialog } from '../../../components/admin/move-target-dialog.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useDecideCourse } from '../api/decide-course.ts';
import { coursesToDecideQueryOptions } from '../api/get-courses-to-decide.ts';
import { moveTargetsQueryOptions } from '../api/get-move-targets.ts';
import { useMoveCourse } from '../api/move-course.ts';

type Decision = { course: CourseToDecideDto; decision: 'runAnyway' | 'cancel' };

/** `/admin/course-decisions` (D31): each course below its minimum near its first class, to run anyway or cancel. */
export function CourseDecisions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const courses = useQuery(coursesToDecideQueryOptions(language));
  const decide = useDecideCourse();
  const [pending, setPending] = useState<Decision | null>(null);
  const [moving, setMoving] = useState<CourseToDecideDto | null>(null);
  const move = useMoveCourse();
  const targets = useQuery({ ...moveTargetsQueryOptions(language, moving?.id ?? 0), enabled: moving !== null });
  const nameOf = (course: CourseToDecideDto) => (language === 'cn' && course.nameZh ? course.nameZh : course.nameEn);

  return (
    <AdminPage title={t('adminClassSizes.title')} description={t('adminClassSizes.description')}>
      {courses.isPending ? (
        <AdminLoading />
      ) : courses.isError ? (
        <AdminLoadError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <Text c="dimmed">{t('adminClassSizes.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {courses.data.map((course) => (
            <Card component="li" key={course.id} withBorder radius="md" data-testid="course-to-decide">
              <Group justify="space-between" wrap="wrap" gap="md">
                <Stack gap={4}>
                  <Text fw={600} component={Link} to={`/admin/products/${course.id}`}>
                    {nameOf(course)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('adminClassSizes.firstClass', { time: format.dateTime(course.firstClassAt) })}
                  </Text>
                  <ClassStatus facts={course.classSize} />
                </Stack>
                <Group gap="sm">
                  <Button variant="light" onClick={() => setPending({ course, decision: 'runAnyway' })}>
                    {t('adminClassSizes.runAnyway')}
                  </Button>
                  <Button variant="light" color="grape" onClick={() => setMoving(course)}>
                    {t('adminClassSizes.moveCourse')}
                  </Button>
                  <Button color="red" variant="light" onClick={() => setPending({ course, decision: 'cancel' })}>
                    {t('adminClassSizes.cancel')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? t(`adminClassSizes.confirm.${pending.decision}Title`, { name: nameOf(pending.course) }) : ''}
        body={pending ? t(`adminClassSizes.confirm.${pending.decision}Body`) : ''}
        confirmLabel={pending ? t(`adminClassSizes.${pending.decision}`) : ''}
        color={pending?.decision === 'cancel' ? 'red' : undefined}
        busy={decide.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && decide.mutate({ productId: pending.course.id, decision: pending.decision }, { onSettled: () => setPending(null) })}
      />
      <MoveTargetDialog
        key={moving?.id ?? 0}
        opened={moving !== null}
        title={moving ? t('adminClassSizes.move.courseTitle', { name: nameOf(moving) }) : ''}
        body={t('adminClassSizes.move.courseBody')}
        targets={targets.data}
        loadFailed={targets.isError}
        withDifference
        busy={move.isPending}
        onClose={() => setMoving(null)}
        onConfirm={(choice) =>
          moving &&
          move.mutate(
            { productId: moving.id, body: { toProductId: choice.toProductId, difference: choice.difference } },
            {
              onSuccess: (outcome) => {
                setMoving(null);
                notifications.show({ color: 'teal', message: t('adminClassSizes.move.done', { count: outcome.offered }) });
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
            },
          )
        }
      />
    </AdminPage>
  );
}
