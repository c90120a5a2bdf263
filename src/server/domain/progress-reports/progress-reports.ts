import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { releaseProgressReportBody, submitProgressReportBody } from '../../../shared/api/progress-reports.ts';
import { mayOpen } from '../../../shared/api/staff.ts';
import type { Language } from '../../../shared/language.ts';
import { progressReportFileName, renderProgressReportPdf } from '../../adapters/documents/progress-report-pdf.ts';
import { BRAND } from '../../adapters/mail/templates.ts';
import { progressReportRequestedMail } from '../../adapters/mail/teacher-templates.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { findTeacherAccounts, teachesCourse } from '../../db/repositories/course-teacher-repository.ts';
import { insertStoredFile } from '../../db/repositories/file-repository.ts';
import { findProduct } from '../../db/repositories/product-repository.ts';
import {
  findEnrolledChildIds,
  findFacultyEntryOf,
  findProgressReport,
  insertRequestedReports,
  listCoursesWithChildren,
  listProgressReports,
  lockProgressReport,
  updateProgressReport,
  type ProgressReportFilter,
  type ProgressReportRecord,
} from '../../db/repositories/progress-report-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { addRecordWithFile } from '../records/create-record.ts';

/**
 * Progress reports (issue 29). Staff ask for a report on every child enrolled in a
 * course; a teacher of the course writes it, and may rewrite it until staff release it; the
 * release prints it as a PDF in the family's language and files it as an academic record, which
 * tells the family. A teacher who does not teach the course meets 404, as if it did not exist.
 */

type Deps = { db: Db; now: Date };

const reportNotFound = () => new ApiError(404, 'progressReportNotFound');

/** Teachers have reports of their own; staff use the back office's list, and parents none. */
function asTeacher(member: Member): void {
  if (member.role !== 'teacher') throw new ApiError(403, 'forbidden');
}

/** `admin/progressReport/request`: a report asked of the course's teachers for each child enrolled in it. */
export async function requestProgressReports(deps: Deps, staff: Member, productId: number): Promise<{ requested: number; alreadyOpen: number }> {
  return deps.db.transaction(async (tx) => {
    const product = await findProduct(tx, productId);
    if (!product) throw new ApiError(404, 'productNotFound');
    const childIds = await findEnrolledChildIds(tx, productId);
    if (childIds.length === 0) throw new ApiError(409, 'progressReportNoChildren');
    const made = await insertRequestedReports(tx, { productId, childIds, requestedBy: staff.id, now: deps.now });
    if (made.length > 0) {
      for (const report of made) {
        await recordStaffAction(tx, staff, {
          action: 'progressReport.request',
          entityType: 'progressReport',
          entityId: report.id,
          after: { productId: report.productId, childId: report.childId, status: report.status },
        });
      }
      for (const memberId of await findTeacherAccounts(tx, productId)) {
        await notify(
          tx,
          {
            memberId,
            kind: 'progressReportRequested',
            link: '/user/reports',
            build: ({ name, language }) =>
              progressReportRequestedMail({ name, courseName: (language === 'cn' ? product.nameZh : product.nameEn) || product.nameEn, count: made.length }, language),
          },
          deps.now,
        );
      }
    }
    return { requested: made.length, alreadyOpen: childIds.length - made.length };
  });
}

/** `teacher/progressReport/list`: the reports still to write or to improve, of the courses the teacher teaches. */
export async function listTeacherReports(db: Db, teacher: Member): Promise<ProgressReportRecord[]> {
  asTeacher(teacher);
  const page = await listProgressReports(db, { teacherUserId: teacher.id, statuses: ['requested', 'submitted'], offset: 0, limit: 200 });
  return page.rows;
}

/** `teacher/progressReport/submit/{id}`: the teacher's words, which they may rewrite until the release. */
export async function submitProgressReport(deps: Deps, teacher: Member, reportId: number, body: z.output<typeof submitProgressReportBody>): Promise<ProgressReportRecord> {
  asTeacher(teacher);
  await deps.db.transaction(async (tx) => {
    const report = await lockProgressReport(tx, reportId);
    if (!report || !(await teachesCourse(tx, teacher.id, report.productId))) throw reportNotFound();
    if (report.status === 'released') throw new ApiError(409, 'progressReportAlreadyReleased');
    await updateProgressReport(tx, report.id, {
      status: 'submitted',
      text: body.text,
      facultyMemberId: (await findFacultyEntryOf(tx, teacher.id)) ?? report.facultyMemberId,
      writtenBy: teacher.id,
      submittedAt: deps.now,
    });
  });
  return (await findProgressReport(deps.db, reportId))!;
}

