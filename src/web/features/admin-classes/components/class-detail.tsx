import { Alert, Anchor, Badge, Button, Card, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ATTENDANCE_MARKS, type AttendanceMark, type RosterEntry } from '../../../../shared/api/classes.ts';
import type { ClassNoteDto } from '../../../../shared/api/teacher-classes.ts';
import { ClassNoteCard } from '../../../components/class-note-card.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { ORDER_STATUS_KEYS } from '../../../lib/order-status.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { useInstantReached } from '../../../lib/use-instant-reached.ts';
import { notifications } from '../../../lib/toast.ts';
import { useMarkAttendance } from '../api/mark-attendance.ts';
import { adminClassQueryOptions } from '../api/get-class.ts';
import { useAssignTeacher } from '../api/assign-teacher.ts';
import { classFacultyQueryOptions } from '../api/get-class-faculty.ts';
import { classThreadsQueryOptions } from '../api/get-class-threads.ts';
import { openAdminClassFile } from '../api/open-class-file.ts';
import { classWhen } from './class-time.ts';

const MARK_COLORS: Record<AttendanceMark, string> = { attended: 'teal', absent: 'red', excused: 'blue' };
const STATUS_COLORS: Record<RosterEntry['status'], string> = { booked: 'gray', attended: 'teal', absent: 'red', excused: 'blue', cancelled: 'gray' };

/**
 * One class: when, who teaches, its classroom link, its roster with the three attendance marks
 * (D23), and the teacher's notes and the families' conversations with the teacher (issue 29).
 */
