import { OrderStatus, PayType } from '../../../shared/api/orders.ts';
import { changeOrderStatus, lockOrder } from '../../db/repositories/order-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { classBookingOf } from '../bookings/book-whole-course.ts';
import { receivePayment } from './receive-payment.ts';
import { notifyTransferRejected } from './order-mail.ts';
import type { OrderDeps } from './order-deps.ts';
import { holdLimitOf, scheduleDeadlineReminder, transferDeadlineFrom } from './payment-deadline.ts';
import { orderNotFound } from './order-reads.ts';

const statusConflict = () => new ApiError(409, 'orderStatusConflict');

/**
 * `admin/order/confirmTransfer/{id}`: staff saw the money arrive. Only an order under review (6)
 * can be confirmed; it becomes paid through `receivePayment` (one payment, the entitlement).
 */
export async function confirmTransfer(deps: Pick<OrderDeps, 'db' | 'now' | 'env'>, staff: Member, orderId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw orderNotFound();
    if (locked.status !== OrderStatus.UnderReview) throw statusConflict();
    const received = await receivePayment(tx, {
      orderId,
      payType: PayType.Offline,
      provider: 'offline',
      method: 'transfer',
      amount: locked.payAmount,
      currency: locked.currency,
      confirmedBy: staff.id,
      actor: 'staff',
      event: 'transferConfirmed',
      now: deps.now,
      classBooking: classBookingOf(deps.env),
    });
    if (received.outcome !== 'paid') throw statusConflict();
    await recordStaffAction(tx, staff, {
      action: 'order.confirmTransfer',
      entityType: 'order',
      entityId: orderId,
      before: { status: locked.status, payType: locked.payType, paidAt: locked.paidAt },
      after: { status: received.order.status, payType: received.order.payType, paidAt: received.order.paidAt },
    });
  });
}

/**
 * `admin/order/rejectTransfer/{id}`: the receipt is not accepted. The order waits for payment
 * again (0) with a new transfer deadline (D25) and its reminder, and the reason is shown to the
 * parent on the order and its timeline.
 */
export async function rejectTransfer(
  deps: Pick<OrderDeps, 'db' | 'now' | 'env'>,
  staff: Member,
  orderId: number,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw orderNotFound();
    const deadline = transferDeadlineFrom(deps.env, deps.now);
    const change = await changeOrderStatus(tx, {
      orderId,
      from: [OrderStatus.UnderReview],
      to: OrderStatus.PendingPayment,
      actor: 'staff',
      actorId: staff.id,
      event: 'transferRejected',
      note: reason,
      set: { rejectionReason: reason, expiresAt: deadline, holdEndsBy: holdLimitOf(deadline) },
      now: deps.now,
    });
    if (!change.changed) throw statusConflict();
    await recordStaffAction(tx, staff, {
      action: 'order.rejectTransfer',
      entityType: 'order',
      entityId: orderId,
      before: { status: locked.status, rejectionReason: locked.rejectionReason },
      after: { status: change.order.status, rejectionReason: change.order.rejectionReason },
      note: reason,
    });
    await notifyTransferRejected(tx, orderId, reason, { until: deadline, timeZone: deps.env.ACADEMY_TIME_ZONE }, deps.now);
    await scheduleDeadlineReminder(tx, change.order, deadline, deps.env.ACADEMY_TIME_ZONE, deps.now);
  });
}
