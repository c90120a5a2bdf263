import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { preparedStatement } from '../prepared-statement.ts';
import { children, orderHistory, orders, productCategories, products, users } from '../schema.ts';
import { OPEN_UNPAID_STATUSES, type OrderRow } from './order-repository.ts';
import { productToOrderColumns, productToOrderJoin, productToOrderOf, type ProductToOrder } from './product-repository.ts';

// The statements of `ddcOrder/create`, which an enrolment rush runs by the thousand: each is built
// once and prepared (prepared-statement.ts), and each answers only what the order needs.

const placeholder = sql.placeholder;

const memberToOrderFields = { childId: children.id, childName: children.name, ...productToOrderColumns };

const lockMemberToOrderStatement = preparedStatement<{ memberId: number; childId: number; productId: number }, ReturnType<typeof selectMemberToOrder>>(
  'order_lock_member',
  (db) => ({ statement: selectMemberToOrder(db), fields: memberToOrderFields }),
);

function selectMemberToOrder(db: Db) {
  return db
    .select(memberToOrderFields)
    .from(users)
    .leftJoin(children, and(eq(children.id, placeholder('childId')), eq(children.parentId, users.id), isNull(children.archivedAt)))
    .leftJoin(products, productToOrderJoin(placeholder('productId'), placeholder('memberId')))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(users.id, placeholder('memberId')))
    .for('update', { of: users });
}

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
): Promise<{ child?: { id: number; name: string }; product?: ProductToOrder }> {
  const [row] = await lockMemberToOrderStatement.run(db, { memberId, childId, productId });
  if (!row) return {};
  const { childId: foundChildId, childName, ...product } = row;
  return {
    child: foundChildId === null || childName === null ? undefined : { id: foundChildId, name: childName },
    product: productToOrderOf(product),
  };
}

/** What the rules of D22 and a replay need of an open order. */
export type OpenOrder = Pick<OrderRow, 'id' | 'childId' | 'productId' | 'status' | 'holdsSeat' | 'idempotencyKey' | 'requestFingerprint'>;

const openOrderFields = {
  id: orders.id,
  childId: orders.childId,
  productId: orders.productId,
  status: orders.status,
  holdsSeat: orders.holdsSeat,
  idempotencyKey: orders.idempotencyKey,
  requestFingerprint: orders.requestFingerprint,
};

const openOrdersStatement = preparedStatement<{ memberId: number; idempotencyKey: string }, ReturnType<typeof selectOpenOrders>>(
  'order_open_of_member',
  (db) => ({ statement: selectOpenOrders(db), fields: openOrderFields }),
);

function selectOpenOrders(db: Db) {
  return db
    .select(openOrderFields)
    .from(orders)
    .where(
      and(
        eq(orders.memberId, placeholder('memberId')),
        or(inArray(orders.status, [...OPEN_UNPAID_STATUSES]), eq(orders.idempotencyKey, placeholder('idempotencyKey'))),
      ),
    );
}

/**
 * The member's open unpaid orders, and the order made with `idempotencyKey` if there is one. Read
 * after lockMemberToOrder, in a statement of its own: a statement that waited for the lock would
 * see the orders as they were before.
 */
export async function findOpenUnpaidOrdersOf(db: Db, memberId: number, idempotencyKey: string): Promise<{ open: OpenOrder[]; sameKey?: OpenOrder }> {
  const rows = await openOrdersStatement.run(db, { memberId, idempotencyKey });
  return {
    open: rows.filter((row) => (OPEN_UNPAID_STATUSES as readonly number[]).includes(row.status)),
    sameKey: rows.find((row) => row.idempotencyKey === idempotencyKey),
  };
}

/** Every column of a new order; the ones it cannot have yet (payment, transfer proof, rejection) are left out. */
export type NewOrder = Omit<OrderRow, 'id' | 'transferProofFileId' | 'rejectionReason' | 'paidAt'>;
const NEW_ORDER_COLUMNS = [
  'orderSn',
  'memberId',
  'childId',
  'childName',
  'productId',
  'productNameEn',
  'productNameZh',
  'status',
  'payType',
  'currency',
  'tuitionAmount',
  'applicationFee',
  'payAmount',
  'answers',
  'holdsSeat',
  'waitlistEntryId',
  'firstClassDate',
  'idempotencyKey',
  'requestFingerprint',
  'expiresAt',
  'holdEndsBy',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewOrder)[];

/** The first timeline row of a new order (D7). */
export type OrderCreated = Pick<typeof orderHistory.$inferInsert, 'toStatus' | 'actor' | 'actorId' | 'event'>;

type InsertValues = NewOrder & { historyToStatus: number; historyActor: string; historyActorId: number | null; historyEvent: string | null };

const insertOrderStatement = preparedStatement<InsertValues, ReturnType<typeof insertOrderAndHistory>['statement']>(
  'order_insert',
  insertOrderAndHistory,
);

function insertOrderAndHistory(db: Db) {
  // Bare placeholders: the values reach the driver as they are (null stays null, a Date and the
  // answers are sent as both drivers send them), typed by the columns they go into.
  const values = Object.fromEntries(NEW_ORDER_COLUMNS.map((column) => [column, sql`${placeholder(column)}`]));
  const inserted = db
    .$with('inserted', { id: orders.id, createdAt: orders.createdAt })
    .as(db.insert(orders).values(values as unknown as typeof orders.$inferInsert).returning({ id: orders.id, createdAt: orders.createdAt }).getSQL());
  const history = db.$with('history', { orderId: orderHistory.orderId }).as(
    sql`insert into ${orderHistory} (order_id, from_status, to_status, actor, actor_id, event, created_at)
        select ${sql.identifier('inserted')}.id, null, ${placeholder('historyToStatus')}::smallint, ${placeholder('historyActor')}::text,
          ${placeholder('historyActorId')}::integer, ${placeholder('historyEvent')}::text, ${sql.identifier('inserted')}.created_at
        from ${sql.identifier('inserted')} returning order_id`,
  );
  const fields = { id: inserted.id };
  return { statement: db.with(inserted, history).select(fields).from(inserted), fields };
}

/**
 * A new order and its first timeline row, in one statement. An order that holds a seat takes it
 * when the transaction commits (D8, migration 0006): the commit fails when none is left, which
 * `soldOutAtCommit` recognises, and the course's row stays locked for the commit alone.
 */
export async function insertOrder(db: Db, order: NewOrder, created: OrderCreated): Promise<OrderRow> {
  const [row] = await insertOrderStatement.run(db, {
    ...order,
    historyToStatus: created.toStatus,
    historyActor: created.actor,
    historyActorId: created.actorId ?? null,
    historyEvent: created.event ?? null,
  });
  return { ...order, id: row.id, transferProofFileId: null, rejectionReason: null, paidAt: null };
}

/** Whether a commit failed because an order it made wanted a seat and none was left. */
export function soldOutAtCommit(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23514' && candidate.constraint === 'products_stock_check') return true;
    current = candidate.cause;
  }
  return false;
}
