import { OrderStatus, PayType } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';
import { findStoredFile } from '../../db/repositories/file-repository.ts';
import { changeOrderStatus, findOrderOfMember, hasOrderEvent, lockOrder } from '../../db/repositories/order-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { closeOpenCheckouts, openCardCheckout } from '../payments/checkout.ts';
import { closeUnpaidOrder } from './close-order.ts';
import { activateDueEntitlements, closeExpiredOrders } from './order-maintenance.ts';
import type { OrderDeps } from './order-deps.ts';
import { orderNotFound } from './order-reads.ts';
import { isUnpaid } from './order-rules.ts';
import { chooseTransfer, withdrawDeadlineReminder } from './payment-deadline.ts';
import { seatOfferOptionsOf } from '../waitlist/seat-offers.ts';

const statusConflict = () => new ApiError(409, 'orderStatusConflict');

/**
 * Brings the member's orders up to date before anything reads or changes them: holds that ran
 * out close, so that a parent never sees, pays or cancels a stale hold, and entitlements whose
 * first day has come activate, so that a course paid after its start shows in progress at once.
 */
export async function catchUpOrdersOf(
  deps: Pick<OrderDeps, 'db' | 'env' | 'provider' | 'now' | 'onSeatsChanged' | 'log'>,
  memberId: number,
) {
  const { freedSeats } = await closeExpiredOrders({ ...deps, offers: seatOfferOptionsOf(deps.env) }, memberId);
  if (freedSeats > 0) deps.onSeatsChanged?.();
  await activateDueEntitlements(deps.db, deps.now, deps.env.ACADEMY_TIME_ZONE, memberId);
}

export type PayOutcome = { payType: typeof PayType.Online; checkoutUrl: string } | { payType: typeof PayType.Offline; orderSn: string };

/**
 * `ddcOrder/pay/{id}`. Card: a checkout through the provider (status 7). Wire transfer: the
 * bank details; an order in 7 closes its open checkouts and goes back to 0, one in 0 stays, and
 * a transfer chosen first gets the transfer's deadline (D25). A switch never moves a deadline.
 */
export async function payOrder(
  deps: OrderDeps,
  member: Member,
  orderId: number,
  payType: typeof PayType.Online | typeof PayType.Offline,
  language: Language,
): Promise<PayOutcome> {
  await catchUpOrdersOf(deps, member.id);
  const order = await findOrderOfMember(deps.db, member.id, orderId);
  if (!order) throw orderNotFound();

  if (payType === PayType.Online) {
    const { checkoutUrl } = await openCardCheckout(
      { db: deps.db, provider: deps.provider, env: deps.env, now: deps.now },
      order,
      member.email,
      language,
    );
    return { payType, checkoutUrl };
  }

  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId, member.id);
    if (!locked) throw orderNotFound();
    if (locked.status === OrderStatus.PendingPayment) return chooseTransfer(tx, deps, locked, member.id);
    if (locked.status !== OrderStatus.InPayment) throw statusConflict();
    await closeOpenCheckouts({ db: tx, provider: deps.provider, now: deps.now }, orderId);
    const change = await changeOrderStatus(tx, {
      orderId,
      from: [OrderStatus.InPayment],
      to: OrderStatus.PendingPayment,
      actor: 'member',
      actorId: member.id,
      event: 'switchedToTransfer',
      now: deps.now,
    });
    if (!change.changed) throw statusConflict();
  });
  return { payType, orderSn: order.orderSn };
}

/**
 * `ddcOrder/transferProof/{id}`: the parent's own uploaded document becomes the order's receipt
 * and the order waits for staff (6). The seat stays held while staff decide, so the deadline and
 * its reminder go. A receipt that comes after the deadline is refused (409, D25).
 */
export async function uploadTransferProof(deps: OrderDeps, member: Member, orderId: number, fileKey: string): Promise<void> {
  const before = await findOrderOfMember(deps.db, member.id, orderId);
  const deadlinePassed = (order: typeof before) => !!order && isUnpaid(order.status) && !!order.expiresAt && order.expiresAt <= deps.now;
  const cameLate = deadlinePassed(before);
  await catchUpOrdersOf(deps, member.id);
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId, member.id);
    if (!locked) throw orderNotFound();
    const file = await findStoredFile(tx, fileKey);
    if (!file || file.ownerId !== member.id || file.purpose !== 'document') {
      throw new FieldValidationError([{ field: 'fileKey', messageKey: 'transferProofInvalid' }]);
    }
    const closedAtDeadline = locked.status === OrderStatus.Closed && (await hasOrderEvent(tx, orderId, ['holdExpired']));
    if (cameLate || closedAtDeadline || deadlinePassed(locked)) throw new ApiError(409, 'transferDeadlinePassed');
    if (!isUnpaid(locked.status)) throw statusConflict();
    if (locked.status === OrderStatus.InPayment) await closeOpenCheckouts({ db: tx, provider: deps.provider, now: deps.now }, orderId);
    const change = await changeOrderStatus(tx, {
      orderId,
      from: [OrderStatus.PendingPayment, OrderStatus.InPayment],
      to: OrderStatus.UnderReview,
      actor: 'member',
      actorId: member.id,
      event: 'transferProofUploaded',
      set: { payType: PayType.Offline, expiresAt: null, transferProofFileId: file.id, rejectionReason: null },
      now: deps.now,
    });
    if (!change.changed) throw statusConflict();
    await withdrawDeadlineReminder(tx, locked);
  });
}

/** `ddcOrder/cancel/{id}`: an unpaid order closes (4) and gives its seat back, in one transaction. */
export async function cancelOrder(deps: OrderDeps, member: Member, orderId: number): Promise<void> {
  await catchUpOrdersOf(deps, member.id);
  const { freedSeat } = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId, member.id);
    if (!locked) throw orderNotFound();
    if (!isUnpaid(locked.status)) throw statusConflict();
    if (locked.status === OrderStatus.InPayment) await closeOpenCheckouts({ db: tx, provider: deps.provider, now: deps.now }, orderId);
    const change = await closeUnpaidOrder(tx, locked, { actor: 'member', actorId: member.id, event: 'orderCancelled', now: deps.now, offers: seatOfferOptionsOf(deps.env) });
    if (!change.changed) throw statusConflict();
    return change;
  });
  if (freedSeat) deps.onSeatsChanged?.();
}
