import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { PROGRESS_REPORT_STATUSES, type ProgressReportStatus, type StaffProgressReport } from '../../../../shared/api/progress-reports.ts';
import { AdminDataTable, wideScreensOnly } from '../../../components/admin/admin-data-table.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormatters } from '../../../lib/format.ts';
import { adminProgressReportsQueryOptions } from '../api/get-progress-reports.ts';
import { AskForReports } from './ask-for-reports.tsx';
import { ReportStatusBadge } from './report-status-badge.tsx';

const FILTERS = ['status', 'productId'] as const;
const ALL = 'all';

/** Progress reports (issue 29): asked for, written and released; written ones wait for review first. */
export function ProgressReportList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '' });
  const status = (PROGRESS_REPORT_STATUSES as readonly string[]).includes(list.filters.status) ? (list.filters.status as ProgressReportStatus) : undefined;
  const productId = /^\d+$/.test(list.filters.productId) ? list.filters.productId : undefined;
  const query: Record<string, string> = { pageNum: String(list.pageNum), pageSize: String(list.pageSize), ...(status ? { status } : {}), ...(productId ? { productId } : {}) };
  const reports = useQuery(adminProgressReportsQueryOptions(language, query));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<StaffProgressReport>[] = [
    {
      accessor: 'childName',
      title: t('adminProgressReports.columns.child'),
      render: (report) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/admin/progress-reports/${report.id}`} state={{ from }} fw={600} size="sm" data-testid="open-progress-report">
            {report.childName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {report.courseName}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'teacherName', title: t('adminProgressReports.columns.teacher'), visibleMediaQuery: wideScreensOnly, render: (report) => report.teacherName ?? '—' },
    {
      accessor: 'requestTime',
      title: t('adminProgressReports.columns.latest'),
      visibleMediaQuery: wideScreensOnly,
      render: (report) => format.dateTime(report.releaseTime ?? report.submitTime ?? report.requestTime),
    },
    { accessor: 'status', title: t('adminProgressReports.columns.status'), noWrap: true, render: (report) => <ReportStatusBadge status={report.status} /> },
  ];

  return (
    <AdminPage title={t('adminProgressReports.title')} description={t('adminProgressReports.subtitle')} actions={<AskForReports />}>
      <SegmentedControl
        aria-label={t('adminProgressReports.columns.status')}
        data={[...PROGRESS_REPORT_STATUSES.map((value) => ({ value, label: t(`adminProgressReports.status.${value}`) })), { value: ALL, label: t('adminProgressReports.all') }]}
        value={status ?? ALL}
        onChange={(value) => list.setFilter('status', value === ALL ? null : value)}
        w={{ base: '100%', xs: 'fit-content' }}
      />
      {reports.isError ? (
        <AdminLoadError error={reports.error} onRetry={() => void reports.refetch()} />
      ) : (
        <AdminDataTable
          label={t('adminProgressReports.title')}
          params={list}
          records={reports.data?.list}
          total={reports.data?.total}
          fetching={reports.isFetching}
          columns={columns}
          emptyText={t('adminProgressReports.empty')}
        />
      )}
    </AdminPage>
  );
}
