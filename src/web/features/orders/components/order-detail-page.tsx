import { useCallback, useEffect, useRef, useState } from 'react';
import { Anchor, Button, Container, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { PayType, type BankDetails, type OrderDetail } from '../../../../shared/api/orders.ts';
import { ReceiptIcon } from '../../../components/account-icons.tsx';
import { ReceiptList } from '../../../components/receipt-list.tsx';
import { ChevronLeftIcon } from '../../../components/ui-icons.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { ORDERS_QUERY_KEY } from '../api/get-orders.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { usePayOrder, type ChosenPayType } from '../api/pay-order.ts';
import { useRequestRefund } from '../api/request-refund.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications } from '../../../lib/toast.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { OrderActions } from './order-actions.tsx';
import { MoveOffer } from './move-offer.tsx';
import { OrderNotices } from './order-notices.tsx';
import { OrderAmounts, OrderSummaryCard } from './order-summary.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PayChooser } from './pay-chooser.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { awaitsLatePayment, LATE_PAYMENT_POLL_MS } from '../late-payment.ts';
import { TransferPanel } from './transfer-panel.tsx';
import classes from './order-detail.module.css';

/** `?id=` as a positive whole number, or null. */
const orderIdOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /order-detail?id=N: one order, what happened to it, and what the parent can do now. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get('id'));
  return (
    <Container size="lg" py={{ base: 20, sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/user/order" className={classes.back}>
          <ChevronLeftIcon size={16} />
          {t('orders.detail.back')}
        </Anchor>
        {id === null ? <OrderMissing body={t('orders.detail.missingId')} /> : <OrderDetailView id={id} />}
      </Stack>
    </Container>
  );
}

function OrderDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const order = useQuery({
    ...orderQueryOptions(language, id),
    refetchInterval: (query) => (awaitsLatePayment(query.state.data) ? LATE_PAYMENT_POLL_MS : false),
  });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }), [queryClient]);

  if (order.isPending) return <OrderDetailSkeleton />;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderMissing title={t('orders.detail.notFoundTitle')} body={t('orders.detail.notFoundBody')} />;
    return (
      <Paper withBorder radius="lg" p="xl" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <Text fw={600}>{t('orders.detail.loadFailed')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessageOf(order.error, t)}
          </Text>
          <Button variant="light" radius="xl" onClick={() => void order.refetch()}>
            {t('orders.list.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <OrderDetailContent order={order.data} onChanged={refresh} />;
}

type Dialog = 'pay' | 'cancel' | 'refund' | null;

function OrderDetailContent({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [paying, setPaying] = useState<ChosenPayType | null>(null);
  // The transfer panel: closed, open with the details `ddcOrder/pay` answered, or open to fetch them.
  const [transfer, setTransfer] = useState<{ bank: BankDetails | null } | null>(null);
  const pay = usePayOrder(order.id);
  const cancel = useCancelOrder(order.id);
  const refund = useRequestRefund(order.id);
  const canPay = order.allowedActions.includes('pay');
  const canUploadProof = order.allowedActions.includes('uploadProof');

  // `/apply` and a failed card payment send the parent here with `?pay=1`: straight to the choice
  // of payment, once per visit. The address keeps it, so a reload of an unpaid order asks again.
  const payOffered = useRef(false);
  const askToPay = params.get('pay') === '1' && canPay;
  useEffect(() => {
    if (!askToPay || payOffered.current) return;
    payOffered.current = true;
    setDialog('pay');
  }, [askToPay]);

  // Once the order has moved on (paid, under review, closed), the transfer form is done with.
  const showTransfer = transfer !== null && canUploadProof;

  const choosePayment = (payType: ChosenPayType) => {
    setPaying(payType);
    pay.mutate(payType, {
      onSuccess: (answer) => {
        if (answer.payType === PayType.Online) {
          // The sandbox answers a path of this site, Stripe an https URL: both are full page loads.
          window.location.assign(answer.checkoutUrl);
          return;
        }
        setPaying(null);
        setDialog(null);
        setTransfer({ bank: answer.bank });
      },
      onError: (error) => {
        setPaying(null);
        notifications.show({ color: 'red', title: t('orders.pay.failed'), message: errorMessageOf(error, t) });
        onChanged();
      },
    });
  };

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        setTransfer(null);
        notifications.show({ color: 'teal', message: t('orders.cancel.success') });
      },
      onError: (error) => {
        setDialog(null);
        notifications.show({ color: 'red', title: t('orders.cancel.failed'), message: errorMessageOf(error, t) });
        onChanged();
      },
    });

  const confirmRefund = () =>
    refund.mutate(undefined, {
      onSuccess: (answer) => {
        setDialog(null);
        const amount = format.money(answer.amount, answer.order.currency);
        const completed = answer.order.refund?.status === 'completed';
        notifications.show({
          color: 'teal',
          message: completed ? t('orders.refund.completedToast', { amount }) : t('orders.refund.requestedToast', { amount }),
        });
      },
      onError: (error) => {
        setDialog(null);
        notifications.show({ color: 'red', title: t('orders.refund.failed'), message: errorMessageOf(error, t) });
        onChanged();
      },
    });

  return (
    <div className={classes.layout} data-testid="order-detail" data-status={order.status}>
      <div className={classes.main}>
        <div className={classes.first}>
          <OrderSummaryCard order={order} onHoldExpired={onChanged} />
        </div>
        {order.moveOffer && (
          <div className={classes.second}>
            <MoveOffer order={order} offer={order.moveOffer} onChanged={onChanged} />
          </div>
        )}
        <OrderNotices order={order} className={classes.second} />
        {showTransfer && (
          <div className={classes.later}>
            <TransferPanel order={order} bank={transfer.bank} onClose={() => setTransfer(null)} />
          </div>
        )}
        <div className={classes.later}>
          <OrderTimeline history={order.history} />
        </div>
      </div>
      <div className={classes.aside}>
        <div className={classes.third}>
          <OrderActions
            order={order}
            onPay={() => setDialog('pay')}
            onUploadProof={() => setTransfer((open) => open ?? { bank: null })}
            onCancel={() => setDialog('cancel')}
            onRefund={() => setDialog('refund')}
          />
        </div>
        <div className={classes.third}>
          <OrderAmounts order={order} />
        </div>
        {order.receipts.length > 0 && (
          <div className={classes.third}>
            <ReceiptList receipts={order.receipts} currency={order.currency} urlOf={(id) => `/api/ddcOrder/receipt/${id}?lang=${language}`} />
          </div>
        )}
      </div>

      <PayChooser
        opened={dialog === 'pay'}
        amount={format.money(order.payAmount, order.currency)}
        pending={paying}
        returnFocus={transfer === null}
        onClose={() => paying === null && setDialog(null)}
        onChoose={choosePayment}
      />
      <CancelOrderDialog
        opened={dialog === 'cancel'}
        childName={order.childName}
        cancelling={cancel.isPending}
        onClose={() => setDialog(null)}
        onConfirm={confirmCancel}
      />
      <RefundDialog
        order={order}
        quote={order.refundQuote}
        opened={dialog === 'refund'}
        requesting={refund.isPending}
        onClose={() => setDialog(null)}
        onConfirm={confirmRefund}
      />
    </div>
  );
}

function OrderMissing(props: { title?: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="order-missing">
      <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" color="navy">
          <ReceiptIcon size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {props.title ?? t('orders.detail.title')}
        </Title>
        <Text c="dimmed">{props.body}</Text>
        <Button component={Link} to="/user/order" radius="xl">
          {t('orders.detail.back')}
        </Button>
      </Stack>
    </Paper>
  );
}

function OrderDetailSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true" data-testid="order-detail-loading">
      <Stack gap="lg">
        <Skeleton height={220} radius="lg" />
        <Skeleton height={260} radius="lg" />
      </Stack>
      <Stack gap="lg">
        <Skeleton height={160} radius="lg" />
        <Skeleton height={140} radius="lg" />
      </Stack>
    </div>
  );
}
