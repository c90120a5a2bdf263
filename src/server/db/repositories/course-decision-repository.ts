import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/api/orders.ts';
import type { Db } from '../database.ts';
import { courseMoves, orders, products, schedules, waitlistEntries } from '../schema.ts';
import { classSizeColumns, type ClassSizeRecord } from './product-repository.ts';

/** A course waiting for staff to decide whether it runs (D31). */
export type CourseToDecide = ClassSizeRecord & { id: number; nameEn: string; nameZh: string; firstClassAt: Date };

const firstClassOf = sql<string>`(select min(${schedules.classDate}) from ${schedules} where ${schedules.productId} = ${products.id} and ${schedules.cancelledAt} is null)`;

/**
 * Courses still forming whose first class is no later than `until` and not begun at `now`: not
 * confirmed, not cancelled, below their minimum (the minimum checked by the caller's rule too).
 */
export async function listCoursesToDecide(db: Db, now: Date, until: Date): Promise<CourseToDecide[]> {
  const rows = await db
    .select({ id: products.id, nameEn: products.nameEn, nameZh: products.nameZh, firstClassAt: firstClassOf, ...classSizeColumns })
    .from(products)
    .where(
      and(
        isNull(products.confirmedAt),
        isNull(products.cancelledAt),
        isNull(products.privateMemberId),
        // A course staff moved is decided: its families answer, then it is cancelled (ADR 029).
        notExists(
          db
            .select({ id: courseMoves.id })
            .from(courseMoves)
            .where(and(eq(courseMoves.fromProductId, products.id), eq(courseMoves.kind, 'decision'))),
        ),
        sql`${firstClassOf} > ${now.toISOString()}::timestamptz`,
        sql`${firstClassOf} <= ${until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(firstClassOf), asc(products.id))
    .limit(200);
  return rows
    .map((row) => ({ ...row, enrolled: Number(row.enrolled), firstClassAt: new Date(row.firstClassAt) }))
    .filter((row) => row.enrolled < row.minStudents);
}

export async function markCourseConfirmed(db: Db, productId: number, now: Date): Promise<void> {
  await db.update(products).set({ confirmedAt: now, updatedAt: now }).where(and(eq(products.id, productId), isNull(products.confirmedAt)));
}

/** Cancels the course once; answers whether this call did. Its seats are no longer for sale. */
export async function markCourseCancelled(db: Db, productId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ cancelledAt: now, stock: sql`case when ${products.stock} is null then null else 0 end`, updatedAt: now })
    .where(and(eq(products.id, productId), isNull(products.cancelledAt)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The line of a cancelled course ends: nobody waits for a class that will not run. */
export async function endWaitlistOf(db: Db, productId: number, now: Date): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(waitlistEntries.productId, productId), inArray(waitlistEntries.status, ['waiting', 'offered'])));
}

/** The course's orders a decision concerns: unpaid (a card checkout included), paid or under way, oldest first. */
export async function listOrdersOfCourse(db: Db, productId: number): Promise<{ id: number; memberId: number; status: number }[]> {
  return db
    .select({ id: orders.id, memberId: orders.memberId, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.productId, productId),
        inArray(orders.status, [OrderStatus.PendingPayment, OrderStatus.InPayment, OrderStatus.Paid, OrderStatus.InProgress]),
      ),
    )
    .orderBy(asc(orders.id));
}