export function ClassDetail({ scheduleId, backHref }: { scheduleId: number; backHref: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery(adminClassQueryOptions(language, scheduleId));
  const back = { href: backHref, label: t('adminClasses.backToList') };
  const begun = useInstantReached(detail.data?.startAt);
  if (detail.isPending) return <AdminLoading />;
  if (detail.isError) {
    return (
      <AdminPage title={t('adminClasses.detailTitleUnknown')} back={back}>
        <AdminLoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </AdminPage>
    );
  }
  const data = detail.data;
  const time = classWhen(data, localeOf(language));
  return (
    <AdminPage
      back={back}
      documentTitle={`${data.course ?? ''} ${data.name}`.trim()}
      title={data.course ? `${data.course} · ${data.name}` : data.name}
      description={
        <>
          {time.academy}
          {time.local && ` (${t('adminClasses.yourTime', { time: time.local })})`}
          {` · ${data.teachers.length > 0 ? t('adminClasses.taughtBy', { names: data.teachers.join(language === 'cn' ? '、' : ', ') }) : t('adminClasses.noTeacher')}`}
          {` · ${t('adminClasses.seats', { taken: data.seatsTaken, capacity: data.capacity })}`}
        </>
      }
    >
      {data.cancelled && (
        <Alert color="gray" title={t('adminClasses.cancelled')}>
          {t('adminClasses.cancelledBody')}
        </Alert>
      )}
      {!data.cancelled && !begun && data.roster.length > 0 && <Alert color="blue">{t('adminClasses.notBegun')}</Alert>}
      <TeacherPicker key={data.teacherId ?? 'course'} scheduleId={data.scheduleId} teacherId={data.teacherId} />
      <ClassroomLink joinUrl={data.joinUrl} />
      <Title order={2} fz="lg">
        {t('adminClasses.roster', { count: data.roster.length })}
      </Title>
      {data.roster.length === 0 ? (
        <Text c="dimmed">{t('adminClasses.noBookings')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data.roster.map((entry) => (
            <RosterCard key={entry.bookingId} scheduleId={data.scheduleId} entry={entry} markable={begun && !data.cancelled} />
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ClassNotesPanel notes={data.notes} />
        <ClassMessagesPanel scheduleId={data.scheduleId} />
      </SimpleGrid>
    </AdminPage>
  );
}

function ClassroomLink({ joinUrl }: { joinUrl: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="classroom-title">
      <Title order={2} fz="md" id="classroom-title" mb={4}>
        {t('adminClasses.room.title')}
      </Title>
      {joinUrl ? (
        <Anchor href={joinUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="classroom-link">
          {joinUrl}
        </Anchor>
      ) : (
        <Text size="sm" c={strongTextOf('orange')} data-testid="classroom-link-missing">
          {t('adminClasses.room.none')}
        </Text>
      )}
    </Paper>
  );
}

function ClassNotesPanel({ notes }: { notes: ClassNoteDto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-notes-title">
      <Title order={2} fz="lg" id="class-notes-title" mb="sm">
        {t('adminClasses.notes.title')}
      </Title>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminClasses.notes.empty')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="admin-class-notes">
          {notes.map((note) => (
            <ClassNoteCard key={note.id} note={note} dueTime={format.dateTime} openFile={(fileId) => openAdminClassFile(language, fileId)} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The conversations between the booked families and the teachers about this course (ADR 034). */
function ClassMessagesPanel({ scheduleId }: { scheduleId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const threads = useQuery(classThreadsQueryOptions(language, scheduleId));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-messages-title" aria-busy={threads.isPending}>
      <Title order={2} fz="lg" id="class-messages-title" mb="sm">
        {t('adminClasses.messages.title')}
      </Title>
      {threads.isPending ? (
        <Stack gap="xs">
          <Skeleton height={48} radius="md" />
          <Skeleton height={48} radius="md" />
        </Stack>
      ) : threads.isError ? (
        <AdminLoadError error={threads.error} onRetry={() => void threads.refetch()} />
      ) : threads.data.list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminClasses.messages.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="admin-class-threads">
          {threads.data.list.map((thread) => (
            <li key={thread.id}>
              <Anchor component={Link} to={`/admin/teacher-threads/${thread.id}`} fw={600} size="sm">
                {t('adminClasses.messages.open', { child: thread.childName })}
              </Anchor>
              {thread.closed && (
                <Badge color="gray" variant="light" c={strongTextOf('gray')} ml={8} size="sm">
                  {t('adminClasses.messages.closed')}
                </Badge>
              )}
              <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {format.dateTime(thread.lastMessageTime)} · {thread.excerpt}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function RosterCard({ scheduleId, entry, markable }: { scheduleId: number; entry: RosterEntry; markable: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const mark = useMarkAttendance(scheduleId);
  const save = (status: AttendanceMark) =>
    mark.mutate(
      { bookingId: entry.bookingId, status },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('adminClasses.marked', { name: entry.childName, mark: t(`orders.entitlements.bookingStatus.${status}`) }) }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
      },
    );
  return (
    <Card withBorder radius="md" data-testid="roster-entry" data-status={entry.status}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Title order={3} fz="md">
              {entry.childName}
            </Title>
            <Text size="xs" c="dimmed">
              {t('adminClasses.parent', { name: entry.parentName })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[entry.status]} variant="light" c={strongTextOf(STATUS_COLORS[entry.status])} tt="none" data-testid="booking-status">
            {t(`orders.entitlements.bookingStatus.${entry.status}`)}
          </Badge>
        </Group>
        {entry.markedTime && (
          <Text size="xs" c="dimmed" data-testid="marked-by">
            {entry.markedBy
              ? t('adminClasses.markedBy', { name: entry.markedBy, time: format.dateTime(entry.markedTime) })
              : t('adminClasses.markedAt', { time: format.dateTime(entry.markedTime) })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Text size="sm" data-testid="sessions-left">
            {t('adminClasses.sessions', { left: entry.entitlement.sessionsLeft, used: entry.entitlement.used, total: entry.entitlement.total })}
          </Text>
          <Anchor component={Link} to={`/admin/orders/${entry.order.id}`} size="sm" underline="always" data-testid="order-status" data-status={entry.order.status}>
            {t('adminClasses.order', { status: t(`orders.status.${ORDER_STATUS_KEYS[entry.order.status]}`) })}
          </Anchor>
        </Group>
        <Group gap="xs" role="group" aria-label={t('adminClasses.markFor', { name: entry.childName })}>
          {ATTENDANCE_MARKS.map((status) => (
            <Button
              key={status}
              size="xs"
              color={MARK_COLORS[status]}
              variant={entry.status === status ? 'filled' : 'outline'}
              aria-pressed={entry.status === status}
              disabled={!markable}
              loading={mark.isPending && mark.variables?.status === status}
              onClick={() => save(status)}
            >
              {t(`adminClasses.mark.${status}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

const COURSE_TEACHERS = 'course';

/** The class's own teacher (a faculty entry), or the course's teachers (ADR 033). */
function TeacherPicker({ scheduleId, teacherId }: { scheduleId: number; teacherId: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const faculty = useQuery(classFacultyQueryOptions(language));
  const assign = useAssignTeacher(scheduleId);
  const [value, setValue] = useState(teacherId === null ? COURSE_TEACHERS : String(teacherId));
  const options = [
    { value: COURSE_TEACHERS, label: t('adminClasses.teacherPicker.courseTeachers') },
    ...(faculty.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.linked ? entry.name : t('adminClasses.teacherPicker.notLinked', { name: entry.name }) })),
  ];
  const current = teacherId === null ? COURSE_TEACHERS : String(teacherId);
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          assign.mutate(value === COURSE_TEACHERS ? null : Number(value), {
            onSuccess: () => notifications.show({ color: 'teal', message: t('adminClasses.teacherPicker.saved') }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
          });
        }}
      >
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('adminClasses.teacherPicker.label')}
            description={t('adminClasses.teacherPicker.description')}
            data={options}
            value={value}
            onChange={(next) => setValue(next ?? COURSE_TEACHERS)}
            allowDeselect={false}
            searchable
            disabled={faculty.isPending}
            style={{ flex: '1 1 260px' }}
            data-testid="class-teacher-picker"
          />
          <Button type="submit" loading={assign.isPending} disabled={value === current}>
            {t('adminClasses.teacherPicker.save')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
