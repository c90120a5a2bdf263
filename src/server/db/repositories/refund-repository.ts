import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { refunds } from '../schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;

/**
 * The refund of an order, asked once (D10): the unique order id makes a second request insert
 * nothing, and the answer is then undefined.
 */
export async function insertRefundOnce(db: Db, refund: NewRefundRow): Promise<RefundRow | undefined> {
  const [row] = await db.insert(refunds).values(refund).onConflictDoNothing({ target: refunds.orderId }).returning();
  return row;
}

export async function findRefundOf(db: Db, orderId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return row;
}

/** Marks a requested refund sent; undefined when it was not waiting (already completed, or none). */
export async function completeRefund(
  db: Db,
  orderId: number,
  completion: { now: Date; completedBy?: number | null; providerRefundId?: string | null },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({
      status: 'completed',
      completedAt: completion.now,
      completedBy: completion.completedBy ?? null,
      ...(completion.providerRefundId ? { providerRefundId: completion.providerRefundId } : {}),
    })
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'requested')))
    .returning();
  return row;
}

/**
 * Marks a refund failed with the provider's reason, by its row or by the provider's refund id;
 * undefined when there is no such refund or it had already failed.
 */
export async function failRefund(
  db: Db,
  which: { refundId: number } | { providerRefundId: string },
  failure: { reason: string; now: Date },
): Promise<RefundRow | undefined> {
  const match = 'refundId' in which ? eq(refunds.id, which.refundId) : eq(refunds.providerRefundId, which.providerRefundId);
  const [row] = await db
    .update(refunds)
    .set({ status: 'failed', failureReason: failure.reason, failedAt: failure.now })
    .where(and(match, ne(refunds.status, 'failed')))
    .returning();
  return row;
}

/** Takes back a card refund request whose provider call failed, so that it can be asked again. */
export async function deleteRequestedRefund(db: Db, refundId: number): Promise<void> {
  await db.delete(refunds).where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')));
}
