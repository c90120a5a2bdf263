import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { OrderDetail } from '../../../../shared/api/orders.ts';
import { showsStock } from '../../../../shared/catalogue.ts';
import { useFormatters } from '../../../lib/format.ts';
import { isAwaitingPayment, PAY_TYPE_KEYS } from '../../../lib/order-status.ts';
import { CopyValue } from './copy-value.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import classes from './order-detail.module.css';

/** The head of /order-detail: course, student, reference, status, payment type, dates and hold. */
export function OrderSummaryCard({ order, onHoldExpired }: { order: OrderDetail; onHoldExpired: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-title">
      <div className={classes.hero}>
        <img className={classes.picture} src={order.productPic} alt="" width={160} height={120} decoding="async" />
        <Stack gap={8} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <OrderStatusBadge status={order.status} size="lg" />
          </Group>
          <Title order={1} className={classes.title} id="order-title">
            {order.productName}
          </Title>
          {isAwaitingPayment(order.status) && order.expiresAt && (
            <div>
              <HoldCountdown
                expiresAt={order.expiresAt}
                holdsSeat={showsStock(order.productCategoryId)}
                status={order.status}
                onExpired={onHoldExpired}
              />
              <Text size="xs" c="dimmed" mt={2}>
                {t(showsStock(order.productCategoryId) ? 'orders.hold.explain' : 'orders.hold.dueExplain')}
              </Text>
            </div>
          )}
        </Stack>
        <dl className={`${classes.facts} ${classes.heroFacts}`}>
          <dt>{t('orders.detail.reference')}</dt>
          <dd>
            <Group gap={4} wrap="nowrap">
              <span data-testid="order-sn">{order.orderSn}</span>
              <CopyValue value={order.orderSn} label={t('orders.detail.copyReference')} copiedLabel={t('orders.detail.copied')} />
            </Group>
          </dd>
          <dt>{t('orders.detail.child')}</dt>
          <dd>{order.childName}</dd>
          <dt>{t('orders.detail.courseType')}</dt>
          <dd>{order.courseTypeName}</dd>
          <dt>{t('orders.payType.label')}</dt>
          <dd data-testid="order-pay-type">{t(`orders.payType.${PAY_TYPE_KEYS[order.payType]}`)}</dd>
          {order.paidMethod && (
            <>
              <dt>{t('orders.paidMethod.label')}</dt>
              <dd data-testid="order-paid-method">{t(`orders.paidMethod.${order.paidMethod}`)}</dd>
            </>
          )}
          <dt>{t('orders.detail.created')}</dt>
          <dd>{format.dateTime(order.createTime)}</dd>
          {order.paymentTime && (
            <>
              <dt>{t('orders.detail.paid')}</dt>
              <dd>{format.dateTime(order.paymentTime)}</dd>
            </>
          )}
          <dt>{t('orders.detail.firstClass')}</dt>
          <dd>{format.day(order.firstClassDate)}</dd>
        </dl>
      </div>
    </Paper>
  );
}

export function OrderAmounts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-amounts-title">
      <Title order={2} size="h4" id="order-amounts-title" mb="sm">
        {t('orders.detail.amountsTitle')}
      </Title>
      <dl className={classes.amounts} data-testid="order-amounts">
        <dt>{t('orders.detail.tuition')}</dt>
        <dd>{format.money(order.tuitionAmount, order.currency)}</dd>
        <dt>{t('orders.detail.applicationFee')}</dt>
        <dd>{format.money(order.applicationFee, order.currency)}</dd>
        <dt className={classes.totalRow}>{t('orders.detail.total')}</dt>
        <dd className={classes.totalRow} data-testid="order-total">
          {format.money(order.payAmount, order.currency)}
        </dd>
      </dl>
    </Paper>
  );
}
