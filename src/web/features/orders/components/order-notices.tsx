import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { OrderStatus, type OrderDetail } from '../../../../shared/api/orders.ts';
import { REFUND_PROCESSING_BUSINESS_DAYS } from '../../../../shared/refund-policy.ts';
import { AlertIcon, CheckIcon, ClockIcon, FileIcon } from '../../../components/account-icons.tsx';
import { openPrivateFile } from '../../../lib/open-private-file.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications } from '../../../lib/toast.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { isAwaitingPayment } from '../../../lib/order-status.ts';

/**
 * What the parent must know about the order's state before acting: a rejected transfer and its
 * reason, a transfer under review, an open card checkout, a refund.
 */
export function OrderNotices({ order, className }: { order: OrderDetail; className?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amount: number) => format.money(amount, order.currency);
  const notices: React.ReactNode[] = [];

  if (order.rejectionReason && order.status === OrderStatus.PendingPayment) {
    notices.push(
      <Alert key="rejected" color="red" variant="light" styles={{ title: { color: strongTextOf('red') } }} radius="lg" icon={<AlertIcon size={20} />} title={t('orders.detail.rejectedTitle')} data-testid="order-rejected">
        <Text size="sm" fw={700} c="red.9">
          {t('orders.detail.rejectedReason', { reason: order.rejectionReason })}
        </Text>
        <Text size="sm" mt={4}>
          {t('orders.detail.rejectedBody')}
        </Text>
      </Alert>,
    );
  }
  if (order.status === OrderStatus.UnderReview) {
    notices.push(
      <Alert key="review" color="violet" variant="light" styles={{ title: { color: strongTextOf('violet') } }} radius="lg" icon={<ClockIcon size={20} />} title={t('orders.detail.underReviewTitle')} data-testid="order-under-review">
        <Text size="sm">{t('orders.detail.underReviewBody')}</Text>
      </Alert>,
    );
  }
  if (order.status === OrderStatus.InPayment) {
    notices.push(
      <Alert key="in-payment" color="cyan" variant="light" styles={{ title: { color: strongTextOf('cyan') } }} radius="lg" icon={<ClockIcon size={20} />}>
        <Text size="sm">{t('orders.detail.inPaymentBody')}</Text>
      </Alert>,
    );
  }
  if (order.refund) {
    const { refund } = order;
    const completed = refund.status === 'completed';
    notices.push(
      <Alert
        key="refund"
        color={completed ? 'teal' : 'orange'}
        variant="light"
        styles={{ title: { color: strongTextOf(completed ? 'teal' : 'orange') } }}
        radius="lg"
        icon={completed ? <CheckIcon size={20} /> : <ClockIcon size={20} />}
        title={completed ? t('orders.refund.completedTitle') : t('orders.refund.requestedTitle')}
        data-testid="order-refund"
        data-refund-status={refund.status}
      >
        <Text size="sm">
          {completed
            ? t('orders.refund.completedBody', {
                amount: money(refund.amount),
                percent: refund.percent,
                date: format.dateTime(refund.completeTime ?? refund.requestTime),
              })
            : t('orders.refund.requestedBody', {
                amount: money(refund.amount),
                percent: refund.percent,
                date: format.dateTime(refund.requestTime),
                days: REFUND_PROCESSING_BUSINESS_DAYS,
              })}
        </Text>
      </Alert>,
    );
  }
  // A proof staff sent back belongs to the past; the rejection above says what to do now.
  if (order.transferProof && !isAwaitingPayment(order.status)) {
    const proof = order.transferProof;
    notices.push(
      <Paper key="proof" withBorder radius="lg" p="sm">
        <Group gap="sm" wrap="nowrap" data-testid="transfer-proof">
          <FileIcon size={20} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600}>
              {t('orders.detail.proofFile', { name: proof.originalName })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('orders.detail.proofUploaded', { date: format.dateTime(proof.uploadTime) })}
            </Text>
          </div>
          <Button
            variant="light"
            radius="xl"
            size="xs"
            onClick={() =>
              void openPrivateFile(proof.url).catch(() =>
                notifications.show({ color: 'red', message: t('orders.detail.openProofFailed') }),
              )
            }
          >
            {t('orders.detail.openProof')}
          </Button>
        </Group>
      </Paper>,
    );
  }
  return notices.length ? (
    <Stack gap="sm" className={className}>
      {notices}
    </Stack>
  ) : null;
}
