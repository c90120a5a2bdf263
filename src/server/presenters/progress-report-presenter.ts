import type { StaffProgressReport, TeacherProgressReport } from '../../shared/api/progress-reports.ts';
import type { Language } from '../../shared/language.ts';
import { textOf } from '../../shared/localised-text.ts';
import type { ProgressReportRecord } from '../db/repositories/progress-report-repository.ts';
import { firstNameOf } from '../../shared/first-name.ts';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** A report still to write or to improve, as its teacher sees it: no family detail leaves the server. */
export function presentTeacherProgressReport(row: ProgressReportRecord, language: Language): TeacherProgressReport {
  const { report } = row;
  return {
    id: report.id,
    childFirstName: firstNameOf(row.childName),
    productId: report.productId,
    courseName: textOf(row, 'courseName', language),
    status: report.status === 'submitted' ? 'submitted' : 'requested',
    text: report.text,
    requestTime: report.requestedAt.toISOString(),
    submitTime: iso(report.submittedAt),
  };
}

export function presentStaffProgressReport(row: ProgressReportRecord, language: Language): StaffProgressReport {
  const { report } = row;
  return {
    id: report.id,
    childId: report.childId,
    childName: row.childName,
    productId: report.productId,
    courseName: textOf(row, 'courseName', language),
    teacherName: row.teacherNameEn === null ? null : textOf({ teacherNameEn: row.teacherNameEn, teacherNameZh: row.teacherNameZh ?? '' }, 'teacherName', language),
    status: report.status,
    text: report.text,
    requestTime: report.requestedAt.toISOString(),
    submitTime: iso(report.submittedAt),
    releaseTime: iso(report.releasedAt),
    recordId: row.recordId,
  };
}
