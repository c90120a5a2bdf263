import type { z } from 'zod';
import type {
  completeInfoBody,
  markAbnormalBody,
  scheduleAssessmentBody,
  StaffAssessmentStep,
  uploadReportBody,
} from '../../../shared/api/assessments.ts';
import type { Db } from '../../db/database.ts';
import {
  lockAssessment,
  type AssessmentChanges,
  type AssessmentRow,
} from '../../db/repositories/assessment-repository.ts';
import { findStoredFile, setStoredFilePurpose } from '../../db/repositories/file-repository.ts';
import { insertRecord } from '../../db/repositories/record-repository.ts';
import { FieldValidationError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { loadSubjectNames } from '../consulting/subjects.ts';
import { assessmentNotFound, assertAssessmentStep, futureInstant, moveAssessment } from './assessment-moves.ts';
import { notifyAssessmentStep } from './assessment-mail.ts';

type StepDeps = { db: Db; now: Date };

/** The columns staff steps change, as the audit log keeps them before and after. */
const auditedFields = (row: AssessmentRow) => ({
  status: row.status,
  childInfo: row.childInfo,
  scheduledAt: row.scheduledAt,
  assessor: row.assessor,
  meetingUrl: row.meetingUrl,
  reportFileId: row.reportFileId,
  reportSentAt: row.reportSentAt,
  abnormalReason: row.abnormalReason,
});

/**
 * One staff step in one transaction: the assessment locked, the step checked against the
 * pipeline (409 otherwise, nothing changed), its changes, its timeline line and its audit record.
 */
async function takeStaffStep(
  deps: StepDeps,
  staff: Member,
  assessmentId: number,
  step: StaffAssessmentStep,
  change: (tx: Db, row: AssessmentRow) => Promise<{ changes?: AssessmentChanges; note: string }>,
): Promise<AssessmentRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockAssessment(tx, assessmentId);
    if (!row) throw assessmentNotFound();
    assertAssessmentStep(step, row.status);
    const { changes, note } = await change(tx, row);
    const updated = await moveAssessment(tx, row, { step, actor: 'staff', actorId: staff.id, note, changes, now: deps.now });
    await recordStaffAction(tx, staff, {
      action: `assessment.${step}`,
      entityType: 'assessment',
      entityId: assessmentId,
      before: auditedFields(row),
      after: auditedFields(updated),
      note,
    });
    await notifyAssessmentStep(tx, updated, deps.now);
    return updated;
  });
}

/** Registered → info initialised: what staff learned about the child. */
export function completeChildInfo(deps: StepDeps, staff: Member, id: number, body: z.output<typeof completeInfoBody>) {
  return takeStaffStep(deps, staff, id, 'completeInfo', async () => ({ changes: { childInfo: body.childInfo }, note: body.note }));
}

/** → to be assessed: the time, the assessor and the meeting link; again to move the appointment. */
export function scheduleAssessment(deps: StepDeps, staff: Member, id: number, body: z.output<typeof scheduleAssessmentBody>) {
  return takeStaffStep(deps, staff, id, 'schedule', async () => ({
    changes: { scheduledAt: futureInstant(body.scheduledAt, deps.now, 'scheduledAt'), assessor: body.assessor, meetingUrl: body.meetingUrl },
    note: body.note,
  }));
}

/**
 * → report to send: a file this staff member uploaded (`minio/upload`) becomes the report. The
 * family cannot open it until it is sent.
 */
export function uploadAssessmentReport(deps: StepDeps, staff: Member, id: number, body: z.output<typeof uploadReportBody>) {
  return takeStaffStep(deps, staff, id, 'uploadReport', async (tx, row) => {
    const file = await findStoredFile(tx, body.fileKey);
    const usable = file && file.ownerId === staff.id && (file.purpose === 'document' || (file.purpose === 'report' && file.id === row.reportFileId));
    if (!file || !usable) throw new FieldValidationError([{ field: 'fileKey', messageKey: 'reportFileInvalid' }]);
    await setStoredFilePurpose(tx, file.id, 'report');
    return { changes: { reportFileId: file.id }, note: body.note };
  });
}

/**
 * Report to send → report sent: the report becomes the child's academic record (kind
 * `assessmentReport`), in the same transaction, so that it shows in the family's records.
 */
export function sendAssessmentReport(deps: StepDeps, staff: Member, id: number, note: string) {
  return takeStaffStep(deps, staff, id, 'sendReport', async (tx, row) => {
    // A child removed from the account has no records page; the report stays on the assessment.
    if (row.childId !== null && row.reportFileId !== null) {
      const subjects = await loadSubjectNames(tx);
      const label = (code: string, pick: 'labelEn' | 'labelZh') => subjects.get(code)?.[pick] ?? code;
      await insertRecord(tx, {
        childId: row.childId,
        kind: 'assessmentReport',
        titleEn: `Assessment report: ${row.subjects.map((code) => label(code, 'labelEn')).join(', ')}`,
        titleZh: `测评报告：${row.subjects.map((code) => label(code, 'labelZh')).join('、')}`,
        fileId: row.reportFileId,
        assessmentId: row.id,
        createdBy: staff.id,
        createdAt: deps.now,
      });
    }
    return { changes: { reportSentAt: deps.now }, note };
  });
}

/** Any open status → abnormal, with the reason the family is told. */
export function markAssessmentAbnormal(deps: StepDeps, staff: Member, id: number, body: z.output<typeof markAbnormalBody>) {
  return takeStaffStep(deps, staff, id, 'markAbnormal', async () => ({ changes: { abnormalReason: body.reason }, note: body.reason }));
}
