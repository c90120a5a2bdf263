import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { academicRecords, children, storedFiles } from '../schema.ts';

export type RecordRow = typeof academicRecords.$inferSelect;
export type NewRecordRow = typeof academicRecords.$inferInsert;
export type StoredFileRow = typeof storedFiles.$inferSelect;

/** A record with its child's name and its file's public facts (never the owner). */
export interface RecordRecord {
  record: RecordRow;
  childName: string;
  parentId: number;
  file: StoredFileRow;
}

const recordColumns = { record: academicRecords, childName: children.name, parentId: children.parentId, file: storedFiles };

function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(academicRecords)
    .innerJoin(children, eq(children.id, academicRecords.childId))
    .innerJoin(storedFiles, eq(storedFiles.id, academicRecords.fileId));
}

export async function insertRecord(db: Db, row: NewRecordRow): Promise<RecordRow> {
  const [inserted] = await db.insert(academicRecords).values(row).returning();
  return inserted;
}

export async function findRecord(db: Db, id: number): Promise<RecordRecord | undefined> {
  const [row] = await selectRecords(db).where(eq(academicRecords.id, id));
  return row;
}

export interface RecordFilter {
  /** The parent whose children's records are listed; absent for staff. */
  parentId?: number;
  childId?: number;
  kind?: RecordRow['kind'];
  offset: number;
  limit: number;
}

/** Records newest first, with the total for the pager. */
export async function listRecords(db: Db, filter: RecordFilter): Promise<{ total: number; rows: RecordRecord[] }> {
  const where = and(
    filter.parentId === undefined ? undefined : eq(children.parentId, filter.parentId),
    filter.childId === undefined ? undefined : eq(academicRecords.childId, filter.childId),
    filter.kind === undefined ? undefined : eq(academicRecords.kind, filter.kind),
  );
  const [rows, [totals]] = await Promise.all([
    selectRecords(db).where(where).orderBy(desc(academicRecords.createdAt), desc(academicRecords.id)).offset(filter.offset).limit(filter.limit),
    db
      .select({ total: count() })
      .from(academicRecords)
      .innerJoin(children, eq(children.id, academicRecords.childId))
      .where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

/**
 * Gives an uploaded document to a record or a report: from then on it is read through the
 * record's signed links. False when the file is not a fresh document of that uploader.
 */
export async function claimDocument(db: Db, fileId: number, ownerId: number, purpose: 'record' | 'report' | 'feedback'): Promise<boolean> {
  const rows = await db
    .update(storedFiles)
    .set({ purpose })
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, 'document')))
    .returning({ id: storedFiles.id });
  return rows.length === 1;
}

/** Several documents of one uploader, in one step; answers the ids that could be claimed. */
export async function claimDocuments(db: Db, keys: readonly string[], ownerId: number, purpose: 'feedback' | 'message' | 'class'): Promise<StoredFileRow[]> {
  if (keys.length === 0) return [];
  return db
    .update(storedFiles)
    .set({ purpose })
    .where(and(inArray(storedFiles.key, [...keys]), eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, 'document')))
    .returning();
}
