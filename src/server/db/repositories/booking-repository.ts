import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { bookings, entitlements, orders, schedules } from '../schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingStatus = BookingRow['status'];

/** A booking with the names its list shows. */
export interface BookingRecord {
  id: number;
  entitlementId: number;
  status: BookingStatus;
  productNameEn: string;
  productNameZh: string;
  childName: string;
  scheduleNameEn: string;
  scheduleNameZh: string;
  classDate: Date;
}

/** A member's bookings of one status, through entitlements that still count, latest class first. */
function memberBookings(memberId: number, status: BookingStatus) {
  return and(eq(entitlements.memberId, memberId), isNull(entitlements.revokedAt), eq(bookings.status, status));
}

export async function listBookingsOfMember(
  db: Db,
  memberId: number,
  status: BookingStatus,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: BookingRecord[] }> {
  const where = memberBookings(memberId, status);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        entitlementId: bookings.entitlementId,
        status: bookings.status,
        productNameEn: orders.productNameEn,
        productNameZh: orders.productNameZh,
        childName: orders.childName,
        scheduleNameEn: schedules.nameEn,
        scheduleNameZh: schedules.nameZh,
        classDate: schedules.classDate,
      })
      .from(bookings)
      .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
      .innerJoin(orders, eq(orders.id, entitlements.orderId))
      .innerJoin(schedules, eq(schedules.id, bookings.scheduleId))
      .where(where)
      .orderBy(desc(schedules.classDate), desc(bookings.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
      .where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

/** How many bookings of a status each of these entitlements has; entitlements without any are absent. */
export async function countBookingsByEntitlement(
  db: Db,
  entitlementIds: readonly number[],
  status: BookingStatus,
): Promise<Map<number, number>> {
  if (entitlementIds.length === 0) return new Map();
  const rows = await db
    .select({ entitlementId: bookings.entitlementId, total: count() })
    .from(bookings)
    .where(and(inArray(bookings.entitlementId, [...entitlementIds]), eq(bookings.status, status)))
    .groupBy(bookings.entitlementId);
  return new Map(rows.map((row) => [row.entitlementId, Number(row.total)]));
}
