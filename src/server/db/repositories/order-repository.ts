import { classSizeColumns, type ClassSizeRecord } from './product-repository.ts';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { OrderStatus, type OrderActor, type OrderStatusCode } from '../../../shared/api/orders.ts';
import type { Db } from '../database.ts';
import { orderHistory, orders, productCategories, products, storedFiles } from '../schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderChanges = Partial<Omit<NewOrderRow, 'id' | 'status' | 'memberId'>>;

export interface StatusChange {
  orderId: number;
  /** The statuses the change is legal from (D7); from any other status nothing changes. */
  from: readonly OrderStatusCode[];
  to: OrderStatusCode;
  actor: OrderActor;
  actorId?: number | null;
  /** A message key describing what happened, shown on the timeline. */
  event?: string | null;
  note?: string;
  /** Other columns to set in the same update. */
  set?: OrderChanges;
  now: Date;
}

export type StatusChangeResult =
  | { changed: true; order: OrderRow }
  | { changed: false; currentStatus: OrderStatusCode | null };

/**
 * Moves an order to another status and writes the audit row (D7). The row is locked first, so
 * two requests racing for the same order take turns, and the second sees the first's status.
 * Call it inside the transaction that makes the rest of the change.
 */
export async function changeOrderStatus(db: Db, change: StatusChange): Promise<StatusChangeResult> {
  const [current] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, change.orderId))
    .for('update');
  if (!current) return { changed: false, currentStatus: null };
  const fromStatus = current.status as OrderStatusCode;
  if (!change.from.includes(fromStatus)) return { changed: false, currentStatus: fromStatus };

  const [order] = await db
    .update(orders)
    .set({ ...change.set, status: change.to, updatedAt: change.now })
    .where(and(eq(orders.id, change.orderId), eq(orders.status, fromStatus)))
    .returning();
  await db.insert(orderHistory).values({
    orderId: change.orderId,
    fromStatus,
    toStatus: change.to,
    actor: change.actor,
    actorId: change.actorId ?? null,
    event: change.event ?? null,
    note: change.note ?? '',
    createdAt: change.now,
  });
  return { changed: true, order };
}

// ---- reads and writes of orders (issue 4) ------------------------------------------------------

/** An order with what its cards show of the product today (the names are the order's own). */
export type OrderRecord = OrderRow & {
  productPic: string;
  productCategoryId: number;
  courseType: string;
  categoryNameEn: string;
  categoryNameZh: string;
  /** Where the course stands (D31), when the read joined it. */
  classSize?: ClassSizeRecord;
};
export type OrderHistoryRow = typeof orderHistory.$inferSelect;

const orderWithProduct = {
  ...getTableColumns(orders),
  productPic: products.pic,
  productCategoryId: products.categoryId,
  courseType: products.courseType,
  categoryNameEn: productCategories.nameEn,
  categoryNameZh: productCategories.nameZh,
  classSize: classSizeColumns,
};

export async function insertOrderHistory(db: Db, row: typeof orderHistory.$inferInsert): Promise<void> {
  await db.insert(orderHistory).values(row);
}

/** Every read of a member's order is scoped by the member: another member's order is not found. */
export async function findOrderOfMember(db: Db, memberId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  return row;
}

/** Unpaid orders still open: awaiting payment, a transfer under review, a card checkout open. */
export const OPEN_UNPAID_STATUSES = [OrderStatus.PendingPayment, OrderStatus.UnderReview, OrderStatus.InPayment] as const;

/** The order locked for the rest of the transaction; `memberId` scopes it to its member. */
export async function lockOrder(db: Db, orderId: number, memberId?: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), memberId === undefined ? undefined : eq(orders.memberId, memberId)))
    .for('update');
  return row;
}

export async function findOrderByIdempotencyKey(db: Db, memberId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function findOrderRecord(db: Db, orderId: number, memberId?: number): Promise<OrderRecord | undefined> {
  const [row] = await db
    .select(orderWithProduct)
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(orders.id, orderId), memberId === undefined ? undefined : eq(orders.memberId, memberId)));
  return row;
}

export interface OrderListFilter {
  /** Absent: every member's orders (staff). */
  memberId?: number;
  /** Absent: every status. */
  status?: OrderStatusCode;
  offset: number;
  limit: number;
}

/** One page of orders, newest first, with the total for the pager. */
export async function listOrderRecords(db: Db, filter: OrderListFilter): Promise<{ total: number; rows: OrderRecord[] }> {
  const where = and(
    filter.memberId === undefined ? undefined : eq(orders.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(orderWithProduct)
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

/** How many orders a member has in each status; statuses without orders are absent. */
export async function countOrdersByStatus(db: Db, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}

/** Whether the order's timeline has any of these events. */
export async function hasOrderEvent(db: Db, orderId: number, events: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: orderHistory.id })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), inArray(orderHistory.event, [...events])))
    .limit(1);
  return row !== undefined;
}

export function listOrderHistory(db: Db, orderId: number): Promise<OrderHistoryRow[]> {
  return db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.id));
}

/** Orders whose seat hold ran out unpaid (status 0 or 7), oldest first. */
export async function listExpiredHolds(db: Db, now: Date, memberId?: number): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [OrderStatus.PendingPayment, OrderStatus.InPayment]),
        lt(orders.expiresAt, now),
        memberId === undefined ? undefined : eq(orders.memberId, memberId),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(500);
}

// ---- seats (D8) ----------------------------------------------------------------------------------

/** Gives a seat back to a product that counts seats. */
export async function releaseSeat(db: Db, productId: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + 1` })
    .where(and(eq(products.id, productId), isNotNull(products.stock)));
}

/** The transfer receipt an order points at. */
export async function findTransferProofFile(db: Db, fileId: number): Promise<typeof storedFiles.$inferSelect | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return row;
}
