import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { payments } from '../schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** The unique order id makes a second payment for one order fail instead of being recorded. */
export async function insertPayment(db: Db, payment: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(payment).returning();
  return row;
}

export async function hasPayment(db: Db, orderId: number): Promise<boolean> {
  const rows = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return rows.length > 0;
}

export async function findPaymentOf(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
}
