import type { z } from 'zod';
import type { createRecordBody } from '../../../shared/api/records.ts';
import type { Db } from '../../db/database.ts';
import { findChild } from '../../db/repositories/child-repository.ts';
import { findStoredFile } from '../../db/repositories/file-repository.ts';
import { claimDocument, insertRecord, type RecordRow } from '../../db/repositories/record-repository.ts';
import { FieldValidationError, ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { recordAddedMail } from '../../adapters/mail/family-templates.ts';
import { notify } from '../notifications/notify.ts';

export type NewRecordInput = z.output<typeof createRecordBody> & {
  /** Set when the record is an assessment's report (D13). */
  assessmentId?: number | null;
};

/**
 * Adds an academic record for a child (issue 8): a kind, a term, a title in both languages and
 * one file, a document the same staff member uploaded (`minio/upload?purpose=document`), which
 * from then on is read only through the record's signed links. One transaction with its audit
 * record; called inside another transaction (an assessment's report) it joins it as a savepoint.
 */
export async function createRecord(db: Db, staff: Member, input: NewRecordInput, now: Date): Promise<RecordRow> {
  return db.transaction(async (tx) => {
    const child = await findChild(tx, input.childId);
    if (!child) throw new ApiError(404, 'childNotFound');
    const file = await findStoredFile(tx, input.fileKey);
    const purpose = input.kind === 'assessmentReport' ? 'report' : 'record';
    if (!file || !(await claimDocument(tx, file.id, staff.id, purpose))) {
      throw new FieldValidationError([{ field: 'fileKey', messageKey: 'recordFileInvalid' }], 'recordFileInvalid');
    }
    return addRecordWithFile(tx, staff, { ...input, fileId: file.id, child }, now);
  });
}

export type StoredRecordInput = Omit<NewRecordInput, 'fileKey' | 'childId'> & {
  /** A file already stored as the record's (purpose `record` or `report`). */
  fileId: number;
  /** Set when the record is a teacher's progress report (issue 29). */
  progressReportId?: number | null;
  child: { id: number; name: string; parentId: number };
};

/**
 * Files a record whose file is already stored, inside the caller's transaction: the record, its
 * audit event and the family's `recordAdded` notification. Staff's uploads and the documents the
 * server makes (a progress report's PDF) end here alike.
 */
export async function addRecordWithFile(tx: Db, staff: Member, input: StoredRecordInput, now: Date): Promise<RecordRow> {
  const { child } = input;
  const record = await insertRecord(tx, {
    childId: child.id,
    kind: input.kind,
    term: input.term,
    titleEn: input.titleEn,
    titleZh: input.titleZh,
    fileId: input.fileId,
    assessmentId: input.assessmentId ?? null,
    progressReportId: input.progressReportId ?? null,
    createdBy: staff.id,
    createdAt: now,
  });
  await recordStaffAction(tx, staff, {
    action: 'record.create',
    entityType: 'record',
    entityId: record.id,
    after: { childId: record.childId, kind: record.kind, term: record.term, titleEn: record.titleEn, titleZh: record.titleZh, fileId: input.fileId },
  });
  await notify(
    tx,
    {
      memberId: child.parentId,
      kind: 'recordAdded',
      link: `/user/record?child=${child.id}`,
      build: ({ name, language }) =>
        recordAddedMail({ name, childName: child.name, title: (language === 'cn' ? record.titleZh : record.titleEn) || record.titleEn, term: record.term }, language),
    },
    now,
  );
  return record;
}
