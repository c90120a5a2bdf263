import { OrderStatus } from '../../../shared/api/orders.ts';
import { ApiError } from '../../http/errors.ts';
import { lockOrder } from '../../db/repositories/order-repository.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { closeOpenCheckouts } from '../payments/checkout.ts';
import { closeUnpaidOrder } from './close-order.ts';
import type { OrderDeps } from './order-deps.ts';
import { orderNotFound } from './order-reads.ts';
import { isUnpaid } from './order-rules.ts';
import { seatOfferOptionsOf } from '../waitlist/seat-offers.ts';

/**
 * `admin/order/cancel/{id}`: staff close an unpaid order for its family (a parent who asked by
 * phone, a duplicate), through the same transition as the parent's own cancel, with the reason
 * on the timeline. The seat goes back in the same transaction.
 */
export async function cancelOrderForParent(deps: OrderDeps, staff: Member, orderId: number, reason: string): Promise<void> {
  const { freedSeat } = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw orderNotFound();
    if (!isUnpaid(locked.status)) throw new ApiError(409, 'orderStatusConflict');
    if (locked.status === OrderStatus.InPayment) await closeOpenCheckouts({ db: tx, provider: deps.provider, now: deps.now }, orderId);
    const change = await closeUnpaidOrder(tx, locked, { actor: 'staff', actorId: staff.id, event: 'orderCancelledByStaff', note: reason, now: deps.now, offers: seatOfferOptionsOf(deps.env) });
    if (!change.changed) throw new ApiError(409, 'orderStatusConflict');
    await recordStaffAction(tx, staff, {
      action: 'order.cancel',
      entityType: 'order',
      entityId: orderId,
      before: { status: locked.status, holdsSeat: locked.holdsSeat },
      after: { status: change.order.status, holdsSeat: change.order.holdsSeat },
      note: reason,
    });
    return change;
  });
  if (freedSeat) deps.onSeatsChanged?.();
}
