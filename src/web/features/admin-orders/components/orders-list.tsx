import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminOrderSummary } from '../../../../shared/api/admin-orders.ts';
import { ORDER_STATUSES, PayType } from '../../../../shared/api/orders.ts';
import { AdminDataTable } from '../../../components/admin/admin-data-table.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ORDER_STATUS_KEYS, PAY_TYPE_KEYS } from '../../../lib/order-status.ts';
import { adminOrdersQueryOptions } from '../api/get-admin-orders.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTotals } from './order-totals.tsx';
import { PlacedRangeFilter } from './placed-range-filter.tsx';

const FILTERS = ['status', 'payType', 'refund', 'parentId', 'from', 'to'] as const;

/** Every family's orders: search, filters and sorting in the address; the CSV holds the whole filtered list. */
export function OrdersList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '-createTime' });
  const orders = useQuery(adminOrdersQueryOptions(language, list.query));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<AdminOrderSummary>[] = [
    {
      accessor: 'orderSn',
      title: t('adminOrders.columns.orderSn'),
      sortable: true,
      render: (order) => (
        <Anchor component={Link} to={`/admin/orders/${order.id}`} state={{ from }} ff="monospace" fw={600}>
          {order.orderSn}
        </Anchor>
      ),
    },
    { accessor: 'createTime', title: t('adminOrders.columns.created'), sortable: true, render: (order) => format.dateTime(order.createTime) },
    {
      accessor: 'parent',
      title: t('adminOrders.columns.parent'),
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm">{order.parent.nickname || order.parent.username}</Text>
          <Text size="xs" c="dimmed">
            {order.parent.email}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'childName', title: t('adminOrders.columns.child') },
    { accessor: 'productName', title: t('adminOrders.columns.course') },
    { accessor: 'payAmount', title: t('adminOrders.columns.amount'), sortable: true, textAlign: 'right', render: (order) => format.money(order.payAmount, order.currency) },
    { accessor: 'status', title: t('adminOrders.columns.status'), sortable: true, noWrap: true, render: (order) => <OrderStatusBadge status={order.status} /> },
  ];

  return (
    <AdminPage
      title={t('adminOrders.title')}
      description={t('adminOrders.subtitle')}
      actions={<CsvExportButton path="admin/order/list" query={list.query} fileName="orders" />}
    >
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminOrders.searchPlaceholder')}>
        <Select
          label={t('adminOrders.columns.status')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={ORDER_STATUSES.map((status) => ({ value: String(status), label: t(`orders.status.${ORDER_STATUS_KEYS[status]}`) }))}
          value={list.filters.status || null}
          onChange={(value) => list.setFilter('status', value)}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('adminOrders.columns.payType')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={Object.values(PayType).map((payType) => ({ value: String(payType), label: t(`orders.payType.${PAY_TYPE_KEYS[payType]}`) }))}
          value={list.filters.payType || null}
          onChange={(value) => list.setFilter('payType', value)}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('adminOrders.columns.refund')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={[{ value: 'open', label: t('adminOrders.refundOpen') }]}
          value={list.filters.refund || null}
          onChange={(value) => list.setFilter('refund', value)}
          w={{ base: '100%', xs: 220 }}
        />
        <PlacedRangeFilter from={list.filters.from} to={list.filters.to} onChange={(range) => list.setFilters(range)} />
      </ListToolbar>
      {orders.data && <OrderTotals totals={orders.data.totals} />}
      {orders.isError ? (
        <AdminLoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <AdminDataTable
          label={t('adminOrders.title')}
          params={list}
          records={orders.data?.list}
          total={orders.data?.total}
          fetching={orders.isFetching}
          columns={columns}
        />
      )}
    </AdminPage>
  );
}
