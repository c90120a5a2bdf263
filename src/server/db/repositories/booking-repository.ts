import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { bookings, children, entitlements, facultyMembers, orders, schedules, users } from '../schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingStatus = BookingRow['status'];

/** A booking with its class, course, teacher and child: what lists, the plan and the feed show. */
export interface BookingRecord {
  id: number;
  entitlementId: number;
  scheduleId: number;
  status: BookingStatus;
  childId: number | null;
  productId: number;
  productNameEn: string;
  productNameZh: string;
  childName: string;
  scheduleNameEn: string;
  scheduleNameZh: string;
  classDate: Date;
  durationMinutes: number;
  joinUrl: string;
  teacherId: number | null;
  teacherNameEn: string | null;
  teacherNameZh: string | null;
  teacherPhoto: string | null;
}

const bookingColumns = {
  id: bookings.id,
  entitlementId: bookings.entitlementId,
  scheduleId: bookings.scheduleId,
  status: bookings.status,
  childId: bookings.childId,
  productId: orders.productId,
  productNameEn: orders.productNameEn,
  productNameZh: orders.productNameZh,
  childName: orders.childName,
  scheduleNameEn: schedules.nameEn,
  scheduleNameZh: schedules.nameZh,
  classDate: schedules.classDate,
  durationMinutes: schedules.durationMinutes,
  joinUrl: schedules.joinUrl,
  teacherId: schedules.teacherId,
  teacherNameEn: facultyMembers.nameEn,
  teacherNameZh: facultyMembers.nameZh,
  teacherPhoto: facultyMembers.photo,
};

function selectBookings(db: Db) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .innerJoin(schedules, eq(schedules.id, bookings.scheduleId))
    .leftJoin(facultyMembers, eq(facultyMembers.id, schedules.teacherId));
}

/** A member's bookings through entitlements that still count (not revoked by a refund). */
const ofMember = (memberId: number) => and(eq(entitlements.memberId, memberId), isNull(entitlements.revokedAt));

/**
 * The booked list (D11): every booking of a member; those still to come first (earliest first),
 * then the rest, latest class first.
 */
export async function listBookingsOfMember(
  db: Db,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: BookingRecord[] }> {
  const where = ofMember(memberId);
  const [rows, [totals]] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([])
      : selectBookings(db)
          .where(where)
          .orderBy(
            sql`${bookings.status} = 'booked' desc`,
            sql`case when ${bookings.status} = 'booked' then ${schedules.classDate} end asc`,
            desc(schedules.classDate),
            desc(bookings.id),
          )
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

/** A member's bookings (cancelled ones aside) whose classes begin in [from, until), earliest first. */
export function listPlannedBookings(db: Db, memberId: number, window: { from: Date; until: Date; childId?: number }): Promise<BookingRecord[]> {
  return selectBookings(db)
    .where(
      and(
        ofMember(memberId),
        ne(bookings.status, 'cancelled'),
        gte(schedules.classDate, window.from),
        lt(schedules.classDate, window.until),
        window.childId === undefined ? undefined : eq(bookings.childId, window.childId),
      ),
    )
    .orderBy(asc(schedules.classDate), asc(bookings.id));
}

export async function findBookingRecord(db: Db, id: number): Promise<BookingRecord | undefined> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  return row;
}

export function findBookingRecords(db: Db, ids: readonly number[]): Promise<BookingRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectBookings(db).where(inArray(bookings.id, [...ids])).orderBy(asc(schedules.classDate));
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

/** The schedules an entitlement's child already holds a seat of (any entitlement), among these. */
export async function scheduleIdsHeldByChild(db: Db, childId: number, scheduleIds: readonly number[]): Promise<Set<number>> {
  if (scheduleIds.length === 0) return new Set();
  const rows = await db
    .select({ scheduleId: bookings.scheduleId })
    .from(bookings)
    .where(and(eq(bookings.childId, childId), inArray(bookings.scheduleId, [...scheduleIds]), ne(bookings.status, 'cancelled')));
  return new Set(rows.map((row) => row.scheduleId));
}

export async function insertBooking(db: Db, row: NewBookingRow): Promise<BookingRow> {
  const [inserted] = await db.insert(bookings).values(row).returning();
  return inserted;
}

/** The booking locked for the rest of the transaction, with its entitlement's member and order. */
export async function lockBooking(db: Db, id: number) {
  const [row] = await db
    .select({ booking: bookings, memberId: entitlements.memberId, orderId: entitlements.orderId, revokedAt: entitlements.revokedAt, classDate: schedules.classDate })
    .from(bookings)
    .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
    .innerJoin(schedules, eq(schedules.id, bookings.scheduleId))
    .where(eq(bookings.id, id))
    // No key update: rows that point at the booking (its reminders) can still be written meanwhile.
    .for('no key update', { of: bookings });
  return row;
}

export async function updateBooking(db: Db, id: number, changes: Partial<Omit<NewBookingRow, 'id'>>): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(changes).where(eq(bookings.id, id)).returning();
  return row;
}

/** Bookings of an entitlement still `booked` for classes that begin after `now`. */
export function listUpcomingBookingsOfEntitlement(db: Db, entitlementId: number, now: Date): Promise<{ id: number; scheduleId: number }[]> {
  return db
    .select({ id: bookings.id, scheduleId: bookings.scheduleId })
    .from(bookings)
    .innerJoin(schedules, eq(schedules.id, bookings.scheduleId))
    .where(and(eq(bookings.entitlementId, entitlementId), eq(bookings.status, 'booked'), gte(schedules.classDate, now)))
    .orderBy(asc(bookings.id))
    .for('no key update', { of: bookings });
}

/** A class's roster: each booking (cancelled ones aside) with the child and the parent. */
export function listRoster(db: Db, scheduleId: number) {
  return db
    .select({
      bookingId: bookings.id,
      memberId: entitlements.memberId,
      childId: bookings.childId,
      childName: sql<string>`coalesce(${children.name}, ${orders.childName})`,
      parentName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
      status: bookings.status,
      markedAt: bookings.attendanceMarkedAt,
      markedBy: sql<string | null>`(select coalesce(nullif(marker.nickname, ''), marker.username) from ${users} as marker where marker.id = ${bookings.attendanceMarkedBy})`,
      entitlementId: entitlements.id,
      sessionsTotal: entitlements.total,
      sessionsUsed: entitlements.used,
      sessionsBooked: sql<number>`(select count(*) from ${bookings} as held where held.entitlement_id = ${entitlements.id} and held.status = 'booked')`.mapWith(Number),
      orderId: orders.id,
      orderStatus: orders.status,
    })
    .from(bookings)
    .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .innerJoin(users, eq(users.id, entitlements.memberId))
    .leftJoin(children, eq(children.id, bookings.childId))
    .where(and(eq(bookings.scheduleId, scheduleId), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.id));
}
