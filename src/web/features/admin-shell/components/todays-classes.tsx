import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TodayClass, TodayClassState } from '../../../../shared/api/admin-dashboard.ts';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { describeClassTime } from '../../../lib/class-time.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { dashboardTodayQueryOptions } from '../api/get-dashboard-today.ts';

const STATE_COLORS: Record<TodayClassState, string> = {
  cancelled: 'gray',
  upcoming: 'blue',
  inProgress: 'teal',
  toMark: 'orange',
  marked: 'green',
  noBookings: 'gray',
};

function AttendanceState({ entry }: { entry: TodayClass }) {
  const { t } = useTranslation();
  const color = STATE_COLORS[entry.state];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={color} variant="light" c={strongTextOf(color)}>
        {entry.state === 'toMark' ? t('adminShell.today.state.toMark', { count: entry.unmarked }) : t(`adminShell.today.state.${entry.state}`)}
      </Badge>
      {entry.booked > 0 && (
        <Text size="xs" c="gray.7">
          {t('adminShell.today.counts', { booked: entry.booked, attended: entry.attended, absent: entry.absent, excused: entry.excused })}
        </Text>
      )}
    </Stack>
  );
}

/** Today's classes, earliest first: when, what, who teaches, the classroom and where attendance stands. */
export function TodaysClasses() {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const today = useQuery(dashboardTodayQueryOptions(language));

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-today">
      <Title order={2} size="h4" id="dashboard-today" mb="sm">
        {t('adminShell.today.title')}
      </Title>
      {today.isPending && <AdminLoading />}
      {today.isError && <AdminLoadError error={today.error} onRetry={() => void today.refetch()} />}
      {today.data && today.data.classes.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('adminShell.today.empty')}
        </Text>
      )}
      {today.data && today.data.classes.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminShell.today.columns.time')}</Table.Th>
                <Table.Th>{t('adminShell.today.columns.class')}</Table.Th>
                <Table.Th>{t('adminShell.today.columns.teacher')}</Table.Th>
                <Table.Th>{t('adminShell.today.columns.link')}</Table.Th>
                <Table.Th>{t('adminShell.today.columns.attendance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {today.data.classes.map((entry) => {
                const time = describeClassTime(entry.startAt, entry.endAt, locale);
                return (
                  <Table.Tr key={entry.scheduleId}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {time.time}
                      </Text>
                      {time.local && (
                        <Text size="xs" c="gray.7">
                          {t('adminClasses.yourTime', { time: time.local })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/classes/${entry.scheduleId}`} size="sm" fw={600}>
                        {entry.course ?? entry.name}
                      </Anchor>
                      <Text size="xs" c="gray.7">
                        {entry.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.teacher?.name ?? t('adminShell.today.noTeacher')}</Text>
                    </Table.Td>
                    <Table.Td>
                      {entry.joinUrl ? (
                        <Anchor href={entry.joinUrl} target="_blank" rel="noopener noreferrer" size="sm">
                          {t('adminShell.today.join')}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="gray.7">
                          {t('adminShell.today.noLink')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <AttendanceState entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {today.data && (
        <Group justify="flex-end" mt="sm">
          <Anchor component={Link} to="/admin/classes" size="sm">
            {t('adminShell.today.allClasses')}
          </Anchor>
        </Group>
      )}
    </Card>
  );
}
