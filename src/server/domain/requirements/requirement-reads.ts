import type { z } from 'zod';
import {
  ALL_REQUIREMENTS,
  STAFF_TURN_REQUIREMENT_STATUSES,
  type adminRequirementListQuery,
  type RequirementStatusCode,
  type requirementListQuery,
} from '../../../shared/api/requirements.ts';
import { findAdviser, type AdviserRow } from '../../db/repositories/adviser-repository.ts';
import type { Db } from '../../db/database.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { findProduct, type ProductRow } from '../../db/repositories/product-repository.ts';
import { countRequirementFiles, listRequirementFiles, type RequirementFileRecord } from '../../db/repositories/requirement-file-repository.ts';
import {
  countRequirementsByStatus,
  countRequirementsIn,
  findRequirement,
  findTeacher,
  listRequirementHistory,
  listRequirements,
  type RequirementHistoryRow,
  type RequirementWithParent,
  type TeacherRow,
} from '../../db/repositories/requirement-repository.ts';
import { loadSubjectNames, type SubjectNames } from '../consulting/subjects.ts';
import type { Member } from '../accounts/member.ts';
import { assigneeIdOf } from '../case-work/case-work.ts';
import { requirementNotFound } from './requirement-moves.ts';

export interface RequirementPage {
  total: number;
  rows: RequirementWithParent[];
  subjects: SubjectNames;
  /** Per status, for the family's tabs. */
  counts?: Map<number, number>;
}

export interface RequirementDetailRecord {
  requirement: RequirementWithParent;
  history: RequirementHistoryRow[];
  consultant: AdviserRow | null;
  /** Until a consultant is matched, the family's own adviser, whom staff propose first. */
  familyAdviser: AdviserRow | null;
  teacher: TeacherRow | null;
  product: ProductRow | null;
  fileCount: number;
  subjects: SubjectNames;
}

const statusesOf = (status: number): RequirementStatusCode[] | undefined =>
  status === ALL_REQUIREMENTS ? undefined : [status as RequirementStatusCode];

/** `ddcRequirement/list`: one page of the family's requirements in one status, with every status's count. */
export async function listFamilyRequirements(db: Db, memberId: number, query: z.output<typeof requirementListQuery>): Promise<RequirementPage> {
  const [page, counts, subjects] = await Promise.all([
    listRequirements(db, { memberId, statuses: statusesOf(query.status), offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize }),
    countRequirementsByStatus(db, memberId),
    loadSubjectNames(db),
  ]);
  return { ...page, counts, subjects };
}

/** `admin/requirement/list`: every family's, searchable. */
export async function listAllRequirements(db: Db, query: z.output<typeof adminRequirementListQuery>, staff: Member): Promise<RequirementPage> {
  const [page, subjects] = await Promise.all([
    listRequirements(db, {
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

async function findFamilyAdviser(db: Db, memberId: number): Promise<AdviserRow | undefined> {
  const adviserId = (await findUserById(db, memberId))?.adviserId;
  return adviserId ? findAdviser(db, adviserId) : undefined;
}

/** One requirement with its timeline and people; `memberId` scopes it to the family (another's is 404). */
export async function readRequirementDetail(db: Db, id: number, memberId?: number): Promise<RequirementDetailRecord> {
  const requirement = await findRequirement(db, id, memberId);
  if (!requirement) throw requirementNotFound();
  const [history, consultant, familyAdviser, teacher, product, fileCount, subjects] = await Promise.all([
    listRequirementHistory(db, id),
    requirement.consultantId === null ? undefined : findAdviser(db, requirement.consultantId),
    requirement.consultantId === null ? findFamilyAdviser(db, requirement.memberId) : undefined,
    requirement.teacherApplicationId === null ? undefined : findTeacher(db, requirement.teacherApplicationId),
    requirement.productId === null ? undefined : findProduct(db, requirement.productId),
    countRequirementFiles(db, id),
    loadSubjectNames(db),
  ]);
  return { requirement, history, consultant: consultant ?? null, familyAdviser: familyAdviser ?? null, teacher: teacher ?? null, product: product ?? null, fileCount, subjects };
}

/** Staff see the files beside the detail. */
export const listFilesForStaff = (db: Db, id: number): Promise<RequirementFileRecord[]> => listRequirementFiles(db, id);

/** Requirements waiting for staff (pending to communication done), for the back office's dashboard. */
export const countWaitingRequirements = (db: Db) => countRequirementsIn(db, STAFF_TURN_REQUIREMENT_STATUSES);
