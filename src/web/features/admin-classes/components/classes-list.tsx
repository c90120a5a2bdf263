import { Anchor, Badge, Checkbox, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { StaffClassSummary } from '../../../../shared/api/classes.ts';
import { addDays } from '../../../../shared/zoned-time.ts';
import { AdminDataTable, wideScreensOnly } from '../../../components/admin/admin-data-table.tsx';
import { TeacherHoursPanel } from './teacher-hours.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams, type ListParams } from '../../../components/admin/use-list-params.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { adminClassesQueryOptions } from '../api/get-classes.ts';
import { classCoursesQueryOptions } from '../api/get-class-calendar.ts';
import { classFacultyQueryOptions } from '../api/get-class-faculty.ts';
import { ClassMonth, ClassWeek } from './class-calendar.tsx';
import { classWhen } from './class-time.ts';

const FILTERS = ['view', 'when', 'productId', 'teacherId', 'noRoomLink', 'week', 'month', 'day'] as const;
export const CLASS_WINDOWS = ['today', 'upcoming', 'past'] as const;
type ClassWindow = (typeof CLASS_WINDOWS)[number];
const CLASS_VIEWS = ['list', 'week', 'month'] as const;
type ClassView = (typeof CLASS_VIEWS)[number];

/**
 * The classes of the courses (D23), as a list of today's, upcoming or past ones (today's by
 * default), or as a week or a month of the calendar; narrowed by course, by teacher and to those
 * without a classroom link. Each opens its page.
 */
export function ClassesList() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS, { sort: '' });
  const view: ClassView = (CLASS_VIEWS as readonly string[]).includes(list.filters.view) ? (list.filters.view as ClassView) : 'list';
  const filters = Object.fromEntries(
    (['productId', 'teacherId', 'noRoomLink'] as const).filter((key) => list.filters[key]).map((key) => [key, list.filters[key]]),
  );

  return (
    <AdminPage title={t('adminClasses.title')} description={t('adminClasses.subtitle')}>
      <SegmentedControl
        aria-label={t('adminClasses.views.label')}
        data={CLASS_VIEWS.map((value) => ({ value, label: t(`adminClasses.views.${value}`) }))}
        value={view}
        onChange={(value) => list.setFilters({ view: value === 'list' ? null : value, day: null, ...periodFollowing(value, list.filters) })}
        w={{ base: '100%', xs: 'fit-content' }}
        data-testid="class-view"
      />
      <ClassFilters list={list} />
      {view === 'week' ? (
        <ClassWeek filters={filters} week={list.filters.week} onWeekChange={(week) => list.setFilter('week', week)} />
      ) : view === 'month' ? (
        <ClassMonth filters={filters} month={list.filters.month} day={list.filters.day} onChange={(changes) => list.setFilters(changes)} />
      ) : (
        <ClassTable list={list} filters={filters} />
      )}
      <TeacherHoursPanel />
    </AdminPage>
  );
}

/** A week shown goes on as its month, and a month as its first week, when staff switch between them. */
function periodFollowing(view: string, filters: { week: string; month: string }): { week?: string | null; month?: string | null } {
  if (view === 'month' && filters.week) return { month: addDays(filters.week, 3).slice(0, 7) };
  if (view === 'week' && filters.month) return { week: `${filters.month}-01` };
  return {};
}

function ClassFilters({ list }: { list: ListParams<(typeof FILTERS)[number]> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const courses = useQuery(classCoursesQueryOptions(language));
  const faculty = useQuery(classFacultyQueryOptions(language));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('adminClasses.filters.course')}
        placeholder={t('adminClasses.filters.any')}
        clearable
        searchable
        data={(courses.data ?? []).map((course) => ({ value: String(course.id), label: course.name }))}
        value={list.filters.productId || null}
        onChange={(value) => list.setFilter('productId', value)}
        w={{ base: '100%', xs: 280 }}
        data-testid="class-course-filter"
      />
      <Select
        label={t('adminClasses.filters.teacher')}
        placeholder={t('adminClasses.filters.any')}
        clearable
        searchable
        data={(faculty.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
        value={list.filters.teacherId || null}
        onChange={(value) => list.setFilter('teacherId', value)}
        w={{ base: '100%', xs: 240 }}
        data-testid="class-teacher-filter"
      />
      <Checkbox
        label={t('adminClasses.filters.noRoomLink')}
        checked={list.filters.noRoomLink === 'true'}
        onChange={(event) => list.setFilter('noRoomLink', event.currentTarget.checked ? 'true' : null)}
        mb={8}
      />
    </Group>
  );
}

function ClassTable({ list, filters }: { list: ListParams<(typeof FILTERS)[number]>; filters: Record<string, string> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const when: ClassWindow = (CLASS_WINDOWS as readonly string[]).includes(list.filters.when) ? (list.filters.when as ClassWindow) : 'today';
  // Classes come in their window's own order (the soonest or the newest first), so no sort is sent.
  const classes = useQuery(adminClassesQueryOptions(language, { ...filters, pageNum: String(list.pageNum), pageSize: String(list.pageSize), when }));
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
          {!entry.hasRoomLink && !entry.cancelled && (
            <Text size="xs" fw={700} c={strongTextOf('orange')}>
              {t('adminClasses.noRoomLink')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'teachers',
      title: t('adminClasses.columns.teacher'),
      visibleMediaQuery: wideScreensOnly,
      render: (entry) => (entry.teachers.length > 0 ? entry.teachers.join(language === 'cn' ? '、' : ', ') : '—'),
    },
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
    <Stack gap="md">
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
    </Stack>
  );
}
