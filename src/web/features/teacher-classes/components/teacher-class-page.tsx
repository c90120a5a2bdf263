import { Alert, Anchor, Button, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TeacherClassDetail } from '../../../../shared/api/teacher-classes.ts';
import { ATTENDANCE_MARKS, type AttendanceMark } from '../../../../shared/api/classes.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { teacherClassQueryOptions } from '../api/get-teacher-class.ts';
import { teacherClockQueryOptions } from '../api/get-teacher-clock.ts';
import { useMarkAttendance } from '../api/mark-attendance.ts';
import { onOwnClock } from '../class-times.ts';
import { ClassCard } from './class-card.tsx';
import { ClassNotes } from './class-notes.tsx';
import classes from './teacher-classes.module.css';

/** /user/classes/:id: one of the teacher's classes, its roster (children only, D30), attendance and notes. */
export function TeacherClassPage({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery(teacherClassQueryOptions(language, classId));
  const clock = useQuery(teacherClockQueryOptions(language));
  const ownZone = clock.data?.timeZone ?? null;
  const back = (
    <Anchor component={Link} to="/user/classes" size="sm">
      ← {t('teacherClasses.back')}
    </Anchor>
  );
  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        {back}
        <Skeleton height={40} radius="md" />
        <Skeleton height={120} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color={isNotFound(detail.error) ? 'gray' : 'red'} variant="light" role="alert">
          <Stack gap="xs" align="start">
            <Text>{isNotFound(detail.error) ? t('teacherClasses.notFound') : errorMessageOf(detail.error, t)}</Text>
            {!isNotFound(detail.error) && (
              <Button variant="light" radius="xl" size="xs" onClick={() => void detail.refetch()}>
                {t('common.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const data = detail.data;
  return (
    <Stack gap="lg">
      {back}
      <div>
        <Title order={1} className={classes.title}>
          {data.class.productName}
        </Title>
        <Text c="dimmed" mt={4}>
          {data.class.className}
        </Text>
      </div>
      <ClassCard item={data.class} ownZone={ownZone} showOpen={false} />
      <Roster data={data} ownZone={ownZone} />
      <ClassNotes classId={classId} notes={data.notes} ownZone={ownZone} />
    </Stack>
  );
}

function Roster({ data, ownZone }: { data: TeacherClassDetail; ownZone: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mark = useMarkAttendance(data.class.classId);
  // Only the marks the teacher picked and has not saved: the class reads again each minute, and a
  // pick survives that; what is saved shows the server's mark.
  const [picked, setPicked] = useState<Record<number, AttendanceMark>>({});
  const saved = (entry: TeacherClassDetail['roster'][number]) => (entry.attendance === 'booked' || entry.attendance === 'cancelled' ? null : entry.attendance);
  const shownMark = (entry: TeacherClassDetail['roster'][number]) => picked[entry.bookingId] ?? saved(entry);
  const open = data.class.attendanceOpen;
  const changed = data.roster.filter((entry) => picked[entry.bookingId] && picked[entry.bookingId] !== entry.attendance);
  const started = new Date(data.class.startAt).getTime() <= Date.now();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="roster-title">
      <Title order={2} size="h4" id="roster-title">
        {t('teacherClasses.roster.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} data-testid="attendance-window">
        {open
          ? t('teacherClasses.attendance.openUntil', { time: onOwnClock(data.class.attendanceClosesAt, language, ownZone) })
          : started
            ? t('teacherClasses.attendance.closedAt')
            : t('teacherClasses.attendance.opensAt')}
      </Text>
      {data.roster.length === 0 ? (
        <Text size="sm" mt="md">
          {t('teacherClasses.roster.empty')}
        </Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (changed.length === 0) return;
            mark.mutate(
              { marks: changed.map((entry) => ({ bookingId: entry.bookingId, mark: picked[entry.bookingId] })) },
              {
                onSuccess: () => {
                  setPicked({});
                  notifications.show({ color: 'teal', message: t('teacherClasses.attendance.saved') });
                },
                onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
              },
            );
          }}
        >
          <div className={`${classes.rosterRow} ${classes.rosterHead}`} aria-hidden="true">
            <span>{t('teacherClasses.roster.child')}</span>
            <span>{t('teacherClasses.roster.grade')}</span>
            <span>{t('teacherClasses.roster.age')}</span>
            <span>{t('teacherClasses.roster.note')}</span>
            <span>{t('teacherClasses.roster.attendance')}</span>
          </div>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="teacher-roster">
            {data.roster.map((entry) => (
              <li key={entry.bookingId} className={classes.rosterRow} data-testid="roster-entry">
                <div className={classes.cell}>
                  <Text fw={700}>{entry.childFirstName}</Text>
                  {entry.childId !== null && data.class.productId !== null && (
                    <Anchor
                      component={Link}
                      to={`/user/messages?child=${entry.childId}&course=${data.class.productId}`}
                      size="xs"
                      fw={600}
                      data-testid="roster-message"
                    >
                      {t('teacherMessages.messageFamilyOf', { name: entry.childFirstName })}
                    </Anchor>
                  )}
                </div>
                <div className={classes.cell}>
                  <span className={classes.cellLabel}>{t('teacherClasses.roster.grade')}</span>
                  <Text size="sm">{entry.grade}</Text>
                </div>
                <div className={classes.cell}>
                  <span className={classes.cellLabel}>{t('teacherClasses.roster.age')}</span>
                  <Text size="sm">{entry.age === null ? '—' : t('teacherClasses.roster.years', { count: entry.age })}</Text>
                </div>
                <div className={`${classes.cell} ${classes.wide}`}>
                  <span className={classes.cellLabel}>{t('teacherClasses.roster.note')}</span>
                  <Text size="sm" className={classes.note}>
                    {entry.noteForTeacher || t('teacherClasses.roster.noNote')}
                  </Text>
                </div>
                <div className={`${classes.cell} ${classes.wide}`}>
                  {open ? (
                    <Radio.Group
                      value={shownMark(entry)}
                      onChange={(value) => setPicked((current) => ({ ...current, [entry.bookingId]: value as AttendanceMark }))}
                      aria-label={t('teacherClasses.attendance.markFor', { name: entry.childFirstName })}
                      name={`attendance-${entry.bookingId}`}
                    >
                      <Group gap="sm">
                        {ATTENDANCE_MARKS.map((value) => (
                          <Radio key={value} value={value} label={t(`teacherClasses.attendance.marks.${value}`)} />
                        ))}
                      </Group>
                    </Radio.Group>
                  ) : (
                    <Text size="sm" data-testid="attendance-mark">
                      {t(`teacherClasses.attendance.marks.${entry.attendance}`)}
                    </Text>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {open && (
            <Group justify="flex-end" mt="md">
              <Button type="submit" radius="xl" loading={mark.isPending} disabled={changed.length === 0}>
                {t('teacherClasses.attendance.save')}
              </Button>
            </Group>
          )}
        </form>
      )}
    </Paper>
  );
}
