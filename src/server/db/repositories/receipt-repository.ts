import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { counters, orders, receipts, users } from '../schema.ts';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceiptRow = Omit<typeof receipts.$inferInsert, 'id' | 'sequence'>;

const RECEIPT_SERIES = 'receipt';

/**
 * The next receipt number, taken in the caller's transaction: the counter's row is locked until
 * it commits, so two payments never share a number, on one instance or many; a transaction that
 * rolls back gives its number back with it, so the numbers have no gaps.
 */
async function takeReceiptNumber(tx: Db): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name: RECEIPT_SERIES, last: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { last: sql`${counters.last} + 1` } })
    .returning({ last: counters.last });
  return row.last;
}

/** Issues a receipt with the next number; run it inside the transaction of the payment or refund it records. */
export async function insertReceipt(tx: Db, receipt: NewReceiptRow): Promise<ReceiptRow> {
  const sequence = await takeReceiptNumber(tx);
  const [row] = await tx
    .insert(receipts)
    .values({ ...receipt, sequence })
    .returning();
  return row;
}

export function listReceiptsOfOrder(db: Db, orderId: number): Promise<ReceiptRow[]> {
  return db.select().from(receipts).where(eq(receipts.orderId, orderId)).orderBy(asc(receipts.sequence));
}

/** A receipt with what it prints of its order and its family; scoped to a member when one is given. */
export async function findReceiptForPrint(db: Db, receiptId: number, memberId?: number) {
  const [row] = await db
    .select({
      receipt: receipts,
      order: {
        id: orders.id,
        orderSn: orders.orderSn,
        memberId: orders.memberId,
        childName: orders.childName,
        productNameEn: orders.productNameEn,
        productNameZh: orders.productNameZh,
        firstClassDate: orders.firstClassDate,
      },
      parent: { username: users.username, nickname: users.nickname, email: users.email, language: users.language },
    })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .innerJoin(users, eq(users.id, orders.memberId))
    .where(and(eq(receipts.id, receiptId), memberId === undefined ? undefined : eq(orders.memberId, memberId)));
  return row;
}

export type ReceiptForPrint = NonNullable<Awaited<ReturnType<typeof findReceiptForPrint>>>;
