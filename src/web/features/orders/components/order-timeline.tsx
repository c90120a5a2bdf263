import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { OrderStatus, type OrderHistoryEntry } from '../../../../shared/api/orders.ts';
import { AlertIcon, CheckIcon, DotIcon } from '../../../components/account-icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { ORDER_STATUS_KEYS } from '../../../lib/order-status.ts';
import classes from './order-detail.module.css';

/** Staff sent a transfer proof back: the parent must see why. */
const isRejection = (entry: OrderHistoryEntry) =>
  entry.actor === 'staff' && entry.fromStatus === OrderStatus.UnderReview && entry.toStatus === OrderStatus.PendingPayment;

/**
 * The order's status changes, oldest first, so that it reads as the story of the order and ends
 * with where it stands now.
 */
export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-history-title">
      <Title order={2} size="h4" id="order-history-title" mb="md">
        {t('orders.detail.timelineTitle')}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">{t('orders.detail.timelineEmpty')}</Text>
      ) : (
        <Timeline active={history.length - 1} bulletSize={24} lineWidth={2} color="navy" data-testid="order-timeline">
          {history.map((entry, index) => {
            const rejected = isRejection(entry);
            const last = index === history.length - 1;
            return (
              <Timeline.Item
                key={`${entry.createTime}-${index}`}
                color={rejected ? 'red' : undefined}
                bullet={rejected ? <AlertIcon size={14} /> : last ? <DotIcon size={12} /> : <CheckIcon size={14} />}
                title={
                  <Text fw={700} size="sm" component="span">
                    {entry.fromStatus === null
                      ? t('orders.timeline.created')
                      : t(`orders.status.${ORDER_STATUS_KEYS[entry.toStatus]}`)}
                  </Text>
                }
                data-testid="order-history-entry"
              >
                {entry.note &&
                  (rejected ? (
                    <div className={classes.rejection}>
                      <Text size="xs" fw={700} c="red.9">
                        {t('orders.timeline.staffNote')}
                      </Text>
                      <Text size="sm">{entry.note}</Text>
                    </div>
                  ) : (
                    <Text size="sm">{entry.note}</Text>
                  ))}
                <Text size="xs" c="dimmed" mt={4}>
                  <time dateTime={entry.createTime}>{format.dateTime(entry.createTime)}</time>
                  {' · '}
                  {t(`orders.actor.${entry.actor}`)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
