import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { savedReplies } from '../schema.ts';

export type SavedReplyRow = typeof savedReplies.$inferSelect;
type SavedReplyFields = Pick<SavedReplyRow, 'title' | 'textEn' | 'textZh'>;

/** Every saved reply, by title. */
export function listSavedReplies(db: Db): Promise<SavedReplyRow[]> {
  return db.select().from(savedReplies).orderBy(asc(savedReplies.title), asc(savedReplies.id));
}

export async function lockSavedReply(db: Db, id: number): Promise<SavedReplyRow | undefined> {
  const [row] = await db.select().from(savedReplies).where(eq(savedReplies.id, id)).for('update');
  return row;
}

export async function insertSavedReply(db: Db, row: SavedReplyFields & { createdBy: number; createdAt: Date }): Promise<SavedReplyRow> {
  const [inserted] = await db
    .insert(savedReplies)
    .values({ ...row, updatedAt: row.createdAt })
    .returning();
  return inserted;
}

export async function updateSavedReply(db: Db, id: number, changes: SavedReplyFields & { updatedAt: Date }): Promise<SavedReplyRow> {
  const [row] = await db.update(savedReplies).set(changes).where(eq(savedReplies.id, id)).returning();
  return row;
}

export async function deleteSavedReply(db: Db, id: number): Promise<void> {
  await db.delete(savedReplies).where(eq(savedReplies.id, id));
}
