import { ClassStatus } from '../../../components/class-status.tsx';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { OrderSummary } from '../../../../shared/api/orders.ts';
import { showsStock } from '../../../../shared/catalogue.ts';
import { useFormatters } from '../../../lib/format.ts';
import { isAwaitingPayment } from '../../../lib/order-status.ts';
import { HoldCountdown } from './hold-countdown.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import classes from './orders.module.css';

export const orderDetailPath = (id: number) => `/order-detail?id=${id}`;

/** One order in the list: picture, course, student, reference, date, amount, status and hold. */
export function OrderCard({ order, onHoldExpired }: { order: OrderSummary; onHoldExpired: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = `order-${order.id}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={headingId} data-testid="order-card">
      <div className={classes.card}>
        <img className={classes.picture} src={order.productPic} alt="" width={112} height={84} loading="lazy" decoding="async" />
        <div className={classes.main}>
          <Group gap="xs" wrap="wrap">
            <OrderStatusBadge status={order.status} size="sm" />
            {order.classSize && <ClassStatus facts={order.classSize} />}
          </Group>
          <Link to={orderDetailPath(order.id)} className={classes.name} id={headingId}>
            {order.productName}
          </Link>
          <dl className={classes.facts}>
            <div>
              <dt>{t('orders.list.child')}</dt>
              <dd>{order.childName}</dd>
            </div>
            <div>
              <dt>{t('orders.list.reference')}</dt>
              <dd data-testid="order-sn">{order.orderSn}</dd>
            </div>
            <div>
              <dt>{t('orders.list.created')}</dt>
              <dd>{format.dateTime(order.createTime)}</dd>
            </div>
          </dl>
          {isAwaitingPayment(order.status) && order.expiresAt && (
            <HoldCountdown
              expiresAt={order.expiresAt}
              holdsSeat={showsStock(order.productCategoryId)}
              status={order.status}
              onExpired={onHoldExpired}
              size="xs"
            />
          )}
        </div>
        <div className={classes.side}>
          <div>
            <Text size="xs" c="dimmed">
              {t('orders.list.amount')}
            </Text>
            <Text className={classes.amount}>{format.money(order.payAmount, order.currency)}</Text>
          </div>
          <Button
            component={Link}
            to={orderDetailPath(order.id)}
            variant="light"
            radius="xl"
            size="sm"
            aria-label={t('orders.list.viewNamed', { orderSn: order.orderSn })}
          >
            {t('orders.list.view')}
          </Button>
        </div>
      </div>
    </Paper>
  );
}
