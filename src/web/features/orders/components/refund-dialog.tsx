import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/translator.tsx';
import { PayType, type OrderDetail, type RefundQuoteAnswer } from '../../../../shared/api/orders.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { REFUND_PROCESSING_BUSINESS_DAYS } from '../../../../shared/refund-policy.ts';
import { useFormatters } from '../../../lib/format.ts';
import classes from './order-detail.module.css';

/** D10: the parent sees what comes back, and what does not, before asking for it. */
export function RefundDialog(props: {
  order: OrderDetail;
  quote: RefundQuoteAnswer | null;
  opened: boolean;
  requesting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`);
  const { order, quote } = props;
  const money = (amount: number) => format.money(amount, order.currency);
  return (
    <Modal
      opened={props.opened && quote !== null}
      onClose={props.onClose}
      title={t('orders.refund.title')}
      size="lg"
      radius="lg"
      centered={!compact}
      fullScreen={compact}
     
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {quote && (
        <Stack gap="md">
          <dl className={classes.amounts} data-testid="refund-quote">
            <dt>{t('orders.refund.paid')}</dt>
            <dd>{money(order.tuitionAmount)}</dd>
            <dt>{t('orders.refund.percent')}</dt>
            <dd data-testid="refund-percent">{t('orders.refund.percentValue', { percent: quote.percent })}</dd>
            <dt className={classes.totalRow}>{t('orders.refund.amount')}</dt>
            <dd className={classes.totalRow} data-testid="refund-amount">
              {money(quote.amount)}
            </dd>
          </dl>
          <Text size="sm">{t('orders.refund.timing', { count: quote.daysBefore, date: format.day(order.firstClassDate) })}</Text>
          <Text size="sm" fw={600}>
            {t('orders.refund.feeNotRefunded', { fee: money(order.applicationFee) })}
          </Text>
          <Text size="sm">{order.payType === PayType.Online ? t('orders.refund.toCard') : t('orders.refund.byTransfer')}</Text>
          <Text size="sm" c="dimmed">
            {t('orders.refund.processing', { days: REFUND_PROCESSING_BUSINESS_DAYS })} {t('orders.refund.irreversible')}
          </Text>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" radius="xl" onClick={props.onClose} data-autofocus>
              {t('orders.refund.keep')}
            </Button>
            <Button color="red.9" radius="xl" loading={props.requesting} onClick={props.onConfirm}>
              {t('orders.refund.confirm', { amount: money(quote.amount) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
