import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { storedFiles } from '../schema.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFileRow = typeof storedFiles.$inferInsert;

export async function insertStoredFile(db: Db, values: NewStoredFileRow): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row;
}

export async function findStoredFile(db: Db, key: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row;
}

export async function findStoredFileById(db: Db, id: number): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export function findStoredFiles(db: Db, keys: readonly string[]): Promise<StoredFileRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db.select().from(storedFiles).where(inArray(storedFiles.key, [...keys]));
}

/**
 * Gives a new member the application documents sent before sign-up (owner still empty), and
 * answers the keys that were theirs to take: already-owned files are never taken over.
 */
export async function claimApplicationFiles(db: Db, keys: readonly string[], ownerId: number): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .update(storedFiles)
    .set({ ownerId })
    .where(
      and(
        inArray(storedFiles.key, [...keys]),
        eq(storedFiles.purpose, 'application'),
        or(isNull(storedFiles.ownerId), eq(storedFiles.ownerId, ownerId)),
      ),
    )
    .returning({ key: storedFiles.key });
  return rows.map((row) => row.key);
}

/** Marks what a stored file has become (a staff upload that is now an assessment report). */
export async function setStoredFilePurpose(db: Db, id: number, purpose: StoredFileRow['purpose']): Promise<void> {
  await db.update(storedFiles).set({ purpose }).where(eq(storedFiles.id, id));
}

/** Every stored file's key and type, for a backup. */
export function listStoredFiles(db: Db): Promise<Pick<StoredFileRow, 'key' | 'mime'>[]> {
  return db.select({ key: storedFiles.key, mime: storedFiles.mime }).from(storedFiles).orderBy(storedFiles.id);
}
