import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
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

/**
 * Records that the card provider has returned the money, with its refund id, before the order's
 * own change is made: from here on the refund is only ever finished, never asked again.
 */
export async function markRefundSent(db: Db, refundId: number, providerRefundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'sent', providerRefundId })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')));
}

/** Completes a refund still to finish (requested or sent); undefined when there is none (already completed, or none). */
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
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['requested', 'sent'])))
    .returning();
  return row;
}

/**
 * Card refunds a request left unfinished: sent by the provider but not recorded on the order, or
 * requested before `requestedBefore` and never answered (the process stopped during the call).
 */
export function listUnfinishedCardRefunds(db: Db, requestedBefore: Date): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.method, 'card'),
        or(eq(refunds.status, 'sent'), and(eq(refunds.status, 'requested'), lt(refunds.requestedAt, requestedBefore))),
      ),
    )
    .orderBy(refunds.id)
    .limit(100);
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
