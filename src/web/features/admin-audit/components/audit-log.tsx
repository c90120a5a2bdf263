import { Anchor, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { UserRoleCode } from '../../../../shared/api/accounts.ts';
import { auditEntityTypesFor, type AuditEntityType, type AuditEntry } from '../../../../shared/api/admin-audit.ts';
import { AdminDataTable } from '../../../components/admin/admin-data-table.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { auditEntityLabel, auditSentence } from '../../../components/admin/audit-entry-text.ts';
import { ChangedFields } from '../../../components/admin/record-history.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { auditQueryOptions } from '../api/get-audit.ts';

const FILTERS = ['entityType', 'entityId', 'actorId', 'from', 'to'] as const;

/** Where a record of each kind opens in the back office; kinds without a page of their own show their number. */
const RECORD_PAGES: Partial<Record<AuditEntityType, string>> = {
  order: '/admin/orders',
  family: '/admin/families',
  teacherApplication: '/admin/teacher-applications',
  requirement: '/admin/requirements',
  assessment: '/admin/assessments',
  feedback: '/admin/feedback',
  product: '/admin/products',
  faculty: '/admin/faculty',
  article: '/admin/news',
};

/**
 * Every staff write: who, when, what, and the fields before and after; searchable and exportable.
 * The server gives an adviser only the entries of an adviser's areas (D24), and the record filter
 * offers only those kinds.
 */
export function AuditLog({ role }: { role: UserRoleCode }) {
  const { t } = useTranslation();
  const readable = auditEntityTypesFor(role);
  const format = useFormatters();
  const list = useListParams(FILTERS, { sort: '-createTime' });
  const { sort: _sort, ...query } = list.query;
  const audit = useQuery(auditQueryOptions(useLanguage(), query));
  const entityLabel = (type: string) => auditEntityLabel(type, t);

  const columns: DataTableColumn<AuditEntry>[] = [
    { accessor: 'createTime', title: t('adminAudit.columns.time'), noWrap: true, render: (entry) => format.dateTime(entry.createTime) },
    { accessor: 'actorName', title: t('adminAudit.columns.staff') },
    { accessor: 'action', title: t('adminAudit.columns.action'), width: 260, render: (entry) => <span data-testid="audit-sentence">{auditSentence(entry, t)}</span> },
    {
      accessor: 'entityId',
      title: t('adminAudit.columns.record'),
      render: (entry) =>
        RECORD_PAGES[entry.entityType as AuditEntityType] ? (
          <Anchor component={Link} to={`${RECORD_PAGES[entry.entityType as AuditEntityType]}/${entry.entityId}`}>
            {entityLabel(entry.entityType)} #{entry.entityId}
          </Anchor>
        ) : (
          <Text size="sm">
            {entityLabel(entry.entityType)} #{entry.entityId}
          </Text>
        ),
    },
    { accessor: 'changes', title: t('adminAudit.columns.changes'), render: (entry) => <ChangedFields entry={entry} /> },
  ];

  return (
    <AdminPage title={t('adminAudit.title')} description={t('adminAudit.subtitle')} actions={<CsvExportButton path="admin/audit/list" query={query} fileName="audit-log" />}>
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminAudit.searchPlaceholder')}>
        <Select
          label={t('adminAudit.columns.record')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={readable.map((type) => ({ value: type, label: entityLabel(type) }))}
          value={list.filters.entityType || null}
          onChange={(value) => list.setFilter('entityType', value)}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput type="date" label={t('adminAudit.from')} value={list.filters.from} onChange={(event) => list.setFilter('from', event.currentTarget.value || null)} w={{ base: '100%', xs: 170 }} />
        <TextInput type="date" label={t('adminAudit.to')} value={list.filters.to} onChange={(event) => list.setFilter('to', event.currentTarget.value || null)} w={{ base: '100%', xs: 170 }} />
      </ListToolbar>
      {audit.isError ? (
        <AdminLoadError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <AdminDataTable label={t('adminAudit.title')} params={list} records={audit.data?.list} total={audit.data?.total} fetching={audit.isFetching} columns={columns} />
      )}
    </AdminPage>
  );
}
