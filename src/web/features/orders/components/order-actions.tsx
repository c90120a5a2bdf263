import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { OrderStatus, type OrderAction, type OrderDetail } from '../../../../shared/api/orders.ts';

/** The buttons of the actions the server allows in this status (`allowedActions`), and no others. */
export function OrderActions(props: {
  order: OrderDetail;
  onPay: () => void;
  onUploadProof: () => void;
  onCancel: () => void;
  onRefund: () => void;
}) {
  const { t } = useTranslation();
  const { order } = props;
  const allowed = (action: OrderAction) => order.allowedActions.includes(action);
  const rejected = order.rejectionReason !== null && order.status === OrderStatus.PendingPayment;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-actions-title" data-testid="order-actions">
      <Title order={2} size="h4" id="order-actions-title" mb="sm">
        {t('orders.detail.actionsTitle')}
      </Title>
      {order.allowedActions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.detail.noActions')}
        </Text>
      ) : (
        <Stack gap="sm">
          {allowed('pay') && (
            <Button radius="xl" size="md" fullWidth onClick={props.onPay}>
              {rejected ? t('orders.actions.payAgain') : t('orders.actions.pay')}
            </Button>
          )}
          {allowed('uploadProof') && (
            <Button variant="light" radius="xl" fullWidth onClick={props.onUploadProof}>
              {t('orders.actions.uploadProof')}
            </Button>
          )}
          {allowed('refund') && (
            <Button variant="light" color="red" c="red.9" radius="xl" fullWidth onClick={props.onRefund}>
              {t('orders.actions.refund')}
            </Button>
          )}
          {allowed('cancel') && (
            <Button variant="subtle" color="red" c="red.9" radius="xl" fullWidth onClick={props.onCancel}>
              {t('orders.actions.cancel')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
