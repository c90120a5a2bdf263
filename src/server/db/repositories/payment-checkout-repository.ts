import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { orders, paymentCheckouts } from '../schema.ts';
import type { OrderRow } from './order-repository.ts';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
export type NewCheckoutRow = typeof paymentCheckouts.$inferInsert;
export type CheckoutStatus = CheckoutRow['status'];
export type CheckoutProvider = CheckoutRow['provider'];

export async function insertCheckout(db: Db, checkout: NewCheckoutRow): Promise<CheckoutRow> {
  const [row] = await db.insert(paymentCheckouts).values(checkout).returning();
  return row;
}

/** The order's checkouts that can still be paid, as they are now (no lock). */
export async function listOpenCheckoutsOf(db: Db, orderId: number): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.orderId, orderId), eq(paymentCheckouts.status, 'open')))
    .orderBy(paymentCheckouts.id);
}

/** The order's checkouts that can still be paid, locked so that two closers take turns. */
export async function lockOpenCheckoutsOf(db: Db, orderId: number): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.orderId, orderId), eq(paymentCheckouts.status, 'open')))
    .orderBy(paymentCheckouts.id)
    .for('update');
}

/** A checkout by the provider's session id; with `lock`, locked for the rest of the transaction. */
export async function findCheckoutBySession(
  db: Db,
  provider: CheckoutProvider,
  sessionId: string,
  { lock = false } = {},
): Promise<CheckoutRow | undefined> {
  const query = db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.providerSessionId, sessionId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Moves a checkout to a final status, only from the statuses given (open by default); from any
 * other it stays as it is and the answer is undefined, so an event that arrives late changes
 * nothing.
 */
export async function closeCheckout(
  db: Db,
  checkoutId: number,
  status: Exclude<CheckoutStatus, 'open'>,
  now: Date,
  options: { from?: readonly CheckoutStatus[]; providerPaymentId?: string | null } = {},
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(paymentCheckouts)
    .set({
      status,
      closedAt: now,
      ...(options.providerPaymentId ? { providerPaymentId: options.providerPaymentId } : {}),
    })
    .where(and(eq(paymentCheckouts.id, checkoutId), inArray(paymentCheckouts.status, [...(options.from ?? ['open'])])))
    .returning();
  return row;
}

/**
 * Locks the order a checkout belongs to. Whoever changes an order and its checkouts together
 * locks the order first, then the checkouts, so that two such changes never wait on each other.
 */
export async function lockOrderOfCheckout(db: Db, orderId: number): Promise<void> {
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** A member's checkout with its order; another member's answers undefined. */
export async function findMemberCheckout(
  db: Db,
  provider: CheckoutProvider,
  sessionId: string,
  memberId: number,
): Promise<{ checkout: CheckoutRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ checkout: paymentCheckouts, order: orders })
    .from(paymentCheckouts)
    .innerJoin(orders, eq(orders.id, paymentCheckouts.orderId))
    .where(
      and(
        eq(paymentCheckouts.provider, provider),
        eq(paymentCheckouts.providerSessionId, sessionId),
        eq(orders.memberId, memberId),
      ),
    );
  return row;
}

export async function listCheckoutsOf(db: Db, orderId: number): Promise<CheckoutRow[]> {
  return db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, orderId)).orderBy(paymentCheckouts.id);
}
