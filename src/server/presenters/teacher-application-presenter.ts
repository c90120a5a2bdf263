import type {
  AdminTeacherApplicationDetail,
  AdminTeacherApplicationList,
  AdminTeacherApplicationSummary,
} from '../../shared/api/admin-teacher-applications.ts';
import type { ApplicationRecord } from '../db/repositories/teacher-application-repository.ts';
import type { ApplicationDetailRecord } from '../domain/teacher-applications/review.ts';
import { presentTeacherProfile } from './stored-file-presenter.ts';

export function presentApplicationSummary(row: ApplicationRecord): AdminTeacherApplicationSummary {
  return {
    id: row.id,
    name: `${row.profile.firstName} ${row.profile.lastName}`,
    email: row.email,
    nationality: row.profile.nationality,
    subjects: row.teaching.subjects,
    status: row.status,
    submitTime: row.submittedAt.toISOString(),
    decidedTime: row.decidedAt?.toISOString() ?? null,
  };
}

export function presentApplicationPage(page: { total: number; rows: ApplicationRecord[] }): AdminTeacherApplicationList {
  return { total: page.total, list: page.rows.map(presentApplicationSummary) };
}

/** The whole application as the applicant wrote it, with the documents staff can open. */
export function presentApplicationDetail({ application, files, facultyId }: ApplicationDetailRecord): AdminTeacherApplicationDetail {
  return {
    ...presentTeacherProfile({ application, files }),
    id: application.id,
    applicant: { id: application.userId, username: application.username, email: application.email, language: application.language },
    decidedTime: application.decidedAt?.toISOString() ?? null,
    decisionReason: application.decisionReason,
    facultyId,
  };
}
