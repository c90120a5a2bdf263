import { and, eq } from 'drizzle-orm';
import type { OrderActor, OrderStatusCode } from '../../../shared/api/orders.ts';
import type { Db } from '../database.ts';
import { orderHistory, orders } from '../schema.ts';

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
