import { OrderStatus } from '../../../shared/api/orders.ts';
import { ProductCategory } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { insertBooking, scheduleIdsHeldByChild } from '../../db/repositories/booking-repository.ts';
import { listClassesOfProduct, takeClassSeat, type ClassRecord } from '../../db/repositories/class-repository.ts';
import { markEntitlementActivated, type EntitlementRow } from '../../db/repositories/entitlement-repository.ts';
import { changeOrderStatus, type OrderRow } from '../../db/repositories/order-repository.ts';
import type { ProductRow } from '../../db/repositories/product-repository.ts';
import { countClassesOfProduct } from '../../db/repositories/schedule-repository.ts';
import type { Env } from '../../env.ts';
import { localDayKey } from '../catalogue/academy-time.ts';
import { notifyClassesBooked, scheduleClassReminders } from './booking-notifications.ts';
import { recordBookingEvent } from './booking-timeline.ts';

/** What booking a whole course needs of the settings: the academy's calendar and the cancel window. */
export interface ClassBookingSettings {
  timeZone: string;
  cancelHours: number;
}

export const classBookingOf = (env: Pick<Env, 'ACADEMY_TIME_ZONE' | 'BOOKING_CANCEL_HOURS'>): ClassBookingSettings => ({
  timeZone: env.ACADEMY_TIME_ZONE,
  cancelHours: env.BOOKING_CANCEL_HOURS,
});

type Product = Pick<ProductRow, 'id' | 'categoryId' | 'totalClassHours'>;

/**
 * D11, D27: the sessions an order buys. Insights sells class sessions, Inspire hours. An order
 * placed after the course's first class buys the classes that were still ahead then, and no more
 * than the course's sessions.
 */
export async function sessionsBoughtBy(tx: Db, order: Pick<OrderRow, 'createdAt'>, product: Product): Promise<number> {
  if (product.categoryId === ProductCategory.Inspire) return product.totalClassHours;
  const classes = await countClassesOfProduct(tx, product.id, order.createdAt);
  if (classes.held === 0 || classes.ahead >= classes.held) return product.totalClassHours;
  return Math.min(product.totalClassHours, classes.ahead);
}

/**
 * D28: a course sold by the session whose class list is its sessions, one class each (staff may
 * cancel one; it stays on the list). A package of fewer sessions than classes, or hours, is
 * booked by hand.
 */
async function hasFixedClassList(tx: Db, product: Product): Promise<boolean> {
  if (product.categoryId === ProductCategory.Inspire) return false;
  const { listed } = await countClassesOfProduct(tx, product.id, new Date(0));
  return listed > 0 && listed === product.totalClassHours;
}

export type WholeCourseBooking = { booked: ClassRecord[]; full: ClassRecord[] } | null;

/**
 * D28: when an order of a course with a fixed class list is paid, its entitlement is active at
 * once (the order moves 1 → 2) and the child is booked into every class still ahead, as many as
 * the entitlement holds, in the payment's transaction. Each seat is taken by the conditional
 * update booking uses, in the order of the class ids, after the order and its entitlement (the
 * lock order of `lockOrderChain`); a full class is skipped, its session stays on the
 * entitlement, and the family is told which. Null for a product booked by hand.
 */
export async function bookWholeCourse(
  tx: Db,
  paid: { order: OrderRow; entitlement: EntitlementRow; product: Product },
  settings: ClassBookingSettings,
  now: Date,
): Promise<WholeCourseBooking> {
  const { order, entitlement, product } = paid;
  if (entitlement.unit !== 'sessions' || !(await hasFixedClassList(tx, product))) return null;
  const activated = await changeOrderStatus(tx, {
    orderId: order.id,
    from: [OrderStatus.Paid],
    to: OrderStatus.InProgress,
    actor: 'system',
    event: 'entitlementActivated',
    now,
  });
  if (!activated.changed) return null;
  await markEntitlementActivated(tx, entitlement.id, now);
  return bookClassesAhead(tx, paid, settings, now);
}

/** Whether an entitlement of this product is booked by the course's own class list (D28). */
export async function booksItself(tx: Db, entitlement: Pick<EntitlementRow, 'unit'>, product: Product): Promise<boolean> {
  return entitlement.unit === 'sessions' && (await hasFixedClassList(tx, product));
}

/**
 * The child booked into every class of the product still ahead, as many as the entitlement
 * holds, each seat taken by the booking's conditional update: the second half of
 * `bookWholeCourse`, and what a moved order gets in its new course (ADR 029).
 */
export async function bookClassesAhead(
  tx: Db,
  paid: { order: OrderRow; entitlement: EntitlementRow; product: Product },
  settings: ClassBookingSettings,
  now: Date,
): Promise<{ booked: ClassRecord[]; full: ClassRecord[] }> {
  const { order, entitlement, product } = paid;
  if (order.childId === null) return { booked: [], full: [] };

  const inPeriod = (item: ClassRecord) => {
    const day = localDayKey(item.classDate, settings.timeZone);
    return day >= entitlement.equityDateStart && day <= entitlement.equityDateEnd;
  };
  const ahead = (await listClassesOfProduct(tx, product.id, { from: now, until: new Date('9999-12-31T00:00:00Z') }))
    .filter((item) => !item.cancelledAt && item.classDate > now && inPeriod(item))
    .slice(0, entitlement.total);
  const held = await scheduleIdsHeldByChild(tx, order.childId, ahead.map((item) => item.id));
  const booked: { bookingId: number; item: ClassRecord }[] = [];
  const full: ClassRecord[] = [];
  for (const item of [...ahead].sort((a, b) => a.id - b.id)) {
    if (held.has(item.id)) continue;
    if (!(await takeClassSeat(tx, item.id))) {
      full.push(item);
      continue;
    }
    const row = await insertBooking(tx, { entitlementId: entitlement.id, scheduleId: item.id, childId: order.childId, status: 'booked', createdAt: now });
    booked.push({ bookingId: row.id, item });
  }
  const byDate = (a: ClassRecord, b: ClassRecord) => a.classDate.getTime() - b.classDate.getTime();
  booked.sort((a, b) => byDate(a.item, b.item));
  full.sort(byDate);

  if (booked.length > 0) {
    const classes = booked.map(({ item }) => item);
    await recordBookingEvent(tx, {
      orderId: order.id,
      event: 'classesBooked',
      classDates: classes.map((item) => item.classDate),
      actor: 'system',
      actorId: null,
      now,
      timeZone: settings.timeZone,
    });
    await scheduleClassReminders(tx, { memberId: order.memberId, childName: order.childName, timeZone: settings.timeZone, now, bookings: booked });
  }
  if (booked.length > 0 || full.length > 0) {
    await notifyClassesBooked(tx, {
      memberId: order.memberId,
      childName: order.childName,
      timeZone: settings.timeZone,
      now,
      classes: booked.map(({ item }) => item),
      full,
      cancelHours: settings.cancelHours,
    });
  }
  return { booked: booked.map(({ item }) => item), full };
}
