import { presentAssignee } from './case-work-presenter.ts';
import { fileUrlOf } from '../../shared/api/accounts.ts';
import {
  AssessmentStatus,
  legalStaffAssessmentSteps,
  type AdminAssessmentDetail,
  type AdminAssessmentList,
  type AdminAssessmentSummary,
  type AssessmentDetail,
  type AssessmentList,
  type AssessmentStatusCode,
  type AssessmentSummary,
  type ChildInfo,
  type SubjectDto,
} from '../../shared/api/assessments.ts';
import type { Language } from '../../shared/language.ts';
import type { AssessmentRow, AssessmentWithParent } from '../db/repositories/assessment-repository.ts';
import type { SubjectNames } from '../domain/consulting/subjects.ts';
import type { AssessmentDetailRecord, AssessmentPage } from '../domain/assessments/assessment-reads.ts';
import { presentCaseHistory } from './case-history-presenter.ts';

/** A subject code with its name in the reader's language; an unknown code shows as itself. */
export function presentSubject(code: string, subjects: SubjectNames, language: Language): SubjectDto {
  const entry = subjects.get(code);
  const name = entry ? (language === 'cn' ? entry.labelZh || entry.labelEn : entry.labelEn || entry.labelZh) : code;
  return { code, name };
}

/** What the family sees of an assessment; staff's notes on the child stay in the back office. */
export function presentAssessmentSummary(row: AssessmentRow, subjects: SubjectNames, language: Language): AssessmentSummary {
  return {
    id: row.id,
    childId: row.childId,
    childName: row.childName,
    subjects: row.subjects.map((code) => presentSubject(code, subjects, language)),
    status: row.status as AssessmentStatusCode,
    preferredSlots: row.preferredSlots.map((slot) => new Date(slot).toISOString()),
    timeZone: row.timeZone,
    notes: row.notes,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    assessor: row.assessor,
    meetingUrl: row.meetingUrl,
    abnormalReason: row.abnormalReason,
    reportSentAt: row.reportSentAt?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

export function presentAssessmentPage(page: AssessmentPage, language: Language): AssessmentList {
  return { total: page.total, list: page.rows.map((row) => presentAssessmentSummary(row, page.subjects, language)) };
}

export function presentAssessmentDetail(record: AssessmentDetailRecord, language: Language): AssessmentDetail {
  const { assessment, report } = record;
  const sent = assessment.status === AssessmentStatus.ReportSent;
  return {
    ...presentAssessmentSummary(assessment, record.subjects, language),
    history: record.history.map((row) => presentCaseHistory<AssessmentStatusCode>(row)),
    report: sent && report ? { name: report.originalName, size: report.size, mime: report.mime } : null,
    allowedActions: assessment.status === AssessmentStatus.Abnormal ? ['rebook'] : [],
  };
}

function presentAdminSummary(row: AssessmentWithParent, subjects: SubjectNames, language: Language): AdminAssessmentSummary {
  return {
    ...presentAssessmentSummary(row, subjects, language),
    memberId: row.memberId,
    parentName: row.parentName,
    parentEmail: row.parentEmail,
    assignee: presentAssignee(row.assigneeId, row.assigneeName),
  };
}

export function presentAdminAssessmentPage(page: AssessmentPage, language: Language): AdminAssessmentList {
  return { total: page.total, list: page.rows.map((row) => presentAdminSummary(row, page.subjects, language)) };
}

export function presentAdminAssessmentDetail(record: AssessmentDetailRecord, language: Language): AdminAssessmentDetail {
  const { assessment, report } = record;
  return {
    ...presentAdminSummary(assessment, record.subjects, language),
    history: record.history.map((row) => presentCaseHistory<AssessmentStatusCode>(row)),
    childInfo: (assessment.childInfo as ChildInfo | null) ?? null,
    report: report ? { name: report.originalName, size: report.size, mime: report.mime, key: report.key, url: fileUrlOf(report.key) } : null,
    allowedSteps: legalStaffAssessmentSteps(assessment.status as AssessmentStatusCode),
  };
}
