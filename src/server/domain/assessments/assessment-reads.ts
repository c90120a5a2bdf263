import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  ALL_ASSESSMENTS,
  AssessmentStatus,
  OPEN_ASSESSMENT_STATUSES,
  type adminAssessmentListQuery,
  type AssessmentStatusCode,
  type assessmentListQuery,
} from '../../../shared/api/assessments.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import {
  countAssessmentsIn,
  findAssessment,
  listAssessmentHistory,
  listAssessments,
  type AssessmentHistoryRow,
  type AssessmentWithParent,
} from '../../db/repositories/assessment-repository.ts';
import { findStoredFileById, type StoredFileRow } from '../../db/repositories/file-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { loadSubjectNames, type SubjectNames } from '../consulting/subjects.ts';
import type { Member } from '../accounts/member.ts';
import { assigneeIdOf } from '../case-work/case-work.ts';
import { assessmentNotFound } from './assessment-moves.ts';

export interface AssessmentPage {
  total: number;
  rows: AssessmentWithParent[];
  subjects: SubjectNames;
}

export interface AssessmentDetailRecord {
  assessment: AssessmentWithParent;
  history: AssessmentHistoryRow[];
  report: StoredFileRow | null;
  subjects: SubjectNames;
}

const statusesOf = (status: number): AssessmentStatusCode[] | undefined =>
  status === ALL_ASSESSMENTS ? undefined : [status as AssessmentStatusCode];

/** `ddcAssessment/list`: the family's assessments, newest first. */
export async function listFamilyAssessments(db: Db, memberId: number, query: z.output<typeof assessmentListQuery>): Promise<AssessmentPage> {
  const [page, subjects] = await Promise.all([
    listAssessments(db, {
      memberId,
      statuses: statusesOf(query.status),
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    }),
    loadSubjectNames(db),
  ]);
  return { ...page, subjects };
}

/** `admin/assessment/list`: every family's, searchable. */
export async function listAllAssessments(db: Db, query: z.output<typeof adminAssessmentListQuery>, staff: Member): Promise<AssessmentPage> {
  const [page, subjects] = await Promise.all([
    listAssessments(db, {
      statuses: statusesOf(query.status),
      search: query.q || undefined,
      sort: query.sort,
      assigneeId: assigneeIdOf(query.assignee, staff),
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    }),
    loadSubjectNames(db),
  ]);
  return { ...page, subjects };
}

/** One assessment with its timeline; `memberId` scopes it to the family (another's is 404). */
export async function readAssessmentDetail(db: Db, id: number, memberId?: number): Promise<AssessmentDetailRecord> {
  const assessment = await findAssessment(db, id, memberId);
  if (!assessment) throw assessmentNotFound();
  const [history, report, subjects] = await Promise.all([
    listAssessmentHistory(db, id),
    assessment.reportFileId === null ? null : findStoredFileById(db, assessment.reportFileId),
    loadSubjectNames(db),
  ]);
  return { assessment, history, report: report ?? null, subjects };
}

/** `ddcAssessment/report/{id}`: the sent report's bytes, for its family only. */
export async function openAssessmentReport(
  deps: { db: Db; storage: FileStorage },
  memberId: number,
  id: number,
): Promise<{ file: StoredFileRow; bytes: Readable }> {
  const assessment = await findAssessment(deps.db, id, memberId);
  if (!assessment) throw assessmentNotFound();
  const file = assessment.status === AssessmentStatus.ReportSent && assessment.reportFileId !== null
    ? await findStoredFileById(deps.db, assessment.reportFileId)
    : undefined;
  const bytes = file ? await deps.storage.open(file.key) : null;
  if (!file || !bytes) throw new ApiError(404, 'reportNotAvailable');
  return { file, bytes };
}

/** Assessments waiting for staff (registered to report to send), for the back office's dashboard. */
export const countWaitingAssessments = (db: Db) => countAssessmentsIn(db, OPEN_ASSESSMENT_STATUSES);
