import { classSizeColumns, type ClassSizeRecord } from './product-repository.ts';
import { and, asc, desc, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/api/orders.ts';
import type { Db } from '../database.ts';
import { entitlements, facultyMembers, orders, products } from '../schema.ts';
import { courseTeacherEntryIds } from './course-teacher-repository.ts';

export type EntitlementRow = typeof entitlements.$inferSelect;
export type NewEntitlementRow = typeof entitlements.$inferInsert;

/** An entitlement with the order and product names its card shows. */
export type EntitlementRecord = EntitlementRow & {
  orderSn: string;
  childId: number | null;
  childName: string;
  productNameEn: string;
  productNameZh: string;
  productPic: string;
  productCategoryId: number;
  courseType: string;
  classSize: ClassSizeRecord;
  /** Whether one of the course's teachers has an account, for the family to write to (ADR 034). */
  hasTeacherAccount: boolean;
};

/** One entitlement per order (D11); undefined when the order already has one. */
export async function insertEntitlementOnce(db: Db, entitlement: NewEntitlementRow): Promise<EntitlementRow | undefined> {
  const [row] = await db
    .insert(entitlements)
    .values(entitlement)
    .onConflictDoNothing({ target: entitlements.orderId })
    .returning();
  return row;
}

export async function findEntitlementOfOrder(db: Db, orderId: number): Promise<EntitlementRow | undefined> {
  const [row] = await db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
  return row;
}

/** Every entitlement of a member that still counts (not revoked by a refund), newest first. */
export function listEntitlementRecordsOf(db: Db, memberId: number): Promise<EntitlementRecord[]> {
  return db
    .select({
      ...getTableColumns(entitlements),
      orderSn: orders.orderSn,
      childId: orders.childId,
      childName: orders.childName,
      productNameEn: orders.productNameEn,
      productNameZh: orders.productNameZh,
      productPic: products.pic,
      productCategoryId: products.categoryId,
      courseType: products.courseType,
      classSize: classSizeColumns,
      hasTeacherAccount: sql<boolean>`exists (select 1 from ${facultyMembers}
        where ${facultyMembers.id} in ${courseTeacherEntryIds(sql`${entitlements.productId}`)} and ${facultyMembers.userId} is not null)`,
    })
    .from(entitlements)
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .innerJoin(products, eq(products.id, entitlements.productId))
    .where(and(eq(entitlements.memberId, memberId), isNull(entitlements.revokedAt)))
    .orderBy(desc(entitlements.createdAt), desc(entitlements.id));
}

export async function markEntitlementActivated(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(entitlements)
    .set({ activatedAt: now })
    .where(and(eq(entitlements.id, id), isNull(entitlements.activatedAt)));
}

export async function revokeEntitlementOfOrder(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .update(entitlements)
    .set({ revokedAt: now })
    .where(and(eq(entitlements.orderId, orderId), isNull(entitlements.revokedAt)));
}

/** Entitlements of paid orders (status 1) whose first day has come, not yet activated. */
export function listDueEntitlements(db: Db, today: string, memberId?: number): Promise<{ id: number; orderId: number }[]> {
  return db
    .select({ id: entitlements.id, orderId: entitlements.orderId })
    .from(entitlements)
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .where(
      and(
        isNull(entitlements.activatedAt),
        isNull(entitlements.revokedAt),
        lte(entitlements.equityDateStart, today),
        eq(orders.status, OrderStatus.Paid),
        memberId === undefined ? undefined : eq(entitlements.memberId, memberId),
      ),
    )
    .orderBy(asc(entitlements.id))
    .limit(500);
}

// ---- booking and attendance (D11, D23) --------------------------------------------------------

/** An entitlement with what booking needs of its order: the child, the product's names. */
export type BookableEntitlement = EntitlementRow & { childId: number | null; childName: string; productNameEn: string; productNameZh: string };

const bookableColumns = {
  ...getTableColumns(entitlements),
  childId: orders.childId,
  childName: orders.childName,
  productNameEn: orders.productNameEn,
  productNameZh: orders.productNameZh,
};

/** A member's entitlement that still counts; a transaction that changes it locks it first with `lockOrderChain`. */
export async function findEntitlementOfMember(db: Db, memberId: number, id: number): Promise<BookableEntitlement | undefined> {
  const [row] = await db
    .select(bookableColumns)
    .from(entitlements)
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .where(and(eq(entitlements.id, id), eq(entitlements.memberId, memberId), isNull(entitlements.revokedAt)));
  return row;
}

/** Adds to (or, with a negative change, takes from) the sessions an entitlement has consumed. */
export async function changeUsedSessions(db: Db, id: number, change: number): Promise<EntitlementRow> {
  const [row] = await db
    .update(entitlements)
    .set({ used: sql`${entitlements.used} + ${change}` })
    .where(eq(entitlements.id, id))
    .returning();
  return row;
}

/** Every entitlement of an order that still counts (one today, D11). */
export function listEntitlementsOfOrder(db: Db, orderId: number): Promise<EntitlementRow[]> {
  return db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.orderId, orderId), isNull(entitlements.revokedAt)));
}
