import { lockBooking, listUpcomingBookingsOfEntitlement, updateBooking, type BookingRow } from '../../db/repositories/booking-repository.ts';
import { findClass, releaseClassSeat } from '../../db/repositories/class-repository.ts';
import { findEntitlementOfOrder } from '../../db/repositories/entitlement-repository.ts';
import { lockOrderChain } from '../../db/repositories/order-lock-repository.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import type { BookingDeps } from './booking-deps.ts';
import { notifyBookingCancelled, withdrawClassReminders } from './booking-notifications.ts';
import { recordBookingEvent } from './booking-timeline.ts';
import { mayCancel } from './booking-rules.ts';

/**
 * `ddcBooking/cancel/{id}` (D23): up to `BOOKING_CANCEL_HOURS` before the class, the booking is
 * cancelled, its seat goes back to the class and its session to the entitlement (a session is
 * spent only by `booked`, `attended` and `absent` bookings), with its timeline entry.
 */
export async function cancelBooking(deps: BookingDeps, memberId: number, bookingId: number): Promise<BookingRow> {
  const { db, env, now } = deps;
  return db.transaction(async (tx) => {
    const chain = await lockOrderChain(tx, { bookingId });
    const found = await lockBooking(tx, bookingId);
    if (!chain || !found || found.memberId !== memberId || found.revokedAt) throw new ApiError(404, 'bookingNotFound');
    if (found.booking.status !== 'booked') throw new ApiError(409, 'bookingNotCancellable');
    if (!mayCancel(found.booking.status, found.classDate, env.BOOKING_CANCEL_HOURS, now)) {
      throw new ApiError(409, 'bookingCancelWindowClosed', { hours: String(env.BOOKING_CANCEL_HOURS) });
    }
    const cancelled = await updateBooking(tx, bookingId, { status: 'cancelled', cancelledAt: now });
    await releaseClassSeat(tx, found.booking.scheduleId);
    await recordBookingEvent(tx, {
      orderId: found.orderId,
      event: 'bookingCancelled',
      classDates: [found.classDate],
      actor: 'member',
      actorId: memberId,
      now,
      timeZone: env.ACADEMY_TIME_ZONE,
    });
    await withdrawClassReminders(tx, [bookingId]);
    const item = await findClass(tx, found.booking.scheduleId);
    if (item) await notifyBookingCancelled(tx, { memberId, childName: chain.order.childName, item, timeZone: env.ACADEMY_TIME_ZONE, now });
    return cancelled;
  });
}

/**
 * When an order is refunded, its classes still to come are cancelled and their seats freed, in
 * the refund's transaction, which holds the order and its entitlement (`lockOrderChain`).
 * Answers how many were cancelled.
 */
export async function cancelUpcomingBookingsOfOrder(tx: Db, orderId: number, now: Date): Promise<number> {
  const entitlement = await findEntitlementOfOrder(tx, orderId);
  if (!entitlement) return 0;
  const upcoming = await listUpcomingBookingsOfEntitlement(tx, entitlement.id, now);
  for (const booking of upcoming) {
    await updateBooking(tx, booking.id, { status: 'cancelled', cancelledAt: now });
    await releaseClassSeat(tx, booking.scheduleId);
  }
  await withdrawClassReminders(tx, upcoming.map((booking) => booking.id));
  return upcoming.length;
}
