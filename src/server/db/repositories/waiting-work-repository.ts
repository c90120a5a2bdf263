import { and, count, eq, inArray, or } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/api/orders.ts';
import type { Db } from '../database.ts';
import { orders, refunds } from '../schema.ts';

/** Wire-transfer receipts waiting for staff (status 6). */
export async function countTransfersToReview(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.status, OrderStatus.UnderReview));
  return Number(row?.total ?? 0);
}

/** Refunds staff must send by hand (offline, requested) or follow up (the provider refused them). */
export async function countRefundsToPay(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(refunds)
    .where(or(and(eq(refunds.method, 'offline'), eq(refunds.status, 'requested')), inArray(refunds.status, ['failed'])));
  return Number(row?.total ?? 0);
}
