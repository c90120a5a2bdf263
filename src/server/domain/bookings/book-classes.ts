import type { CreateBookingBody } from '../../../shared/api/bookings.ts';
import { findClass, takeClassSeat, type ClassRecord } from '../../db/repositories/class-repository.ts';
import { countBookingsByEntitlement, insertBooking, scheduleIdsHeldByChild, type BookingRow } from '../../db/repositories/booking-repository.ts';
import { findEntitlementOfMember } from '../../db/repositories/entitlement-repository.ts';
import { lockOrderChain } from '../../db/repositories/order-lock-repository.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/errors.ts';
import { localDayKey } from '../catalogue/academy-time.ts';
import type { BookingDeps } from './booking-deps.ts';
import { notifyClassesBooked, scheduleClassReminders } from './booking-notifications.ts';
import { recordBookingEvent } from './booking-timeline.ts';
import { unavailableReasonOf } from './booking-rules.ts';

const CHILD_SEAT_INDEXES = new Set(['bookings_child_schedule_idx', 'bookings_entitlement_schedule_idx']);

/**
 * `ddcBooking/create` (D11, D23): books classes of the entitlement's own course for the order's
 * child, all or nothing, in one transaction with its timeline entry. The order and its
 * entitlement are locked first, in the order a refund locks them (`lockOrderChain`), so two
 * requests cannot spend the same sessions and a racing refund never deadlocks; each class's seat is taken by one
 * conditional update, last, in the order of the class ids, so that the last seat goes to one
 * family only and two multi-class bookings never wait on each other in a circle.
 */
export async function bookClasses(deps: BookingDeps, memberId: number, body: CreateBookingBody): Promise<BookingRow[]> {
  const { db, env, now } = deps;
  const scheduleIds = [...body.scheduleIds].sort((a, b) => a - b);
  try {
    return await db.transaction(async (tx) => {
      const chain = await lockOrderChain(tx, { entitlementId: body.entitlementId });
      if (chain?.entitlement?.memberId !== memberId) throw new ApiError(404, 'entitlementNotFound');
      // A refund that finished while this request waited for the order has revoked the entitlement.
      if (chain.entitlement.revokedAt) throw new ApiError(409, 'entitlementRefunded');
      const entitlement = await findEntitlementOfMember(tx, memberId, body.entitlementId);
      if (!entitlement) throw new ApiError(404, 'entitlementNotFound');
      if (entitlement.unit !== 'sessions') throw new ApiError(409, 'entitlementNotBookable');
      const today = localDayKey(now, env.ACADEMY_TIME_ZONE);
      if (today > entitlement.equityDateEnd) throw new ApiError(409, 'entitlementExpired');
      if (!entitlement.activatedAt) throw new ApiError(409, 'entitlementNotActive');
      if (entitlement.childId === null) throw new ApiError(409, 'childMissing');

      const booked = (await countBookingsByEntitlement(tx, [entitlement.id], 'booked')).get(entitlement.id) ?? 0;
      const left = entitlement.total - entitlement.used - booked;
      if (scheduleIds.length > left) throw new ApiError(409, 'notEnoughSessions', { left: String(Math.max(0, left)) });

      const held = await scheduleIdsHeldByChild(tx, entitlement.childId, scheduleIds);
      const classes: ClassRecord[] = [];
      const rows: BookingRow[] = [];
      for (const scheduleId of scheduleIds) {
        const found = await findClass(tx, scheduleId);
        if (!found || found.productId !== entitlement.productId) throw new ApiError(404, 'classNotFound');
        const day = localDayKey(found.classDate, env.ACADEMY_TIME_ZONE);
        if (day < entitlement.equityDateStart || day > entitlement.equityDateEnd) throw new ApiError(409, 'classOutsideEntitlement');
        // Seats are judged by the conditional update below, not by this read.
        const reason = unavailableReasonOf({ ...found, seatsTaken: 0 }, now, held.has(scheduleId));
        if (reason) throw new ApiError(409, REASON_MESSAGES[reason]);
        rows.push(await insertBooking(tx, { entitlementId: entitlement.id, scheduleId, childId: entitlement.childId, status: 'booked', createdAt: now }));
        classes.push(found);
      }
      for (const scheduleId of scheduleIds) {
        if (!(await takeClassSeat(tx, scheduleId))) throw new ApiError(409, 'classFull');
      }
      const classDates = classes.map((item) => item.classDate);
      await recordBookingEvent(tx, { orderId: entitlement.orderId, event: 'classesBooked', classDates, actor: 'member', actorId: memberId, now, timeZone: env.ACADEMY_TIME_ZONE });
      const family = { memberId, childName: entitlement.childName, timeZone: env.ACADEMY_TIME_ZONE, now };
      await notifyClassesBooked(tx, { ...family, classes, cancelHours: env.BOOKING_CANCEL_HOURS });
      await scheduleClassReminders(tx, { ...family, bookings: rows.map((row, index) => ({ bookingId: row.id, item: classes[index] })) });
      return rows;
    });
  } catch (error) {
    // Two requests for the same child and class: the second one's insert meets the first's row.
    if (CHILD_SEAT_INDEXES.has(uniqueViolationOf(error) ?? '')) throw new ApiError(409, 'classAlreadyBooked');
    throw error;
  }
}

const REASON_MESSAGES = {
  cancelled: 'classCancelled',
  started: 'classStarted',
  booked: 'classAlreadyBooked',
  full: 'classFull',
} as const;
