import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/api/orders.ts';
import { ProductCategory } from '../../../shared/catalogue.ts';
import type { Db } from '../database.ts';
import { bookings, orders, products, refunds } from '../schema.ts';

/** The figures of the back office's dashboard; days and months are those of `timeZone`. */

/**
 * The zone as an SQL literal, not a parameter: a grouped expression must be written the same in
 * the select list and in GROUP BY, and two parameters are two different expressions to PostgreSQL.
 * The zone is the checked setting, and quoted besides.
 */
const zoneLiteral = (timeZone: string) => sql.raw(`'${timeZone.replaceAll("'", "''")}'`);

/** The Sunday (`YYYY-MM-DD`) that starts the local week of a timestamp column (D33). */
const localWeekOf = (column: typeof orders.paidAt, timeZone: string) =>
  sql<string>`to_char(date_trunc('week', (${column} at time zone ${zoneLiteral(timeZone)}) + interval '1 day') - interval '1 day', 'YYYY-MM-DD')`;
const localMonthOf = (column: unknown, timeZone: string) => sql<string>`to_char(${column} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM')`;

/** Paid orders per local week, from `since`. */
export async function countEnrolmentsByWeek(db: Db, since: Date, timeZone: string) {
  const week = localWeekOf(orders.paidAt, timeZone);
  return db
    .select({ week, enrolments: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since)))
    .groupBy(week);
}

/** What was paid per local month and currency, from `since`. */
export async function sumRevenueByMonth(db: Db, since: Date, timeZone: string) {
  const month = localMonthOf(orders.paidAt, timeZone);
  return db
    .select({ month, currency: orders.currency, amount: sql<number>`sum(${orders.payAmount})`.mapWith(Number) })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since)))
    .groupBy(month, orders.currency);
}

/** Refunds sent or completed per local month and currency, from `since` (the day it was completed, else asked for). */
export async function sumRefundsByMonth(db: Db, since: Date, timeZone: string) {
  const when = sql`coalesce(${refunds.completedAt}, ${refunds.requestedAt})`;
  const month = localMonthOf(when, timeZone);
  return db
    .select({ month, currency: refunds.currency, amount: sql<number>`sum(${refunds.amount})`.mapWith(Number) })
    .from(refunds)
    .where(and(inArray(refunds.status, ['sent', 'completed']), sql`${when} >= ${since.toISOString()}`))
    .groupBy(month, refunds.currency);
}

const UNPAID = [OrderStatus.PendingPayment, OrderStatus.UnderReview, OrderStatus.InPayment];

/**
 * Courses with seats (D8) that have not ended, not one family's private programme: seats left
 * (the stock) plus those orders hold make the capacity; held by paid orders, filled.
 */
export async function listCourseSeats(db: Db, today: string) {
  const held = sql<number>`count(${orders.id}) filter (where ${inArray(orders.status, UNPAID)})`.mapWith(Number);
  const taken = sql<number>`count(${orders.id})`.mapWith(Number);
  return db
    .select({ productId: products.id, nameEn: products.nameEn, nameZh: products.nameZh, stock: products.stock, taken, held })
    .from(products)
    .leftJoin(orders, and(eq(orders.productId, products.id), eq(orders.holdsSeat, true)))
    .where(and(eq(products.categoryId, ProductCategory.Insights), isNotNull(products.stock), isNull(products.privateMemberId), gte(products.equityDateEnd, today)))
    .groupBy(products.id)
    .orderBy(asc(products.equityDateStart), asc(products.position), asc(products.id));
}

/** Bookings of the given classes by status. */
export async function countBookingsByStatus(db: Db, scheduleIds: number[]) {
  if (scheduleIds.length === 0) return [];
  return db
    .select({ scheduleId: bookings.scheduleId, status: bookings.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(inArray(bookings.scheduleId, scheduleIds))
    .groupBy(bookings.scheduleId, bookings.status);
}