export async function listReportsForStaff(db: Db, filter: Omit<ProgressReportFilter, 'teacherUserId' | 'statuses'>) {
  return listProgressReports(db, filter);
}

/** `admin/progressReport/courses`: the courses with children enrolled, for the picker that asks for reports. */
export async function listCoursesForReports(db: Db, language: Language): Promise<{ productId: number; courseName: string; enrolled: number }[]> {
  const rows = await listCoursesWithChildren(db);
  return rows.map((row) => ({ productId: row.productId, courseName: (language === 'cn' ? row.nameZh : row.nameEn) || row.nameEn || row.nameZh, enrolled: row.enrolled }));
}

export async function readReportForStaff(db: Db, staff: Member, reportId: number): Promise<ProgressReportRecord> {
  if (!mayOpen(staff.role, 'classes')) throw new ApiError(403, 'forbidden');
  const found = await findProgressReport(db, reportId);
  if (!found) throw reportNotFound();
  return found;
}

/** The course's dates, as the record's term: the same words in either language. */
const termOf = (found: ProgressReportRecord) => `${found.courseStart} – ${found.courseEnd}`;

function courseNameIn(found: ProgressReportRecord, language: Language): string {
  return (language === 'cn' ? found.courseNameZh : found.courseNameEn) || found.courseNameEn || found.courseNameZh;
}

/**
 * `admin/progressReport/release/{id}`: a submitted report, perhaps corrected by staff, printed in
 * the family's language and filed as the child's academic record, in one transaction with its
 * audit event and the family's notification. The PDF is stored first and removed again if the
 * transaction fails, so no record points at nothing and no file is left behind.
 */
export async function releaseProgressReport(
  deps: Deps & { storage: FileStorage; timeZone: string },
  staff: Member,
  reportId: number,
  body: z.output<typeof releaseProgressReportBody>,
): Promise<ProgressReportRecord> {
  const found = await findProgressReport(deps.db, reportId);
  if (!found) throw reportNotFound();
  if (found.report.status !== 'submitted') throw new ApiError(409, found.report.status === 'released' ? 'progressReportAlreadyReleased' : 'progressReportNotSubmitted');
  const text = body.text ?? found.report.text;
  const language = found.parentLanguage;
  const pdf = await renderProgressReportPdf(
    {
      academyName: BRAND[language],
      childName: found.childName,
      courseName: courseNameIn(found, language),
      teacherName: (language === 'cn' ? found.teacherNameZh : found.teacherNameEn) || found.teacherNameEn || '',
      term: termOf(found),
      releasedAt: deps.now,
      text,
      timeZone: deps.timeZone,
    },
    language,
  );
  const key = `${randomBytes(16).toString('hex')}.pdf`;
  await deps.storage.save(key, pdf, 'application/pdf');
  try {
    await deps.db.transaction(async (tx) => {
      const report = await lockProgressReport(tx, reportId);
      // Checked again under the lock: a teacher's rewrite or another release may have come first.
      if (!report || report.status !== 'submitted' || report.text !== found.report.text) throw new ApiError(409, 'progressReportChanged');
      const released = await updateProgressReport(tx, report.id, { status: 'released', text, releasedBy: staff.id, releasedAt: deps.now });
      await recordStaffAction(tx, staff, {
        action: 'progressReport.release',
        entityType: 'progressReport',
        entityId: report.id,
        before: { status: report.status, text: report.text },
        after: { status: released.status, text: released.text },
      });
      const file = await insertStoredFile(tx, {
        key,
        ownerId: null,
        purpose: 'record',
        mime: 'application/pdf',
        size: pdf.length,
        originalName: progressReportFileName(report.id),
        createdAt: deps.now,
      });
      await addRecordWithFile(
        tx,
        staff,
        {
          kind: 'report',
          term: termOf(found),
          titleEn: `Progress report: ${found.courseNameEn || found.courseNameZh}`,
          titleZh: `学习报告：${found.courseNameZh || found.courseNameEn}`,
          fileId: file.id,
          progressReportId: report.id,
          child: { id: report.childId, name: found.childName, parentId: found.parentId },
        },
        deps.now,
      );
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
  return (await findProgressReport(deps.db, reportId))!;
}
