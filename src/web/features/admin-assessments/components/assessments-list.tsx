import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ASSESSMENT_STATUSES, type AdminAssessmentSummary } from '../../../../shared/api/assessments.ts';
import { AdminDataTable, wideScreensOnly } from '../../../components/admin/admin-data-table.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AssigneeFilter, AssigneeName } from '../../../components/admin/assignee-filter.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ASSESSMENT_STATUS_KEYS } from '../../../lib/assessment-status.ts';
import { adminAssessmentsQueryOptions } from '../api/get-assessments.ts';
import { AssessmentStatusBadge } from './assessment-status-badge.tsx';

const FILTERS = ['status', 'assignee'] as const;
const SORTS = ['newest', 'oldest', 'scheduled'] as const;

/** Every family's assessments by status, searchable; each opens its timeline and next steps. */
export function AssessmentsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: 'newest' });
  const assessments = useQuery(adminAssessmentsQueryOptions(language, list.query));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<AdminAssessmentSummary>[] = [
    {
      accessor: 'childName',
      title: t('adminAssessments.columns.child'),
      render: (item) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/admin/assessments/${item.id}`} state={{ from }} fw={600} size="sm">
            {item.childName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {item.subjects.map((subject) => subject.name).join(t('adminAssessments.listSeparator'))}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'parentName',
      title: t('adminAssessments.columns.parent'),
      visibleMediaQuery: wideScreensOnly,
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm">{item.parentName}</Text>
          <Text size="xs" c="dimmed">
            {item.parentEmail}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'scheduledAt', title: t('adminAssessments.columns.scheduled'), render: (item) => format.dateTime(item.scheduledAt) },
    { accessor: 'createTime', title: t('adminAssessments.columns.created'), visibleMediaQuery: wideScreensOnly, render: (item) => format.dateTime(item.createTime) },
    { accessor: 'assignee', title: t('adminShell.caseWork.assignee'), render: (item) => <AssigneeName assignee={item.assignee} /> },
    { accessor: 'status', title: t('adminAssessments.columns.status'), noWrap: true, render: (item) => <AssessmentStatusBadge status={item.status} /> },
  ];

  return (
    <AdminPage title={t('adminAssessments.title')} description={t('adminAssessments.subtitle')}>
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminAssessments.searchPlaceholder')}>
        <Select
          label={t('adminAssessments.columns.status')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={ASSESSMENT_STATUSES.map((status) => ({ value: String(status), label: t(`assessments.status.${ASSESSMENT_STATUS_KEYS[status]}`) }))}
          value={list.filters.status || null}
          onChange={(value) => list.setFilter('status', value)}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('adminAssessments.sortLabel')}
          data={SORTS.map((sort) => ({ value: sort, label: t(`adminAssessments.sort.${sort}`) }))}
          value={list.sort}
          onChange={(value) => value && list.setSort(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <AssigneeFilter kind="assessment" value={list.filters.assignee} onChange={(value) => list.setFilter('assignee', value)} />
      </ListToolbar>
      {assessments.isError ? (
        <AdminLoadError error={assessments.error} onRetry={() => void assessments.refetch()} />
      ) : (
        <AdminDataTable
          label={t('adminAssessments.title')}
          params={list}
          records={assessments.data?.list}
          total={assessments.data?.total}
          fetching={assessments.isFetching}
          columns={columns}
          emptyText={t('adminAssessments.empty')}
        />
      )}
    </AdminPage>
  );
}
