import { Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { FEEDBACK_STATUSES, type FeedbackStatus, type StaffFeedbackSummary } from '../../../../shared/api/feedback.ts';
import { AdminDataTable, wideScreensOnly } from '../../../components/admin/admin-data-table.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AssigneeFilter, AssigneeName } from '../../../components/admin/assignee-filter.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { adminFeedbackListQueryOptions } from '../api/get-feedback-list.ts';
import { FeedbackStatusBadge } from './feedback-status-badge.tsx';

const FILTERS = ['status', 'assignee'] as const;
const ALL = 'all';

/** Every family's feedback by status, the most recently active first; each opens its conversation. */
export function FeedbackList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '' });
  const status = (FEEDBACK_STATUSES as readonly string[]).includes(list.filters.status) ? (list.filters.status as FeedbackStatus) : undefined;
  const query: Record<string, string> = { pageNum: String(list.pageNum), pageSize: String(list.pageSize), ...(status ? { status } : {}), ...(list.filters.assignee ? { assignee: list.filters.assignee } : {}) };
  const threads = useQuery(adminFeedbackListQueryOptions(language, query));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<StaffFeedbackSummary>[] = [
    {
      accessor: 'excerpt',
      title: t('adminFeedback.columns.message'),
      render: (thread) => (
        <Stack gap={2} maw={420}>
          <Anchor component={Link} to={`/admin/feedback/${thread.id}`} state={{ from }} fw={600} size="sm" lineClamp={2} data-testid="open-feedback">
            {thread.excerpt}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t(`feedback.categories.${thread.category}`)}
            {thread.courseName && ` · ${thread.courseName}`}
            {thread.orderSn && ` · ${thread.orderSn}`}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'parentName',
      title: t('adminFeedback.columns.family'),
      visibleMediaQuery: wideScreensOnly,
      render: (thread) => (
        <Stack gap={0}>
          <Text size="sm">{thread.parentName}</Text>
          {thread.childName && (
            <Text size="xs" c="dimmed">
              {thread.childName}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'updateTime', title: t('adminFeedback.columns.updated'), visibleMediaQuery: wideScreensOnly, render: (thread) => format.dateTime(thread.updateTime) },
    { accessor: 'assignee', title: t('adminShell.caseWork.assignee'), visibleMediaQuery: wideScreensOnly, render: (thread) => <AssigneeName assignee={thread.assignee} /> },
    { accessor: 'status', title: t('adminFeedback.columns.status'), noWrap: true, render: (thread) => <FeedbackStatusBadge status={thread.status} /> },
  ];

  return (
    <AdminPage
      title={t('adminFeedback.title')}
      description={t('adminFeedback.subtitle')}
      actions={
        <Button component={Link} to="/admin/feedback/saved-replies" variant="light" data-testid="saved-replies-link">
          {t('adminFeedback.savedReplies.link')}
        </Button>
      }
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('adminFeedback.columns.status')}
          data={[...FEEDBACK_STATUSES.map((value) => ({ value, label: t(`feedback.results.statuses.${value}`) })), { value: ALL, label: t('adminFeedback.all') }]}
          value={status ?? ALL}
          onChange={(value) => list.setFilter('status', value === ALL ? null : value)}
          w={{ base: '100%', xs: 'fit-content' }}
        />
        <AssigneeFilter kind="feedback" value={list.filters.assignee} onChange={(value) => list.setFilter('assignee', value)} />
      </Group>
      {threads.isError ? (
        <AdminLoadError error={threads.error} onRetry={() => void threads.refetch()} />
      ) : (
        <AdminDataTable
          label={t('adminFeedback.title')}
          params={list}
          records={threads.data?.list}
          total={threads.data?.total}
          fetching={threads.isFetching}
          columns={columns}
          emptyText={t('adminFeedback.empty')}
        />
      )}
    </AdminPage>
  );
}
