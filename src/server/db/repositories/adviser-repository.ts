import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { advisers } from '../schema.ts';

export type AdviserRow = typeof advisers.$inferSelect;

export async function findAdviser(db: Db, id: number): Promise<AdviserRow | undefined> {
  const [row] = await db.select().from(advisers).where(eq(advisers.id, id));
  return row;
}
