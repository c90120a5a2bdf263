import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Tabs, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminOrderDetail } from '../../../../shared/api/admin-orders.ts';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { PrivateFilePreview } from '../../../components/admin/private-file.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { RecordHistory } from '../../../components/admin/record-history.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ORDER_STATUS_KEYS, PAY_TYPE_KEYS } from '../../../lib/order-status.ts';
import { adminOrderQueryOptions } from '../api/get-admin-order.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { Fact } from '../../../components/admin/fact.tsx';
import { ReceiptList } from '../../../components/receipt-list.tsx';

/** One order for staff: its facts, the receipt beside the bank reference, the timeline, actions and history. */
export function OrderDetail({ orderId, backHref }: { orderId: number; backHref: string }) {
  const { t } = useTranslation();
  const order = useQuery(adminOrderQueryOptions(useLanguage(), orderId));
  const back = { href: backHref, label: t('adminOrders.backToList') };
  if (order.isPending) return <AdminLoading />;
  if (order.isError) {
    return (
      <AdminPage title={t('adminOrders.detailTitleUnknown')} back={back}>
        <AdminLoadError error={order.error} onRetry={() => void order.refetch()} />
      </AdminPage>
    );
  }
  const data = order.data;
  return (
    <AdminPage
      back={back}
      documentTitle={t('adminOrders.detailTitle', { orderSn: data.orderSn })}
      title={
        <Group gap="sm" component="span">
          <span>{t('adminOrders.detailTitle', { orderSn: data.orderSn })}</span>
          <OrderStatusBadge status={data.status} />
        </Group>
      }
      description={`${data.productName} · ${data.childName}`}
      actions={<OrderActions order={data} />}
    >
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('adminOrders.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('adminShell.history.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <OrderFacts order={data} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <RecordHistory entityType="order" entityId={data.id} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}


function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack gap="md">
      {order.transferProof && <TransferReview order={order} />}
      {order.rejectionReason && order.status === 0 && (
        <Alert color="orange" title={t('adminOrders.rejectedBefore')}>
          {order.rejectionReason}
        </Alert>
      )}
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('adminOrders.columns.parent')}>
            <Anchor component={Link} to={`/admin/families/${order.parent.id}`}>
              {order.parent.nickname || order.parent.username}
            </Anchor>
            <Text size="xs" c="dimmed">
              {order.parent.email}
            </Text>
          </Fact>
          <Fact label={t('adminOrders.columns.child')}>{order.childName}</Fact>
          <Fact label={t('adminOrders.columns.course')}>{order.productName}</Fact>
          <Fact label={t('adminOrders.columns.created')}>{format.dateTime(order.createTime)}</Fact>
          {order.expiresAt && <Fact label={t('adminOrders.facts.deadline')}>{format.dateTime(order.expiresAt)}</Fact>}
          <Fact label={t('adminOrders.facts.paid')}>{format.dateTime(order.paymentTime)}</Fact>
          <Fact label={t('adminOrders.columns.payType')}>{t(`orders.payType.${PAY_TYPE_KEYS[order.payType]}`)}</Fact>
          {order.paidMethod && <Fact label={t('adminOrders.facts.paidMethod')}>{t(`orders.paidMethod.${order.paidMethod}`)}</Fact>}
          <Fact label={t('adminOrders.facts.tuition')}>{format.money(order.tuitionAmount, order.currency)}</Fact>
          <Fact label={t('adminOrders.facts.fee')}>{format.money(order.applicationFee, order.currency)}</Fact>
          <Fact label={t('adminOrders.columns.amount')}>{format.money(order.payAmount, order.currency)}</Fact>
          <Fact label={t('adminOrders.facts.firstClass')}>{format.day(order.firstClassDate)}</Fact>
          <Fact label={t('adminOrders.facts.entitlement')}>
            {order.entitlement
              ? order.entitlement.revoked
                ? t('adminOrders.entitlement.revoked')
                : order.entitlement.activateTime
                  ? t('adminOrders.entitlement.activeSince', { time: format.dateTime(order.entitlement.activateTime) })
                  : t('adminOrders.entitlement.pending')
              : '—'}
          </Fact>
          {order.refund && (
            <Fact label={t('adminOrders.facts.refund')}>
              {t(`adminOrders.refund.${order.refund.status}`, { amount: format.money(order.refund.amount, order.currency), percent: order.refund.percent })}
            </Fact>
          )}
        </SimpleGrid>
      </Card>
      <ReceiptList receipts={order.receipts} currency={order.currency} urlOf={(id) => `/api/admin/order/receipt/${id}`} />
      <Card withBorder radius="md">
        <Title order={2} fz="md" mb="sm">
          {t('adminOrders.timeline')}
        </Title>
        <Timeline bulletSize={12} lineWidth={2} active={order.history.length - 1}>
          {order.history.map((entry, index) => (
            <Timeline.Item key={index} title={t(`orders.status.${ORDER_STATUS_KEYS[entry.toStatus]}`)}>
              <Text size="xs" c="dimmed">
                {format.dateTime(entry.createTime)} · {t(`adminOrders.actor.${entry.actor}`)}
              </Text>
              {entry.note && <Text size="sm">{entry.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </Stack>
  );
}

/** The parent's receipt beside what it must match: the order number as the bank reference, and the amount. */
function TransferReview({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const proof = order.transferProof!;
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="md" mb="sm">
        {t('adminOrders.transfer.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <PrivateFilePreview url={proof.url} name={proof.originalName} />
          <Text size="xs" c="dimmed">
            {t('adminOrders.transfer.uploaded', { time: format.dateTime(proof.uploadTime) })}
          </Text>
        </Stack>
        <Stack gap="md">
          <Fact label={t('adminOrders.transfer.reference')}>
            <Text ff="monospace" fz="xl" fw={700} data-testid="bank-reference">
              {order.orderSn}
            </Text>
          </Fact>
          <Fact label={t('adminOrders.transfer.amountDue')}>
            <Text fz="lg" fw={600}>
              {format.money(order.payAmount, order.currency)}
            </Text>
          </Fact>
          <Text size="sm" c="dimmed">
            {t('adminOrders.transfer.hint')}
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
