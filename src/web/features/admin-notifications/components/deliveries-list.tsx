import { useState } from 'react';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/translator.tsx';
import { DELIVERY_STATUSES, notificationKinds, type AdminDelivery } from '../../../../shared/api/notifications.ts';
import { AdminDataTable, wideScreensOnly } from '../../../components/admin/admin-data-table.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications as toasts } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { deliveriesQueryOptions } from '../api/get-deliveries.ts';
import { useResendDelivery } from '../api/resend-delivery.ts';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

const FILTERS = ['status', 'kind'] as const;

/**
 * Every message mailed to members (D29): its recipient, kind, status, attempts and last error;
 * filters and sorting in the address, the CSV holds the whole filtered list, and a failed one can
 * be sent again.
 */
export function DeliveriesList() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListParams(FILTERS, { sort: '-createTime' });
  const deliveries = useQuery(deliveriesQueryOptions(useLanguage(), list.query));
  const [resending, setResending] = useState<AdminDelivery | null>(null);
  const resend = useResendDelivery();

  const columns: DataTableColumn<AdminDelivery>[] = [
    {
      accessor: 'createTime',
      title: t('adminNotifications.columns.created'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: wideScreensOnly,
      render: (row) => format.dateTime(row.createTime),
    },
    {
      accessor: 'recipientName',
      title: t('adminNotifications.columns.recipient'),
      render: (row) => (
        <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
          <Text size="sm">{row.recipientName}</Text>
          <Text size="xs" c="dimmed">
            {row.recipientEmail}
          </Text>
          {/* A phone leaves out the kind's column; the kind goes with the recipient. */}
          <Text size="xs" hiddenFrom="sm" mt={4}>
            {t(`notifications.kinds.${row.kind}`)}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'kind', title: t('adminNotifications.columns.kind'), visibleMediaQuery: wideScreensOnly, render: (row) => t(`notifications.kinds.${row.kind}`) },
    {
      accessor: 'status',
      title: t('adminNotifications.columns.status'),
      width: 180,
      render: (row) => (
        <Stack gap={4} align="start">
          <DeliveryStatusBadge status={row.status} />
          {(row.sentTime ?? row.nextAttemptTime) && (
            <Text size="xs" c="dimmed">
              {row.sentTime
                ? t('adminNotifications.sentAt', { time: format.dateTime(row.sentTime) })
                : t('adminNotifications.nextAttempt', { time: format.dateTime(row.nextAttemptTime) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'attempts', title: t('adminNotifications.columns.attempts'), sortable: true, textAlign: 'right', visibleMediaQuery: wideScreensOnly },
    {
      accessor: 'lastError',
      title: t('adminNotifications.columns.lastError'),
      visibleMediaQuery: wideScreensOnly,
      render: (row) => (
        <Text size="xs" ff="monospace" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {row.lastError ?? '—'}
        </Text>
      ),
    },
    {
      accessor: 'actions',
      title: t('adminNotifications.columns.actions'),
      textAlign: 'right',
      render: (row) =>
        row.status === 'failed' ? (
          <Button size="compact-sm" variant="light" onClick={() => setResending(row)} aria-label={t('adminNotifications.resendTo', { name: row.recipientName })} data-testid="resend-delivery">
            {t('adminNotifications.resend')}
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminPage
      title={t('adminNotifications.title')}
      description={t('adminNotifications.subtitle')}
      actions={<CsvExportButton path="admin/notification/list" query={list.query} fileName="notifications" />}
    >
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminNotifications.searchPlaceholder')}>
        <Select
          label={t('adminNotifications.columns.status')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`adminNotifications.statuses.${status}`) }))}
          value={list.filters.status || null}
          onChange={(value) => list.setFilter('status', value)}
          w={{ base: '100%', xs: 180 }}
          data-testid="delivery-status-filter"
        />
        <Select
          label={t('adminNotifications.columns.kind')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={notificationKinds.map((kind) => ({ value: kind, label: t(`notifications.kinds.${kind}`) }))}
          value={list.filters.kind || null}
          onChange={(value) => list.setFilter('kind', value)}
          w={{ base: '100%', xs: 240 }}
          data-testid="delivery-kind-filter"
        />
      </ListToolbar>
      {deliveries.isError ? (
        <AdminLoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : (
        <AdminDataTable
          label={t('adminNotifications.title')}
          params={list}
          records={deliveries.data?.list}
          total={deliveries.data?.total}
          fetching={deliveries.isFetching}
          columns={columns}
        />
      )}
      <ConfirmDialog
        opened={resending !== null}
        title={t('adminNotifications.resendTitle')}
        body={resending ? t('adminNotifications.resendBody', { name: resending.recipientName, email: resending.recipientEmail }) : ''}
        confirmLabel={t('adminNotifications.resend')}
        busy={resend.isPending}
        onClose={() => setResending(null)}
        onConfirm={() => {
          if (!resending) return;
          resend.mutate(resending.id, {
            onSuccess: () => {
              setResending(null);
              toasts.show({ color: 'teal', message: t('adminNotifications.resent') });
            },
            onError: (error) => toasts.show({ color: 'red', message: errorMessageOf(error, t) }),
          });
        }}
      />
    </AdminPage>
  );
}
