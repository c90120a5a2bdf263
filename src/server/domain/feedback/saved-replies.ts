import type { z } from 'zod';
import type { savedReplyBody } from '../../../shared/api/saved-replies.ts';
import type { Db } from '../../db/database.ts';
import { deleteSavedReply, insertSavedReply, listSavedReplies, lockSavedReply, updateSavedReply, type SavedReplyRow } from '../../db/repositories/saved-reply-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';

type SavedReplyFields = z.output<typeof savedReplyBody>;

const notFound = () => new ApiError(404, 'savedReplyNotFound');
const fieldsOf = (row: SavedReplyRow): SavedReplyFields => ({ title: row.title, textEn: row.textEn, textZh: row.textZh });

/** `admin/feedback/savedReplies`: every saved reply, by title. */
export const listSavedRepliesForStaff = (db: Db) => listSavedReplies(db);

/** `admin/feedback/savedReply/create`: a reply in both languages, audited with its fields. */
export async function createSavedReply(db: Db, staff: Member, fields: SavedReplyFields, now: Date): Promise<SavedReplyRow> {
  return db.transaction(async (tx) => {
    const row = await insertSavedReply(tx, { ...fields, createdBy: staff.id, createdAt: now });
    await recordStaffAction(tx, staff, { action: 'savedReply.create', entityType: 'savedReply', entityId: row.id, before: null, after: fields });
    return row;
  });
}

/** `admin/feedback/savedReply/update/{id}`: audited with the fields that changed. */
export async function editSavedReply(db: Db, staff: Member, id: number, fields: SavedReplyFields, now: Date): Promise<SavedReplyRow> {
  return db.transaction(async (tx) => {
    const before = await lockSavedReply(tx, id);
    if (!before) throw notFound();
    const row = await updateSavedReply(tx, id, { ...fields, updatedAt: now });
    await recordStaffAction(tx, staff, { action: 'savedReply.update', entityType: 'savedReply', entityId: id, before: fieldsOf(before), after: fields });
    return row;
  });
}

/** `admin/feedback/savedReply/delete/{id}`: answers already sent keep their text. */
export async function removeSavedReply(db: Db, staff: Member, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockSavedReply(tx, id);
    if (!before) throw notFound();
    await deleteSavedReply(tx, id);
    await recordStaffAction(tx, staff, { action: 'savedReply.delete', entityType: 'savedReply', entityId: id, before: fieldsOf(before), after: null });
  });
}
