import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { staffCancelOrderBody, type AdminOrderDetail, type StaffOrderAction } from '../../../../shared/api/admin-orders.ts';
import { rejectTransferBody } from '../../../../shared/api/orders.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ReasonDialog } from '../../../components/admin/reason-dialog.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useActivateEntitlement } from '../api/activate-entitlement.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useCompleteDifferenceRefund, useCompleteRefund } from '../api/complete-refund.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useConfirmTransfer } from '../api/confirm-transfer.ts';
import { useExtendDeadline } from '../api/extend-deadline.ts';
import { useRejectTransfer } from '../api/reject-transfer.ts';
import { useQuery } from '@tanstack/react-query';
import { MoveTargetDialog } from '../../../components/admin/move-target-dialog.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { orderMoveTargetsQueryOptions } from '../api/get-move-targets.ts';
import { useMoveOrder } from '../api/move-order.ts';
import { ExtendDeadlineDialog } from './extend-deadline-dialog.tsx';

/** The buttons of what staff may do with the order now, each behind its confirmation. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StaffOrderAction | null>(null);
  const confirm = useConfirmTransfer();
  const reject = useRejectTransfer();
  const refund = useCompleteRefund();
  const differenceRefund = useCompleteDifferenceRefund();
  const format = useFormatters();
  const activate = useActivateEntitlement();
  const cancel = useCancelOrder();
  const extend = useExtendDeadline();
  const move = useMoveOrder();
  const language = useLanguage();
  const targets = useQuery({ ...orderMoveTargetsQueryOptions(language, order.productId), enabled: open === 'move' });
  const close = () => setOpen(null);
  const outcome = (action: StaffOrderAction) => ({
    onSuccess: () => {
      close();
      notifications.show({ color: 'teal', message: t(`adminOrders.done.${action}`, { orderSn: order.orderSn }) });
    },
    onError: (error: unknown) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
  });

  if (order.staffActions.length === 0) return null;
  const buttonColor: Record<StaffOrderAction, string | undefined> = {
    confirmTransfer: 'teal',
    rejectTransfer: 'red',
    completeRefund: undefined,
    completeDifferenceRefund: undefined,
    activateEntitlement: undefined,
    extendDeadline: undefined,
    cancel: 'red',
    move: undefined,
  };
  return (
    <>
      <Group gap="sm">
        {order.staffActions.map((action) => (
          <Button key={action} color={buttonColor[action]} variant={buttonColor[action] === 'red' ? 'outline' : 'filled'} onClick={() => setOpen(action)}>
            {t(`adminOrders.actions.${action}`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={open === 'confirmTransfer'}
        title={t('adminOrders.actions.confirmTransfer')}
        body={t('adminOrders.confirm.confirmTransfer', { orderSn: order.orderSn })}
        confirmLabel={t('adminOrders.actions.confirmTransfer')}
        color="teal"
        busy={confirm.isPending}
        onConfirm={() => confirm.mutate(order.id, outcome('confirmTransfer'))}
        onClose={close}
      />
      <ReasonDialog
        opened={open === 'rejectTransfer'}
        title={t('adminOrders.actions.rejectTransfer')}
        body={t('adminOrders.confirm.rejectTransfer')}
        confirmLabel={t('adminOrders.actions.rejectTransfer')}
        schema={rejectTransferBody}
        busy={reject.isPending}
        onConfirm={(reason) => reject.mutate({ orderId: order.id, reason }, outcome('rejectTransfer'))}
        onClose={close}
      />
      <ConfirmDialog
        opened={open === 'completeRefund'}
        title={t('adminOrders.actions.completeRefund')}
        body={t('adminOrders.confirm.completeRefund')}
        confirmLabel={t('adminOrders.actions.completeRefund')}
        busy={refund.isPending}
        onConfirm={() => refund.mutate(order.id, outcome('completeRefund'))}
        onClose={close}
      />
      <ConfirmDialog
        opened={open === 'completeDifferenceRefund'}
        title={t('adminOrders.actions.completeDifferenceRefund')}
        body={t(order.differenceRefund?.status === 'failed' ? 'adminOrders.confirm.completeDifferenceRefundFailed' : 'adminOrders.confirm.completeDifferenceRefund', {
          amount: order.differenceRefund ? format.money(order.differenceRefund.amount, order.currency) : '',
        })}
        confirmLabel={t('adminOrders.actions.completeDifferenceRefund')}
        busy={differenceRefund.isPending}
        onConfirm={() => differenceRefund.mutate(order.id, outcome('completeDifferenceRefund'))}
        onClose={close}
      />
      <ConfirmDialog
        opened={open === 'activateEntitlement'}
        title={t('adminOrders.actions.activateEntitlement')}
        body={t('adminOrders.confirm.activateEntitlement')}
        confirmLabel={t('adminOrders.actions.activateEntitlement')}
        busy={activate.isPending}
        onConfirm={() => order.entitlement && activate.mutate(order.entitlement.id, outcome('activateEntitlement'))}
        onClose={close}
      />
      <ExtendDeadlineDialog
        opened={open === 'extendDeadline'}
        deadline={order.expiresAt}
        busy={extend.isPending}
        onConfirm={(workingDays) => extend.mutate({ orderId: order.id, workingDays }, outcome('extendDeadline'))}
        onClose={close}
      />
      <ReasonDialog
        opened={open === 'cancel'}
        title={t('adminOrders.actions.cancel')}
        body={t('adminOrders.confirm.cancel')}
        confirmLabel={t('adminOrders.actions.cancel')}
        schema={staffCancelOrderBody}
        busy={cancel.isPending}
        onConfirm={(reason) => cancel.mutate({ orderId: order.id, reason }, outcome('cancel'))}
        onClose={close}
      />
      <MoveTargetDialog
        opened={open === 'move'}
        title={t('adminClassSizes.move.orderTitle', { orderSn: order.orderSn })}
        body={t('adminClassSizes.move.orderBody')}
        targets={targets.data}
        loadFailed={targets.isError}
        withNote
        busy={move.isPending}
        onConfirm={(choice) => move.mutate({ orderId: order.id, toProductId: choice.toProductId, note: choice.note }, outcome('move'))}
        onClose={close}
      />
    </>
  );
}
