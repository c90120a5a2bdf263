import { ActionIcon, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dateTimeFormat } from '../../../../shared/intl.ts';
import { currentMonthIn } from '../../../components/calendar/month-grid.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { ACADEMY_TIME_ZONE } from '../../../lib/class-time.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { teacherHoursQueryOptions } from '../api/get-teacher-hours.ts';

/** Hours (issue 29): the classes the teacher taught each month of a year, in the academy's calendar. */
export function HoursPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [year, setYear] = useState(() => currentMonthIn(ACADEMY_TIME_ZONE).year);
  const hours = useQuery(teacherHoursQueryOptions(language, year));
  const monthName = dateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="teacher-hours-title" data-testid="teacher-hours">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id="teacher-hours-title">
          {t('teacherClasses.hours.title')}
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('teacherClasses.hours.previous')} onClick={() => setYear((current) => current - 1)}>
            ‹
          </ActionIcon>
          <Text fw={600} aria-live="polite">
            {year}
          </Text>
          <ActionIcon variant="subtle" aria-label={t('teacherClasses.hours.next')} onClick={() => setYear((current) => current + 1)}>
            ›
          </ActionIcon>
        </Group>
      </Group>
      {hours.isPending ? (
        <Skeleton height={60} radius="md" />
      ) : hours.isError ? (
        <Text c="red.9" role="alert">
          {errorMessageOf(hours.error, t)}
        </Text>
      ) : hours.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('teacherClasses.hours.empty')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('teacherClasses.hours.month')}</Table.Th>
              <Table.Th ta="right">{t('teacherClasses.hours.classes')}</Table.Th>
              <Table.Th ta="right">{t('teacherClasses.hours.hours')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hours.data.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Td>{monthName.format(new Date(`${row.month}-01T00:00:00Z`))}</Table.Td>
                <Table.Td ta="right">{row.classes}</Table.Td>
                <Table.Td ta="right">{Math.round((row.minutes / 60) * 10) / 10}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
