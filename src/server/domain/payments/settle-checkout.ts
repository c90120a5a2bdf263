import { OrderStatus, PayType, type OnlinePaymentMethod } from '../../../shared/api/orders.ts';
import type { CardPaymentProvider } from '../../adapters/payment/card-payment-provider.ts';
import type { Db } from '../../db/database.ts';
import { changeOrderStatus } from '../../db/repositories/order-repository.ts';
import {
  closeCheckout,
  findCheckoutBySession,
  lockOrderOfCheckout,
  type CheckoutProvider,
  type CheckoutRow,
} from '../../db/repositories/payment-checkout-repository.ts';
import { findPaymentOf } from '../../db/repositories/payment-repository.ts';
import type { ClassBookingSettings } from '../bookings/book-whole-course.ts';
import { receivePayment } from '../orders/receive-payment.ts';
import { closeOpenCheckouts } from './checkout.ts';

export interface PaymentLog {
  warn(details: object, message: string): void;
}

export interface SettleDeps {
  provider: CardPaymentProvider;
  log: PaymentLog;
  now: Date;
  /** How a course with a fixed class list books itself once paid (D28). */
  classBooking: ClassBookingSettings;
}

/**
 * Locks a checkout found by its provider session id, and its order before it (the lock order every
 * change of an order and its checkouts keeps). Undefined when no such checkout exists.
 */
export async function lockCheckout(tx: Db, provider: CheckoutProvider, sessionId: string): Promise<CheckoutRow | undefined> {
  const found = await findCheckoutBySession(tx, provider, sessionId);
  if (!found) return undefined;
  await lockOrderOfCheckout(tx, found.orderId);
  return findCheckoutBySession(tx, provider, sessionId, { lock: true });
}

export type PaidSettlement =
  /** The order became paid. */
  | 'paid'
  /** This checkout had been settled already (another event of the same session). */
  | 'alreadySettled'
  /** The money came for an order that could not take it, and went back to the card. */
  | 'refunded'
  /** The order could not take the payment; nothing was captured (the sandbox), nothing moved. */
  | 'notPayable';

/**
 * A checkout's payment was captured (D9). Call it inside the transaction with the checkout locked
 * (`lockCheckout`). The order becomes paid through `receivePayment`, once, whatever the number of
 * events. A payment the order cannot take (it was closed meanwhile, or paid by another checkout)
 * is refunded through the provider when `refundIfNotPayable` (real money); a failed refund fails
 * the transaction, so that the provider delivers the event again.
 */
export async function settlePaidCheckout(
  tx: Db,
  deps: SettleDeps & { refundIfNotPayable: boolean },
  checkout: CheckoutRow,
  paid: { providerPaymentId: string; method: OnlinePaymentMethod },
): Promise<PaidSettlement> {
  const { providerPaymentId } = paid;
  if (checkout.status === 'completed') return 'alreadySettled';
  // Also from failed, cancelled or expired: the payer paid, whatever we had thought of the checkout.
  await closeCheckout(tx, checkout.id, 'completed', deps.now, {
    from: ['open', 'failed', 'cancelled', 'expired'],
    providerPaymentId,
  });
  const result = await receivePayment(tx, {
    orderId: checkout.orderId,
    payType: PayType.Online,
    provider: checkout.provider,
    method: paid.method,
    amount: checkout.amount,
    currency: checkout.currency,
    checkoutId: checkout.id,
    providerPaymentId,
    actor: 'provider',
    event: PAID_EVENT_OF[paid.method],
    now: deps.now,
    classBooking: deps.classBooking,
  });
  if (result.outcome === 'paid') {
    // An older checkout was paid while a newer one was open: the newer one must not take money too.
    await closeOpenCheckouts({ db: tx, provider: deps.provider, now: deps.now }, checkout.orderId);
    return 'paid';
  }
  if (result.outcome === 'alreadyPaid') {
    const payment = await findPaymentOf(tx, checkout.orderId);
    if (payment?.providerPaymentId === providerPaymentId) return 'alreadySettled';
  }
  if (!deps.refundIfNotPayable) return 'notPayable';
  const refund = await deps.provider.refund(providerPaymentId, checkout.amount);
  deps.log.warn(
    {
      orderId: checkout.orderId,
      checkoutId: checkout.id,
      providerPaymentId,
      refundId: refund.refundId,
      outcome: result.outcome,
      orderStatus: result.outcome === 'notPayable' ? result.currentStatus : undefined,
    },
    'A card payment arrived for an order that could not take it; the money was refunded',
  );
  return 'refunded';
}

/** The order timeline's line for a payment, by the way it came. */
const PAID_EVENT_OF: Record<OnlinePaymentMethod, string> = {
  card: 'cardPaymentSucceeded',
  alipay: 'alipayPaymentSucceeded',
  wechat_pay: 'wechatPayPaymentSucceeded',
};

export type UnpaidOutcome = 'failed' | 'cancelled' | 'expired';

const EVENT_OF: Record<UnpaidOutcome, string> = {
  failed: 'cardPaymentFailed',
  cancelled: 'cardCheckoutCancelled',
  expired: 'cardCheckoutExpired',
};

/**
 * A checkout ended unpaid. Call it inside the transaction with the checkout locked. Only an open
 * checkout closes (an expiry after a payment changes nothing); the order, if it is still in payment
 * with this checkout, goes back to pending payment and keeps its hold. Answers whether anything
 * changed.
 */
export async function settleUnpaidCheckout(
  tx: Db,
  deps: Pick<SettleDeps, 'now'>,
  checkout: CheckoutRow,
  outcome: UnpaidOutcome,
): Promise<boolean> {
  const closed = await closeCheckout(tx, checkout.id, outcome, deps.now);
  if (!closed) return false;
  // One checkout is open at a time, so an order in payment was in payment with this one.
  await changeOrderStatus(tx, {
    orderId: checkout.orderId,
    from: [OrderStatus.InPayment],
    to: OrderStatus.PendingPayment,
    actor: 'provider',
    event: EVENT_OF[outcome],
    now: deps.now,
  });
  return true;
}
