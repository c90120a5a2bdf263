import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { bookings, entitlements, orders } from '../schema.ts';
import type { EntitlementRow } from './entitlement-repository.ts';
import type { OrderRow } from './order-repository.ts';

/** What a transaction starts from: the order itself, its entitlement, or one of their bookings. */
export type OrderChainStart = { orderId: number } | { entitlementId: number } | { bookingId: number };

export interface LockedOrderChain {
  order: OrderRow;
  /** The order's entitlement, locked too; undefined while the order is unpaid. */
  entitlement: EntitlementRow | undefined;
}

/**
 * The one lock order of every transaction that changes an order, its entitlement or their
 * bookings: the order row, then its entitlement, then bookings, then class seats and product
 * stock. A booking that locked its entitlement first while a refund held the order and waited
 * for that entitlement deadlocked on PostgreSQL (the refund's provider call already made), so
 * every such transaction calls this before it reads or writes any of them.
 *
 * The order is found without a lock first: which order an entitlement or a booking belongs to
 * never changes, so the rows locked are the rows found. Undefined when the start row is gone.
 */
export async function lockOrderChain(tx: Db, start: OrderChainStart): Promise<LockedOrderChain | undefined> {
  const orderId = await orderIdOf(tx, start);
  if (orderId === undefined) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  const [entitlement] = await tx.select().from(entitlements).where(eq(entitlements.orderId, orderId)).for('update');
  return { order, entitlement };
}

async function orderIdOf(tx: Db, start: OrderChainStart): Promise<number | undefined> {
  if ('orderId' in start) return start.orderId;
  if ('entitlementId' in start) {
    const [row] = await tx.select({ orderId: entitlements.orderId }).from(entitlements).where(eq(entitlements.id, start.entitlementId));
    return row?.orderId;
  }
  const [row] = await tx
    .select({ orderId: entitlements.orderId })
    .from(bookings)
    .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
    .where(eq(bookings.id, start.bookingId));
  return row?.orderId;
}
