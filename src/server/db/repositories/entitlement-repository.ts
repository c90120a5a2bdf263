import type { Db } from '../database.ts';
import { entitlements } from '../schema.ts';

export type EntitlementRow = typeof entitlements.$inferSelect;
export type NewEntitlementRow = typeof entitlements.$inferInsert;

/** One entitlement per order (D11); undefined when the order already has one. */
export async function insertEntitlementOnce(db: Db, entitlement: NewEntitlementRow): Promise<EntitlementRow | undefined> {
  const [row] = await db
    .insert(entitlements)
    .values(entitlement)
    .onConflictDoNothing({ target: entitlements.orderId })
    .returning();
  return row;
}
