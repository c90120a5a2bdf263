import type { MantineTheme } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from '../../i18n/translator.tsx';
import { PAGE_SIZES, type ListParams } from './use-list-params.ts';

/**
 * The back office's list: mantine-datatable with paging, sorting and page size done by the
 * server, all kept in the address through `useListParams`. Columns marked `sortable` must be
 * sortable fields of the list's API (`sort=<accessor>` or `-<accessor>`).
 *
 *   <AdminDataTable params={list} records={data?.list} total={data?.total} fetching={isFetching}
 *     columns={[{ accessor: 'orderSn', render: (order) => <Anchor component={Link} …/> }]} />
 */
/** A column's `visibleMediaQuery` for details a phone leaves out, so that the rest stays readable at 390 px. */
export const wideScreensOnly = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

interface AdminDataTableProps<T> {
  params: Pick<ListParams, 'pageNum' | 'pageSize' | 'sort' | 'setPage' | 'setPageSize' | 'setSort'>;
  records: T[] | undefined;
  total: number | undefined;
  fetching: boolean;
  columns: DataTableColumn<T>[];
  /** What the table is, for screen readers. */
  label: string;
  idAccessor?: keyof T & string;
  /** What an empty list says, when "nothing matches these filters" does not fit. */
  emptyText?: string;
}

export function AdminDataTable<T>({ params, records, total, fetching, columns, label, idAccessor = 'id' as keyof T & string, emptyText }: AdminDataTableProps<T>) {
  const { t } = useTranslation();
  const descending = params.sort.startsWith('-');
  const sortStatus: DataTableSortStatus<T> = { columnAccessor: params.sort.replace(/^-/, ''), direction: descending ? 'desc' : 'asc' };
  return (
    <DataTable<T>
      aria-label={label}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={records?.length ? undefined : 180}
      records={records ?? []}
      idAccessor={idAccessor}
      columns={columns}
      fetching={fetching}
      totalRecords={total ?? 0}
      page={params.pageNum}
      onPageChange={params.setPage}
      recordsPerPage={params.pageSize}
      recordsPerPageOptions={PAGE_SIZES}
      onRecordsPerPageChange={params.setPageSize}
      recordsPerPageLabel={t('adminShell.table.recordsPerPage')}
      paginationText={({ from, to, totalRecords }) => t('adminShell.table.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`adminShell.table.page.${control}`) })}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => params.setSort(`${status.direction === 'desc' ? '-' : ''}${String(status.columnAccessor)}`)}
      noRecordsText={emptyText ?? t('adminShell.table.noRecords')}
      loadingText={t('common.loading')}
    />
  );
}
