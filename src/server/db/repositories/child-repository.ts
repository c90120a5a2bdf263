import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { children } from '../schema.ts';

export type ChildRow = typeof children.$inferSelect;
export type ChildFields = Pick<ChildRow, 'name' | 'gender' | 'birthDate' | 'grade' | 'school' | 'notes'>;

/** Every query is scoped by the parent: another member's child is simply not found. */
export function listChildrenOf(db: Db, parentId: number): Promise<ChildRow[]> {
  return db.select().from(children).where(eq(children.parentId, parentId)).orderBy(asc(children.id));
}

export async function countChildrenOf(db: Db, parentId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(children).where(eq(children.parentId, parentId));
  return row.total;
}

/** Any family's child, for staff. */
export async function findChild(db: Db, childId: number): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.id, childId));
  return row;
}

export async function findChildOf(db: Db, parentId: number, childId: number): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)));
  return row;
}

/** The parent's child, locked until the transaction ends, so that bookings for one child take turns. */
export async function lockChildOf(db: Db, parentId: number, childId: number): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
    .for('update');
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
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
    .returning();
  return row;
}

export async function deleteChildOf(db: Db, parentId: number, childId: number): Promise<boolean> {
  const rows = await db
    .delete(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
    .returning({ id: children.id });
  return rows.length === 1;
}
