import { OrderStatus } from '../../../shared/api/orders.ts';
import type { AttendanceMark } from '../../../shared/api/classes.ts';
import type { Db } from '../../db/database.ts';
import { lockBooking, updateBooking } from '../../db/repositories/booking-repository.ts';
import { changeUsedSessions, listEntitlementsOfOrder } from '../../db/repositories/entitlement-repository.ts';
import { lockOrderChain } from '../../db/repositories/order-lock-repository.ts';
import { changeOrderStatus } from '../../db/repositories/order-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { consumesSession } from '../bookings/booking-rules.ts';

/**
 * `admin/class/attendance/{bookingId}` (D23): staff mark a booking of a class that has begun
 * attended, absent or excused, or correct an earlier mark. Attended and absent consume the
 * session, excused gives it back. When every session of the entitlement is consumed it is used,
 * and when every entitlement of the order is used the order moves 2 → 3 with its timeline entry.
 * One transaction, with the audit record.
 */
export async function markAttendance(deps: { db: Db; now: Date }, staff: Member, bookingId: number, mark: AttendanceMark): Promise<{ scheduleId: number }> {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const chain = await lockOrderChain(tx, { bookingId });
    const found = await lockBooking(tx, bookingId);
    if (!chain?.entitlement || !found) throw new ApiError(404, 'bookingNotFound');
    const before = found.booking.status;
    if (before === 'cancelled' || found.revokedAt) throw new ApiError(409, 'bookingNotMarkable');
    if (found.classDate.getTime() > now.getTime()) throw new ApiError(409, 'classNotHeldYet');
    if (before === mark) return { scheduleId: found.booking.scheduleId };

    const change = Number(consumesSession(mark)) - Number(consumesSession(before));
    const { entitlement } = chain;
    if (change < 0 && entitlement.used >= entitlement.total) throw new ApiError(409, 'attendanceLocked');
    await updateBooking(tx, bookingId, { status: mark, attendanceMarkedAt: now, attendanceMarkedBy: staff.id });
    if (change !== 0) {
      const updated = await changeUsedSessions(tx, entitlement.id, change);
      if (updated.used >= updated.total) await completeOrderWhenUsed(tx, found.orderId, staff, now);
    }
    await recordStaffAction(tx, staff, {
      action: 'booking.markAttendance',
      entityType: 'booking',
      entityId: bookingId,
      before: { status: before },
      after: { status: mark },
    });
    return { scheduleId: found.booking.scheduleId };
  });
}

/** D23: an order whose every entitlement is used is completed (3), with its timeline entry. */
async function completeOrderWhenUsed(tx: Db, orderId: number, staff: Member, now: Date): Promise<void> {
  const entitlements = await listEntitlementsOfOrder(tx, orderId);
  if (entitlements.length === 0 || entitlements.some((entitlement) => entitlement.used < entitlement.total)) return;
  const change = await changeOrderStatus(tx, {
    orderId,
    from: [OrderStatus.InProgress],
    to: OrderStatus.Completed,
    actor: 'staff',
    actorId: staff.id,
    event: 'allSessionsUsed',
    now,
  });
  if (change.changed) {
    await recordStaffAction(tx, staff, {
      action: 'order.complete',
      entityType: 'order',
      entityId: orderId,
      before: { status: OrderStatus.InProgress },
      after: { status: OrderStatus.Completed },
    });
  }
}
