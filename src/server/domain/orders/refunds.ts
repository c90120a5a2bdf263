import { OrderStatus, type OrderActor } from '../../../shared/api/orders.ts';
import type { Db } from '../../db/database.ts';
import { cancelUpcomingBookingsOfOrder } from '../bookings/cancel-booking.ts';
import { revokeEntitlementOfOrder } from '../../db/repositories/entitlement-repository.ts';
import { lockOrderChain } from '../../db/repositories/order-lock-repository.ts';
import { changeOrderStatus, lockOrder } from '../../db/repositories/order-repository.ts';
import { freeSeat, seatOfferOptionsOf, type SeatOfferSettings } from '../waitlist/seat-offers.ts';
import { findPaymentOf } from '../../db/repositories/payment-repository.ts';
import {
  completeRefund,
  deleteRequestedRefund,
  failRefund,
  findRefundOf,
  insertRefundOnce,
  listUnfinishedCardRefunds,
  markRefundSent,
  type RefundRow,
} from '../../db/repositories/refund-repository.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { RefundRefused, type CardPaymentProvider } from '../../adapters/payment/card-payment-provider.ts';
import type { PaymentLog } from '../payments/settle-checkout.ts';
import { refundRequestedMail } from '../../adapters/mail/order-templates.ts';
import { refundCompletedMail } from '../../adapters/mail/templates.ts';
import { REFUND_PROCESSING_BUSINESS_DAYS } from '../../../shared/refund-policy.ts';
import { notify } from '../notifications/notify.ts';
import { issueRefundReceipt } from '../receipts/receipts.ts';
import { orderLinkOf } from './order-mail.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { academyToday, type OrderDeps } from './order-deps.ts';
import { orderNotFound } from './order-reads.ts';
import { REFUNDABLE_STATUSES, refundabilityOf, refundMethodOf } from './order-rules.ts';

export interface RefundOutcome {
  refund: RefundRow;
}

/**
 * The end of every refund (D10), in the caller's transaction: the refund row completed, the
 * order refunded (5), its entitlement revoked, its classes still ahead cancelled, its seat
 * given back (or offered to the waitlist, D32) while the first class day is still ahead, and the parent told (D29). The rows are locked in the order every
 * such transaction keeps (`lockOrderChain`), so a booking racing the refund either lands first
 * and is cancelled here, or waits and then finds the entitlement revoked.
 */
async function finishRefund(
  tx: Db,
  orderId: number,
  finish: { today: string; now: Date; actor: OrderActor; actorId: number | null; offers?: Omit<SeatOfferSettings, 'now'> },
): Promise<{ refund: RefundRow; freedSeat: boolean; previousStatus: number }> {
  const chain = await lockOrderChain(tx, { orderId });
  if (!chain) throw orderNotFound();
  const locked = chain.order;
  const refund = await completeRefund(tx, orderId, { now: finish.now, completedBy: finish.actor === 'staff' ? finish.actorId : null });
  if (!refund) throw new ApiError(409, 'refundNotRequested');
  const freesSeat = locked.holdsSeat && locked.firstClassDate > finish.today;
  const change = await changeOrderStatus(tx, {
    orderId,
    from: REFUNDABLE_STATUSES,
    to: OrderStatus.Invalid,
    actor: finish.actor,
    actorId: finish.actorId,
    event: 'refunded',
    set: freesSeat ? { holdsSeat: false } : {},
    now: finish.now,
  });
  if (!change.changed) throw new ApiError(409, 'orderStatusConflict');
  await revokeEntitlementOfOrder(tx, orderId, finish.now);
  await cancelUpcomingBookingsOfOrder(tx, orderId, finish.now);
  if (freesSeat) await freeSeat(tx, locked.productId, { ...finish.offers, now: finish.now });
  const receipt = await issueRefundReceipt(tx, refund, locked, finish.now);
  await notify(
    tx,
    {
      memberId: locked.memberId,
      kind: 'refundCompleted',
      link: orderLinkOf(orderId),
      receiptId: receipt.id,
      build: ({ name, language }) =>
        refundCompletedMail({ name, orderSn: locked.orderSn, amount: refund.amount, currency: refund.currency, method: receipt.method }, language),
    },
    finish.now,
  );
  return { refund, freedSeat: freesSeat, previousStatus: locked.status };
}

