import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { requirementFiles, storedFiles } from '../schema.ts';

export type RequirementFileRecord = {
  id: number;
  requirementId: number;
  fileId: number;
  createdAt: Date;
  key: string;
  originalName: string;
  size: number;
  mime: string;
};

const fileColumns = {
  id: requirementFiles.id,
  requirementId: requirementFiles.requirementId,
  fileId: requirementFiles.fileId,
  createdAt: requirementFiles.createdAt,
  key: storedFiles.key,
  originalName: storedFiles.originalName,
  size: storedFiles.size,
  mime: storedFiles.mime,
};

export function listRequirementFiles(db: Db, requirementId: number): Promise<RequirementFileRecord[]> {
  return db
    .select(fileColumns)
    .from(requirementFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, requirementFiles.fileId))
    .where(eq(requirementFiles.requirementId, requirementId))
    .orderBy(asc(requirementFiles.id));
}

export async function countRequirementFiles(db: Db, requirementId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(requirementFiles).where(eq(requirementFiles.requirementId, requirementId));
  return Number(row.total);
}

/**
 * Takes the member's own uploaded documents for a requirement: they become `requirement` files,
 * so that one upload never belongs to two requirements. Answers the ids of the files taken; a key
 * that is someone else's, unknown or already attached is not among them.
 */
export async function claimDocumentsForRequirement(db: Db, keys: readonly string[], ownerId: number): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .update(storedFiles)
    .set({ purpose: 'requirement' })
    .where(and(inArray(storedFiles.key, [...keys]), eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, 'document')))
    .returning({ id: storedFiles.id });
  return rows.map((row) => row.id);
}

export async function attachRequirementFiles(db: Db, requirementId: number, fileIds: readonly number[], now: Date): Promise<void> {
  if (fileIds.length === 0) return;
  await db.insert(requirementFiles).values(fileIds.map((fileId) => ({ requirementId, fileId, createdAt: now })));
}

/** Detaches one file; it goes back to being its owner's plain document. False when it was not attached. */
export async function detachRequirementFile(db: Db, requirementId: number, attachmentId: number): Promise<boolean> {
  const [removed] = await db
    .delete(requirementFiles)
    .where(and(eq(requirementFiles.id, attachmentId), eq(requirementFiles.requirementId, requirementId)))
    .returning({ fileId: requirementFiles.fileId });
  if (!removed) return false;
  await db.update(storedFiles).set({ purpose: 'document' }).where(eq(storedFiles.id, removed.fileId));
  return true;
}
