import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { OrderStatus, type OrderActor, type OrderStatusCode } from '../../../shared/api/orders.ts';
import type { Db } from '../database.ts';
import { children, orderHistory, orders, productCategories, products, storedFiles, users } from '../schema.ts';
import type { ChildRow } from './child-repository.ts';
import { productToOrderColumns, productToOrderJoin, productToOrderOf, type ProductToOrder } from './product-repository.ts';

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
};
export type OrderHistoryRow = typeof orderHistory.$inferSelect;

const orderWithProduct = {
  ...getTableColumns(orders),
  productPic: products.pic,
  productCategoryId: products.categoryId,
  courseType: products.courseType,
  categoryNameEn: productCategories.nameEn,
  categoryNameZh: productCategories.nameZh,
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

/**
 * The first statement of an order: locks the member's row, so that one parent's orders are
 * created one at a time (other parents are not held up) and a limit counted afterwards holds,
 * and reads the child (the member's own) and the product on offer to the member with it.
 */
export async function lockMemberToOrder(
  db: Db,
  memberId: number,
  childId: number,
  productId: number,
): Promise<{ child?: ChildRow; product?: ProductToOrder }> {
  const [row] = await db
    .select({ child: children, product: productToOrderColumns })
    .from(users)
    .leftJoin(children, and(eq(children.id, childId), eq(children.parentId, users.id)))
    .leftJoin(products, productToOrderJoin(productId, memberId))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(users.id, memberId))
    .for('update', { of: users });
  return { child: row?.child ?? undefined, product: productToOrderOf(row?.product ?? null) };
}

/**
 * The member's open unpaid orders, and the order made with `idempotencyKey` if there is one. Read
 * after lockMemberToOrder, in a statement of its own: a statement that waited for the lock would
 * see the orders as they were before.
 */
export async function findOpenUnpaidOrdersOf(db: Db, memberId: number, idempotencyKey: string): Promise<{ open: OrderRow[]; sameKey?: OrderRow }> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), or(inArray(orders.status, OPEN_UNPAID_STATUSES), eq(orders.idempotencyKey, idempotencyKey))));
  return {
    open: rows.filter((row) => (OPEN_UNPAID_STATUSES as readonly number[]).includes(row.status)),
    sameKey: rows.find((row) => row.idempotencyKey === idempotencyKey),
  };
}

/**
 * A new order, its first timeline row and, for `seatOf`, one seat of that product (D8: one
 * conditional update, `stock >= 1`), in one statement. The seat's row lock is then held only from
 * this statement to the commit that follows it. `tookSeat` is false when no seat was left (or
 * none was asked for): the caller rolls the order back.
 */
export async function insertOrderWithSeat(
  db: Db,
  row: NewOrderRow,
  created: Omit<typeof orderHistory.$inferInsert, 'orderId' | 'createdAt'>,
  seatOf: number | null,
): Promise<{ order: OrderRow; tookSeat: boolean }> {
  const seat = db
    .$with('seat', { productId: products.id })
    .as(
      sql`update ${products} set ${sql.identifier(products.stock.name)} = ${products.stock} - 1 where ${products.id} = ${seatOf} and ${products.stock} >= 1 returning ${products.id}`,
    );
  const inserted = db.$with('inserted', getTableColumns(orders)).as(db.insert(orders).values(row).returning().getSQL());
  const history = db.$with('history', { orderId: orderHistory.orderId }).as(
    sql`insert into ${orderHistory} (order_id, from_status, to_status, actor, actor_id, event, created_at)
        select ${sql.identifier('inserted')}.id, ${created.fromStatus ?? null}::smallint, ${created.toStatus}::smallint, ${created.actor}, ${created.actorId ?? null}::integer,
          ${created.event ?? null}, ${sql.identifier('inserted')}.created_at
        from ${sql.identifier('inserted')} returning order_id`,
  );
  const [result] = await db
    .with(seat, inserted, history)
    .select()
    .from(inserted)
    .leftJoin(seat, sql`true`);
  return { order: result.inserted, tookSeat: result.seat !== null };
}

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