/**
 * `ddcOrder/refund/{id}` (D10). The refund row is written first, so a refund is asked once even
 * when two requests race. A card refund then goes through the provider and completes at once,
 * or is recorded failed with the provider's reason when the provider refuses it (502);
 * a wire-transfer refund stays `requested`, a task for staff, and the order keeps its status
 * until they send the money.
 */
export function requestRefund(deps: OrderDeps, member: Member, orderId: number): Promise<RefundOutcome> {
  return refundOrder(deps, { orderId, memberId: member.id, actor: 'member', actorId: member.id });
}

/** Who asks a refund of which order, and for how much when the policy is set aside (a course cancelled, D31). */
export interface RefundRequest {
  orderId: number;
  /** The parent asking: their own order only. */
  memberId?: number;
  actor: OrderActor;
  actorId: number | null;
  /** All the tuition, whatever the policy says: the academy cancelled the course (D31). The application fee stays as D10 says. */
  inFull?: boolean;
}

/**
 * A refund as `requestRefund` describes it, for a parent or on the academy's behalf. The refund
 * row is unique per order, so an order is refunded once whoever asks and however many ask at once.
 */
export async function refundOrder(deps: OrderDeps, request: RefundRequest): Promise<RefundOutcome> {
  const { orderId } = request;
  const today = academyToday(deps.env, deps.now);
  const requested = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId, request.memberId);
    if (!locked) throw orderNotFound();
    const hasRefund = (await findRefundOf(tx, orderId)) !== undefined;
    const refundability = refundabilityOf({ ...locked, hasRefund }, today);
    const forced = request.inFull && (refundability.allowed || refundability.reason === 'refundCourseStarted');
    if (!refundability.allowed && !forced) throw new ApiError(409, refundability.reason);
    const quote = request.inFull ? { percent: 100, amount: locked.tuitionAmount } : refundability.quote;
    const method = refundMethodOf(locked.payType);
    const payment = await findPaymentOf(tx, orderId);
    if (method === 'card' && !payment?.providerPaymentId) throw new Error(`Order ${orderId} was paid by card without a payment id`);
    const refund = await insertRefundOnce(tx, {
      orderId,
      percent: quote.percent,
      amount: quote.amount,
      currency: locked.currency,
      method,
      status: 'requested',
      requestedAt: deps.now,
    });
    if (!refund) throw new ApiError(409, 'refundAlreadyRequested');
    // A card refund completes within this request and says so; a transfer's waits for staff.
    if (method === 'offline') {
      await notify(
        tx,
        {
          memberId: locked.memberId,
          kind: 'refundRequested',
          link: orderLinkOf(orderId),
          build: ({ name, language }) =>
            refundRequestedMail({ name, orderSn: locked.orderSn, amount: refund.amount, currency: refund.currency, businessDays: REFUND_PROCESSING_BUSINESS_DAYS }, language),
        },
        deps.now,
      );
    }
    return { refund, providerPaymentId: payment?.providerPaymentId ?? null };
  });
  if (requested.refund.method === 'offline') return { refund: requested.refund };

  let providerRefundId: string;
  try {
    ({ refundId: providerRefundId } = await deps.provider.refund(requested.providerPaymentId!, requested.refund.amount));
  } catch (error) {
    if (error instanceof RefundRefused) {
      // The provider said no: the attempt stays on record as failed, for staff to follow up.
      await failRefund(deps.db, { refundId: requested.refund.id }, { reason: error.reason, now: deps.now });
      throw new ApiError(502, 'refundRefused', { reason: error.reason });
    }
    // Nothing is known to be returned: the parent may ask again.
    await deleteRequestedRefund(deps.db, requested.refund.id);
    throw error;
  }
  // The money has gone back: that is on record before anything else can fail.
  await markRefundSent(deps.db, requested.refund.id, providerRefundId);
  try {
    const finished = await transactionWithRetry(deps.db, (tx) =>
      finishRefund(tx, orderId, { today, now: deps.now, actor: request.actor, actorId: request.actorId, offers: seatOfferOptionsOf(deps.env) }),
    );
    if (finished.freedSeat) deps.onSeatsChanged?.();
    return { refund: finished.refund };
  } catch (error) {
    // The refund stays `sent`, and the order sweep finishes it (finishUnfinishedCardRefunds).
    deps.log?.warn({ err: error, orderId }, 'a sent card refund could not be recorded on its order yet');
    return { refund: { ...requested.refund, status: 'sent', providerRefundId } };
  }
}

