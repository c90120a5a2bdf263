import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { academicRecords, assessments, bookings, children, feedback, orders, requirements } from '../schema.ts';

export type ChildRow = typeof children.$inferSelect;
export type ChildFields = Pick<ChildRow, 'name' | 'gender' | 'birthDate' | 'grade' | 'school' | 'notes'>;

export interface ChildScope {
  /** Archived children too: for staff, and for what the family already has (records, plan). */
  withArchived?: boolean;
}

/** A family's child: another member's is simply not found, and so is an archived one unless asked for. */
function ofParent(parentId: number, scope: ChildScope = {}, childId?: number): SQL | undefined {
  return and(
    eq(children.parentId, parentId),
    childId === undefined ? undefined : eq(children.id, childId),
    scope.withArchived ? undefined : isNull(children.archivedAt),
  );
}

/** Every query is scoped by the parent: another member's child is simply not found. */
export function listChildrenOf(db: Db, parentId: number, scope?: ChildScope): Promise<ChildRow[]> {
  return db.select().from(children).where(ofParent(parentId, scope)).orderBy(asc(children.id));
}

/** The children a family has in its lists; archived ones do not count against the limit. */
export async function countChildrenOf(db: Db, parentId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(children).where(ofParent(parentId));
  return row.total;
}

/** Any family's child, for staff. */
export async function findChild(db: Db, childId: number): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.id, childId));
  return row;
}

export async function findChildOf(db: Db, parentId: number, childId: number, scope?: ChildScope): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(ofParent(parentId, scope, childId));
  return row;
}

/** The parent's child, locked until the transaction ends, so that bookings for one child take turns. */
export async function lockChildOf(db: Db, parentId: number, childId: number): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(ofParent(parentId, {}, childId)).for('update');
  return row;
}

export async function insertChild(db: Db, parentId: number, fields: ChildFields, now: Date): Promise<ChildRow> {
  const [row] = await db
    .insert(children)
    .values({ ...fields, parentId, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateChildOf(
  db: Db,
  parentId: number,
  childId: number,
  fields: ChildFields,
  now: Date,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .update(children)
    .set({ ...fields, updatedAt: now })
    .where(ofParent(parentId, {}, childId))
    .returning();
  return row;
}

export async function deleteChild(db: Db, childId: number): Promise<void> {
  await db.delete(children).where(eq(children.id, childId));
}

export async function archiveChild(db: Db, childId: number, now: Date): Promise<void> {
  await db.update(children).set({ archivedAt: now, updatedAt: now }).where(eq(children.id, childId));
}

/**
 * Whether anything refers to the child: records staff made, orders and their bookings, assessments,
 * requirements and feedback. Deleting it would take records with it and blank the others' child.
 */
export async function childHasHistory(db: Db, childId: number): Promise<boolean> {
  const tables = [academicRecords, orders, bookings, assessments, requirements, feedback];
  const uses = tables.map((table) => sql`select 1 from ${table} where ${table.childId} = ${childId}`);
  const [row] = await db.select({ used: sql<boolean>`exists (${sql.join(uses, sql` union all `)})` }).from(sql`(select 1) as one`);
  return row.used;
}
