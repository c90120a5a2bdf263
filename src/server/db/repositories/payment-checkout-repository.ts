import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { paymentCheckouts } from '../schema.ts';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
export type NewCheckoutRow = typeof paymentCheckouts.$inferInsert;
export type CheckoutStatus = CheckoutRow['status'];
export type CheckoutProvider = CheckoutRow['provider'];

export async function insertCheckout(db: Db, checkout: NewCheckoutRow): Promise<CheckoutRow> {
  const [row] = await db.insert(paymentCheckouts).values(checkout).returning();
  return row;
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

/** A checkout by the provider's session id, locked for the rest of the transaction. */
export async function lockCheckoutBySession(
  db: Db,
  provider: CheckoutProvider,
  sessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.providerSessionId, sessionId)))
    .for('update');
  return row;
}

export async function findCheckoutBySession(
  db: Db,
  provider: CheckoutProvider,
  sessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.providerSessionId, sessionId)));
  return row;
}

/**
 * Moves an open checkout to a final status; a checkout already closed stays as it is, and the
 * answer is then undefined, so an event that arrives late changes nothing.
 */
export async function closeCheckout(
  db: Db,
  checkoutId: number,
  status: Exclude<CheckoutStatus, 'open'>,
  now: Date,
  providerPaymentId?: string | null,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(paymentCheckouts)
    .set({
      status,
      closedAt: now,
      ...(providerPaymentId ? { providerPaymentId } : {}),
    })
    .where(and(eq(paymentCheckouts.id, checkoutId), eq(paymentCheckouts.status, 'open')))
    .returning();
  return row;
}

/** Records the payment intent of a checkout whatever its status (needed to refund). */
export async function setCheckoutPaymentId(db: Db, checkoutId: number, providerPaymentId: string): Promise<void> {
  await db.update(paymentCheckouts).set({ providerPaymentId }).where(eq(paymentCheckouts.id, checkoutId));
}

export async function listCheckoutsOf(db: Db, orderId: number): Promise<CheckoutRow[]> {
  return db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, orderId)).orderBy(paymentCheckouts.id);
}
