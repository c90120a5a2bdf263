import { Anchor, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { TEACHER_APPLICATION_STATUSES, type AdminTeacherApplicationSummary } from '../../../../shared/api/admin-teacher-applications.ts';
import { AdminDataTable } from '../../../components/admin/admin-data-table.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { applicationsQueryOptions } from '../api/get-applications.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

const FILTERS = ['status'] as const;
const ALL = 'all';

/** Foreign teachers' applications by status, newest first. */
export function ApplicationsList() {
  const { t } = useTranslation();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '-submitTime' });
  const applications = useQuery(applicationsQueryOptions(useLanguage(), list.query));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<AdminTeacherApplicationSummary>[] = [
    {
      accessor: 'name',
      title: t('adminTeachers.columns.name'),
      sortable: true,
      render: (application) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/admin/teacher-applications/${application.id}`} state={{ from }} fw={600}>
            {application.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {application.email}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'nationality', title: t('adminTeachers.columns.nationality') },
    { accessor: 'subjects', title: t('adminTeachers.columns.subjects'), render: (application) => application.subjects.join(t('adminTeachers.listSeparator')) },
    { accessor: 'submitTime', title: t('adminTeachers.columns.submitted'), sortable: true, render: (application) => format.dateTime(application.submitTime) },
    { accessor: 'status', title: t('adminTeachers.columns.status'), render: (application) => <ApplicationStatusBadge status={application.status} /> },
  ];

  return (
    <AdminPage
      title={t('adminTeachers.title')}
      description={t('adminTeachers.subtitle')}
      actions={<CsvExportButton path="admin/teacherApplication/list" query={list.query} fileName="teacher-applications" />}
    >
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminTeachers.searchPlaceholder')}>
        <Stack gap={4} maw="100%">
          <Text size="sm" fw={500} id="application-status-filter">
            {t('adminTeachers.columns.status')}
          </Text>
          {/* Five statuses are wider than a phone: they scroll sideways inside their own strip, not the page. */}
          <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
            <SegmentedControl
              aria-labelledby="application-status-filter"
              data={[ALL, ...TEACHER_APPLICATION_STATUSES].map((status) => ({ value: status, label: t(`adminTeachers.status.${status}`) }))}
              value={list.filters.status || ALL}
              onChange={(value) => list.setFilter('status', value === ALL ? null : value)}
            />
          </ScrollArea>
        </Stack>
      </ListToolbar>
      {applications.isError ? (
        <AdminLoadError error={applications.error} onRetry={() => void applications.refetch()} />
      ) : (
        <AdminDataTable label={t('adminTeachers.title')} params={list} records={applications.data?.list} total={applications.data?.total} fetching={applications.isFetching} columns={columns} />
      )}
    </AdminPage>
  );
}
