import { Anchor, Badge, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminFamilySummary } from '../../../../shared/api/admin-families.ts';
import { AdminDataTable } from '../../../components/admin/admin-data-table.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { AssigneeFilter, AssigneeName } from '../../../components/admin/assignee-filter.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { advisersQueryOptions } from '../api/get-advisers.ts';
import { familiesQueryOptions } from '../api/get-families.ts';

const FILTERS = ['adviserId', 'disabled', 'assignee'] as const;

/** Parents' accounts, found by name, e-mail or child; filtered by adviser or disabled. */
export function FamiliesList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '-createTime' });
  const families = useQuery(familiesQueryOptions(language, list.query));
  const advisers = useQuery(advisersQueryOptions(language));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<AdminFamilySummary>[] = [
    {
      accessor: 'username',
      title: t('adminFamilies.columns.parent'),
      sortable: true,
      render: (family) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/admin/families/${family.id}`} state={{ from }} fw={600}>
            {family.nickname || family.username}
          </Anchor>
          <Text size="xs" c="dimmed">
            {family.username} · {family.email}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'childCount', title: t('adminFamilies.columns.children'), textAlign: 'right' },
    { accessor: 'orderCount', title: t('adminFamilies.columns.orders'), textAlign: 'right' },
    { accessor: 'adviser', title: t('adminFamilies.columns.adviser'), render: (family) => family.adviser?.name ?? '—' },
    { accessor: 'assignee', title: t('adminShell.caseWork.assignee'), render: (family) => <AssigneeName assignee={family.assignee} /> },
    { accessor: 'createTime', title: t('adminFamilies.columns.registered'), sortable: true, render: (family) => format.dateTime(family.createTime) },
    {
      accessor: 'disabled',
      title: t('adminFamilies.columns.account'),
      render: (family) =>
        family.disabled ? (
          <Badge color="red" variant="light" c="red.9">
            {t('adminFamilies.disabled')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" c="gray.8">
            {t('adminFamilies.active')}
          </Badge>
        ),
    },
  ];

  return (
    <AdminPage
      title={t('adminFamilies.title')}
      description={t('adminFamilies.subtitle')}
      actions={<CsvExportButton path="admin/family/list" query={list.query} fileName="families" />}
    >
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminFamilies.searchPlaceholder')}>
        <Select
          label={t('adminFamilies.columns.adviser')}
          placeholder={t('adminShell.table.any')}
          clearable
          searchable
          data={(advisers.data ?? []).map((adviser) => ({ value: String(adviser.id), label: adviser.name }))}
          value={list.filters.adviserId || null}
          onChange={(value) => list.setFilter('adviserId', value)}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('adminFamilies.columns.account')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={[
            { value: 'false', label: t('adminFamilies.active') },
            { value: 'true', label: t('adminFamilies.disabled') },
          ]}
          value={list.filters.disabled || null}
          onChange={(value) => list.setFilter('disabled', value)}
          w={{ base: '100%', xs: 180 }}
        />
        <AssigneeFilter kind="family" value={list.filters.assignee} onChange={(value) => list.setFilter('assignee', value)} />
      </ListToolbar>
      {families.isError ? (
        <AdminLoadError error={families.error} onRetry={() => void families.refetch()} />
      ) : (
        <AdminDataTable
          label={t('adminFamilies.title')}
          params={list}
          records={families.data?.list}
          total={families.data?.total}
          fetching={families.isFetching}
          columns={columns}
        />
      )}
    </AdminPage>
  );
}
