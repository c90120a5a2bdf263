import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/api/orders.ts';
import type { DifferenceRefundStatus, MoveStatus } from '../../../shared/api/course-moves.ts';
import type { Db } from '../database.ts';
import { courseMoves, entitlements, orders, products, refunds } from '../schema.ts';
import type { ProductRow } from './product-repository.ts';

export type CourseMoveRow = typeof courseMoves.$inferSelect;
export type NewCourseMoveRow = typeof courseMoves.$inferInsert;

export async function insertMove(db: Db, row: NewCourseMoveRow): Promise<CourseMoveRow> {
  const [inserted] = await db.insert(courseMoves).values(row).returning();
  return inserted;
}

/** The order's open offer, locked: the row whose conditional update decides between accepting and declining. */
export async function lockOpenMoveOfOrder(db: Db, orderId: number): Promise<CourseMoveRow | undefined> {
  const [row] = await db
    .select()
    .from(courseMoves)
    .where(and(eq(courseMoves.orderId, orderId), eq(courseMoves.status, 'offered')))
    .for('update');
  return row;
}

/** The order's latest move offered by a decision, open or answered: what a second answer is told about. */
export async function findLatestOfferOfOrder(db: Db, orderId: number): Promise<CourseMoveRow | undefined> {
  const [row] = await db
    .select()
    .from(courseMoves)
    .where(and(eq(courseMoves.orderId, orderId), eq(courseMoves.kind, 'decision')))
    .orderBy(desc(courseMoves.id))
    .limit(1);
  return row;
}

/** The offer still open on an order, with the offered course's names and first day, for the family's order page. */
export async function findOpenOfferRecord(db: Db, orderId: number) {
  const [row] = await db
    .select({ move: courseMoves, toNameEn: products.nameEn, toNameZh: products.nameZh, toStartDate: products.equityDateStart })
    .from(courseMoves)
    .innerJoin(products, eq(products.id, courseMoves.toProductId))
    .where(and(eq(courseMoves.orderId, orderId), eq(courseMoves.status, 'offered')))
    .limit(1);
  return row;
}
export type OpenOfferRecord = NonNullable<Awaited<ReturnType<typeof findOpenOfferRecord>>>;

/** Answers an open offer once: whoever changes the row first decides; undefined for the others. */
export async function answerMove(db: Db, id: number, status: Exclude<MoveStatus, 'offered'>, now: Date): Promise<CourseMoveRow | undefined> {
  const [row] = await db
    .update(courseMoves)
    .set({ status, answeredAt: now })
    .where(and(eq(courseMoves.id, id), eq(courseMoves.status, 'offered')))
    .returning();
  return row;
}

/** Offers whose time to answer ran out, oldest first. */
export function listDueMoves(db: Db, now: Date, limit: number): Promise<CourseMoveRow[]> {
  return db
    .select()
    .from(courseMoves)
    .where(and(eq(courseMoves.status, 'offered'), lte(courseMoves.expiresAt, now)))
    .orderBy(asc(courseMoves.expiresAt), asc(courseMoves.id))
    .limit(limit);
}

/** Offers declined or run out whose order is still paid with no refund: a refund stopped half-way, to finish. */
export function listUnrefundedDeclines(db: Db, limit: number): Promise<CourseMoveRow[]> {
  return db
    .select({ move: courseMoves })
    .from(courseMoves)
    .innerJoin(orders, eq(orders.id, courseMoves.orderId))
    .where(
      and(
        inArray(courseMoves.status, ['declined', 'expired']),
        eq(orders.productId, courseMoves.fromProductId),
        inArray(orders.status, [OrderStatus.Paid, OrderStatus.InProgress]),
        notExists(db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, orders.id))),
      ),
    )
    .orderBy(asc(courseMoves.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.move));
}

/** Whether the course still has families to answer a move. */
export async function hasOpenMovesFrom(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseMoves.id })
    .from(courseMoves)
    .where(and(eq(courseMoves.fromProductId, productId), eq(courseMoves.status, 'offered')))
    .limit(1);
  return row !== undefined;
}

/** Whether staff already moved this course: its offers were made, answered or not. */
export async function wasCourseMoved(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseMoves.id })
    .from(courseMoves)
    .where(and(eq(courseMoves.fromProductId, productId), eq(courseMoves.kind, 'decision')))
    .limit(1);
  return row !== undefined;
}

export async function setDifferenceRefund(db: Db, id: number, status: DifferenceRefundStatus, providerRefundId: string | null = null): Promise<void> {
  await db.update(courseMoves).set({ differenceRefundStatus: status, differenceProviderRefundId: providerRefundId }).where(eq(courseMoves.id, id));
}

/**
 * Courses a child of `product` can move to: the same kind and subject, published for everyone,
 * not cancelled, first day after `today`, and a seat left where seats are counted.
 */
export function listMoveTargets(db: Db, product: Pick<ProductRow, 'id' | 'categoryId' | 'subject'>, today: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      and(
        ne(products.id, product.id),
        eq(products.categoryId, product.categoryId),
        eq(products.subject, product.subject),
        eq(products.published, true),
        isNull(products.privateMemberId),
        isNull(products.cancelledAt),
        gt(products.equityDateStart, today),
        or(isNull(products.stock), sql`${products.stock} >= 1`),
      ),
    )
    .orderBy(asc(products.equityDateStart), asc(products.id))
    .limit(50);
}

/** The entitlement follows its order to the new course: its product, its sessions and its dates. */
export async function moveEntitlement(
  db: Db,
  entitlementId: number,
  changes: Pick<typeof entitlements.$inferInsert, 'productId' | 'total' | 'equityDateStart' | 'equityDateEnd'>,
) {
  const [row] = await db.update(entitlements).set(changes).where(eq(entitlements.id, entitlementId)).returning();
  return row;
}

/** The accepted move of an order whose difference refund is still to send (a transfer's, or a card's the provider refused). */
export async function findDifferenceRefundToSend(db: Db, orderId: number): Promise<CourseMoveRow | undefined> {
  const [row] = await db
    .select()
    .from(courseMoves)
    .where(and(eq(courseMoves.orderId, orderId), eq(courseMoves.status, 'accepted'), inArray(courseMoves.differenceRefundStatus, ['requested', 'failed'])))
    .orderBy(desc(courseMoves.id))
    .limit(1);
  return row;
}

/** Marks a difference refund sent by staff; one conditional update, so that two clicks complete it once. */
export async function completeDifferenceRefundOf(db: Db, moveId: number): Promise<boolean> {
  const rows = await db
    .update(courseMoves)
    .set({ differenceRefundStatus: 'completed' })
    .where(and(eq(courseMoves.id, moveId), inArray(courseMoves.differenceRefundStatus, ['requested', 'failed'])))
    .returning({ id: courseMoves.id });
  return rows.length === 1;
}
