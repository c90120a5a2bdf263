import { Anchor, Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { TEACHER_THREAD_STATES, type TeacherThreadState, type TeacherThreadSummary } from '../../../../shared/api/teacher-threads.ts';
import { AdminDataTable, wideScreensOnly } from '../../../components/admin/admin-data-table.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormatters } from '../../../lib/format.ts';
import { adminTeacherThreadListQueryOptions } from '../api/admin-teacher-threads.ts';

const FILTERS = ['state'] as const;
const ALL = 'all';

/** Every parent–teacher conversation (issue 29), the latest first, searched by child, family or course. */
export function TeacherThreadList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '' });
  const state = (TEACHER_THREAD_STATES as readonly string[]).includes(list.filters.state) ? (list.filters.state as TeacherThreadState) : undefined;
  const query: Record<string, string> = { pageNum: String(list.pageNum), pageSize: String(list.pageSize), q: list.q, ...(state ? { state } : {}) };
  const threads = useQuery(adminTeacherThreadListQueryOptions(language, query));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<TeacherThreadSummary>[] = [
    {
      accessor: 'excerpt',
      title: t('adminTeacherThreads.columns.conversation'),
      render: (thread) => (
        <Stack gap={2} maw={440}>
          <Anchor component={Link} to={`/admin/teacher-threads/${thread.id}`} state={{ from }} fw={600} size="sm" data-testid="open-teacher-thread">
            {[thread.childName, thread.courseName].join(' · ')}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {thread.excerpt}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'parentName',
      title: t('adminTeacherThreads.columns.between'),
      visibleMediaQuery: wideScreensOnly,
      render: (thread) => (
        <Stack gap={0}>
          <Text size="sm">{thread.parentName}</Text>
          <Text size="xs" c="dimmed">
            {thread.teachers.join(', ') || t('teacherMessages.noTeacherYet')}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'lastMessageTime', title: t('adminTeacherThreads.columns.latest'), visibleMediaQuery: wideScreensOnly, render: (thread) => format.dateTime(thread.lastMessageTime) },
    {
      accessor: 'closed',
      title: t('adminTeacherThreads.columns.state'),
      noWrap: true,
      render: (thread) => (
        <Badge variant="light" radius="sm" color={thread.closed ? 'gray' : 'teal'} c={thread.closed ? 'gray.8' : 'teal.9'}>
          {t(`adminTeacherThreads.states.${thread.closed ? 'closed' : 'open'}`)}
        </Badge>
      ),
    },
  ];

  return (
    <AdminPage title={t('adminTeacherThreads.title')} description={t('adminTeacherThreads.subtitle')}>
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminTeacherThreads.searchPlaceholder')}>
        <SegmentedControl
          aria-label={t('adminTeacherThreads.columns.state')}
          data={[...TEACHER_THREAD_STATES.map((value) => ({ value, label: t(`adminTeacherThreads.states.${value}`) })), { value: ALL, label: t('adminTeacherThreads.all') }]}
          value={state ?? ALL}
          onChange={(value) => list.setFilter('state', value === ALL ? null : value)}
          w={{ base: '100%', xs: 'fit-content' }}
        />
      </ListToolbar>
      {threads.isError ? (
        <AdminLoadError error={threads.error} onRetry={() => void threads.refetch()} />
      ) : (
        <AdminDataTable
          label={t('adminTeacherThreads.title')}
          params={list}
          records={threads.data?.list}
          total={threads.data?.total}
          fetching={threads.isFetching}
          columns={columns}
          emptyText={t('adminTeacherThreads.empty')}
        />
      )}
    </AdminPage>
  );
}