/** How long a card refund may stay `requested` before the sweep takes it over from its request. */
const UNANSWERED_REFUND_MS = 10 * 60_000;

/**
 * The order sweep's part for refunds: a card refund the provider sent whose order was not yet
 * changed is finished, and one left `requested` by a request that stopped during the provider
 * call is asked again (the provider's idempotency key makes that the same refund) and finished.
 * Answers how many were finished.
 */
export async function finishUnfinishedCardRefunds(deps: {
  db: Db;
  provider: CardPaymentProvider;
  now: Date;
  timeZone: string;
  offerHours?: number;
  log?: PaymentLog;
  onSeatsChanged?: () => void;
}): Promise<number> {
  const today = academyToday({ ACADEMY_TIME_ZONE: deps.timeZone }, deps.now);
  let finished = 0;
  for (const refund of await listUnfinishedCardRefunds(deps.db, new Date(deps.now.getTime() - UNANSWERED_REFUND_MS))) {
    try {
      if (refund.status === 'requested') {
        const payment = await findPaymentOf(deps.db, refund.orderId);
        if (!payment?.providerPaymentId) continue;
        const { refundId } = await deps.provider.refund(payment.providerPaymentId, refund.amount);
        await markRefundSent(deps.db, refund.id, refundId);
      }
      const done = await transactionWithRetry(deps.db, (tx) => finishRefund(tx, refund.orderId, { today, now: deps.now, actor: 'system', actorId: null, offers: { offerHours: deps.offerHours, timeZone: deps.timeZone } }));
      if (done.freedSeat) deps.onSeatsChanged?.();
      finished += 1;
    } catch (error) {
      if (error instanceof RefundRefused) {
        await failRefund(deps.db, { refundId: refund.id }, { reason: error.reason, now: deps.now });
        continue;
      }
      // Tried again on the next turn of the sweep.
      deps.log?.warn({ err: error, orderId: refund.orderId }, 'an unfinished card refund could not be finished');
    }
  }
  return finished;
}

/** `admin/order/completeRefund/{id}`: staff sent a wire-transfer refund. */
export async function completeOfflineRefund(deps: OrderDeps, staff: Member, orderId: number): Promise<void> {
  const today = academyToday(deps.env, deps.now);
  const finished = await deps.db.transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw orderNotFound();
    const refund = await findRefundOf(tx, orderId);
    if (refund?.method !== 'offline') throw new ApiError(409, 'refundNotRequested');
    const done = await finishRefund(tx, orderId, { today, now: deps.now, actor: 'staff', actorId: staff.id, offers: seatOfferOptionsOf(deps.env) });
    await recordStaffAction(tx, staff, {
      action: 'order.completeRefund',
      entityType: 'order',
      entityId: orderId,
      before: { refundStatus: refund.status, status: done.previousStatus },
      after: { refundStatus: done.refund.status, status: OrderStatus.Invalid, refundAmount: done.refund.amount },
    });
    return done;
  });
  if (finished.freedSeat) deps.onSeatsChanged?.();
}
