import { Anchor, Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { StaffClassSummary } from '../../../../shared/api/classes.ts';
import { AdminDataTable, wideScreensOnly } from '../../../components/admin/admin-data-table.tsx';
import { TeacherHoursPanel } from './teacher-hours.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { adminClassesQueryOptions } from '../api/get-classes.ts';
import { classWhen } from './class-time.ts';

const FILTERS = ['when'] as const;
export const CLASS_WINDOWS = ['today', 'upcoming', 'past'] as const;
type ClassWindow = (typeof CLASS_WINDOWS)[number];

/** Today's, upcoming and past classes of the courses (D23); each opens its roster. Today is the default. */
export function ClassesList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '' });
  const when: ClassWindow = (CLASS_WINDOWS as readonly string[]).includes(list.filters.when) ? (list.filters.when as ClassWindow) : 'today';
  // Classes come in their window's own order (the soonest or the newest first), so no sort is sent.
  const classes = useQuery(adminClassesQueryOptions(language, { pageNum: String(list.pageNum), pageSize: String(list.pageSize), when }));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<StaffClassSummary>[] = [
    {
      accessor: 'startAt',
      title: t('adminClasses.columns.when'),
      render: (entry) => {
        const time = classWhen(entry, localeOf(language));
        return (
          <Stack gap={0}>
            <Anchor component={Link} to={`/admin/classes/${entry.scheduleId}`} state={{ from }} fw={600} size="sm">
              {time.academy}
            </Anchor>
            {time.local && (
              <Text size="xs" c="dimmed">
                {t('adminClasses.yourTime', { time: time.local })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      accessor: 'name',
      title: t('adminClasses.columns.class'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{entry.course ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {entry.name}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'teacher', title: t('adminClasses.columns.teacher'), visibleMediaQuery: wideScreensOnly, render: (entry) => entry.teacher?.name ?? '—' },
    {
      accessor: 'seatsTaken',
      title: t('adminClasses.columns.seats'),
      textAlign: 'right',
      visibleMediaQuery: wideScreensOnly,
      render: (entry) => t('adminClasses.seats', { taken: entry.seatsTaken, capacity: entry.capacity }),
    },
    {
      accessor: 'unmarked',
      title: t('adminClasses.columns.attendance'),
      render: (entry) =>
        entry.cancelled ? (
          <Badge color="gray" variant="light" c={strongTextOf('gray')}>
            {t('adminClasses.cancelled')}
          </Badge>
        ) : entry.unmarked > 0 && when !== 'upcoming' ? (
          <Badge color="orange" variant="light" c={strongTextOf('orange')}>
            {t('adminClasses.unmarked', { count: entry.unmarked })}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {when === 'upcoming' ? t('adminClasses.notYet') : t('adminClasses.allMarked')}
          </Text>
        ),
    },
  ];

  return (
    <AdminPage title={t('adminClasses.title')} description={t('adminClasses.subtitle')}>
      <SegmentedControl
        aria-label={t('adminClasses.windowLabel')}
        data={CLASS_WINDOWS.map((value) => ({ value, label: t(`adminClasses.window.${value}`) }))}
        value={when}
        onChange={(value) => list.setFilter('when', value === 'today' ? null : value)}
        w={{ base: '100%', xs: 'fit-content' }}
      />
      {classes.isError ? (
        <AdminLoadError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : (
        <AdminDataTable
          label={t('adminClasses.title')}
          params={list}
          records={classes.data?.list}
          total={classes.data?.total}
          fetching={classes.isFetching}
          columns={columns}
          idAccessor="scheduleId"
          emptyText={t(`adminClasses.empty.${when}`)}
        />
      )}
      <TeacherHoursPanel />
    </AdminPage>
  );
}
