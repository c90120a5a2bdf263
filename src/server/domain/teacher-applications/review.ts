import type { z } from 'zod';
import { CSV_MAX_ROWS, pageWindowOf } from '../../../shared/api/admin-lists.ts';
import { UNDECIDED_APPLICATION_STATUSES, type adminTeacherApplicationListQuery } from '../../../shared/api/admin-teacher-applications.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { teacherApprovedMail, teacherRejectedMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import { findStoredFiles } from '../../db/repositories/file-repository.ts';
import {
  decideTeacherApplication,
  findTeacherApplication,
  searchTeacherApplications,
  type ApplicationRecord,
} from '../../db/repositories/teacher-application-repository.ts';
import { findFacultyIdOfUser } from '../../db/repositories/teacher-class-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';

export type ApplicationListFilters = z.output<typeof adminTeacherApplicationListQuery>;

const applicationNotFound = () => new ApiError(404, 'applicationNotFound');

export function listTeacherApplications(db: Db, query: ApplicationListFilters) {
  const window = query.format === 'csv' ? { offset: 0, limit: CSV_MAX_ROWS } : pageWindowOf(query);
  return searchTeacherApplications(db, { q: query.q, status: query.status, sort: query.sort, ...window });
}

/** The whole application with its documents, which staff may open (`minio/file` lets staff read them). */
export async function readTeacherApplication(db: Db, id: number) {
  const application = await findTeacherApplication(db, id);
  if (!application) throw applicationNotFound();
  const [files, facultyId] = await Promise.all([
    findStoredFiles(db, [application.documents.cvKey, ...application.documents.certificateKeys]),
    findFacultyIdOfUser(db, application.userId),
  ]);
  return { application, files, facultyId };
}

export type ApplicationDetailRecord = Awaited<ReturnType<typeof readTeacherApplication>>;

const nameOf = (application: ApplicationRecord) => `${application.profile.firstName} ${application.profile.lastName}`;

export interface ApplicationDecision {
  status: 'approved' | 'rejected';
  reason: string;
  now: Date;
}

/**
 * Approves or rejects an undecided application in one transaction with its audit record. The
 * account is a teacher from sign-up; the decision is what its profile page (`/user/teacher`)
 * shows. Answers the application as it was, for the mail.
 */
export async function decideApplication(db: Db, staff: Member, id: number, decision: ApplicationDecision): Promise<ApplicationRecord> {
  return db.transaction(async (tx) => {
    const locked = await findTeacherApplication(tx, id, true);
    if (!locked) throw applicationNotFound();
    if (!UNDECIDED_APPLICATION_STATUSES.includes(locked.status)) throw new ApiError(409, 'applicationAlreadyDecided');
    const decided = await decideTeacherApplication(tx, id, { ...decision, decidedBy: staff.id });
    await recordStaffAction(tx, staff, {
      action: decision.status === 'approved' ? 'teacherApplication.approve' : 'teacherApplication.reject',
      entityType: 'teacherApplication',
      entityId: id,
      before: { status: locked.status, decisionReason: locked.decisionReason, decidedAt: locked.decidedAt },
      after: { status: decided.status, decisionReason: decided.decisionReason, decidedAt: decided.decidedAt },
      note: decision.reason,
    });
    return locked;
  });
}

/** Tells the applicant the decision, in their language. */
export async function mailDecision(mailer: Mailer, application: ApplicationRecord, decision: ApplicationDecision): Promise<void> {
  const name = nameOf(application);
  const mail =
    decision.status === 'approved'
      ? teacherApprovedMail({ name }, application.language)
      : teacherRejectedMail({ name, reason: decision.reason }, application.language);
  await mailer.send({ to: application.email, ...mail });
}
