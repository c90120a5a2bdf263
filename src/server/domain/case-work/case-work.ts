import { ASSIGNED_TO_ME, UNASSIGNED, type AssigneeFilter } from '../../../shared/api/admin-lists.ts';
import type { CaseKind } from '../../../shared/api/case-work.ts';
import type { Db } from '../../db/database.ts';
import {
  findActiveStaff,
  findCaseAssignee,
  insertStaffNote,
  listActiveStaff,
  listStaffNotes,
  lockCaseSubject,
  updateCaseAssignee,
} from '../../db/repositories/case-work-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';

/** How many notes a case page shows, newest first. */
const CASE_PAGE_NOTES = 100;

const NOT_FOUND = {
  family: 'familyNotFound',
  requirement: 'requirementNotFound',
  assessment: 'assessmentNotFound',
  feedback: 'feedbackNotFound',
} as const satisfies Record<CaseKind, string>;

const caseNotFound = (kind: CaseKind) => new ApiError(404, NOT_FOUND[kind]);

/** The `?assignee` of a list as its repository takes it: a staff id, null for nobody, undefined for anyone. */
export function assigneeIdOf(filter: AssigneeFilter, staff: Member): number | null | undefined {
  if (filter === ASSIGNED_TO_ME) return staff.id;
  if (filter === UNASSIGNED) return null;
  return filter;
}

/** Whom a case can be given to (D24): enabled admins and advisers. */
export const listAssignableStaff = (db: Db) => listActiveStaff(db);

/** `admin/<kind>/caseWork/{id}`: the case's assignee and its notes. */
export async function readCaseWork(db: Db, kind: CaseKind, id: number) {
  const found = await findCaseAssignee(db, kind, id);
  if (!found) throw caseNotFound(kind);
  return { assignee: found.assignee, notes: await listStaffNotes(db, kind, id, CASE_PAGE_NOTES) };
}

export type CaseWorkRecord = Awaited<ReturnType<typeof readCaseWork>>;

/**
 * `admin/<kind>/assign/{id}`: the member of staff who looks after the case, or nobody. Only an
 * enabled admin or adviser can be given one (409 otherwise). Audited with the assignee before and
 * after, in the transaction of the change; the same assignee again changes nothing.
 */
export async function assignCase(db: Db, staff: Member, kind: CaseKind, id: number, assigneeId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const subject = await lockCaseSubject(tx, kind, id);
    if (!subject) throw caseNotFound(kind);
    if (assigneeId !== null && !(await findActiveStaff(tx, assigneeId))) throw new ApiError(409, 'assigneeNotActiveStaff');
    if (subject.assigneeId === assigneeId) return;
    await updateCaseAssignee(tx, kind, id, assigneeId);
    await recordStaffAction(tx, staff, {
      action: `${kind}.assign`,
      entityType: kind,
      entityId: id,
      before: { assigneeId: subject.assigneeId },
      after: { assigneeId },
    });
  });
}

/**
 * `admin/<kind>/addNote/{id}`: an internal note on the case, which no family API reads. The audit
 * row names the note but does not copy its text: the family's erasure deletes the notes, and the
 * log, which is kept, must not hold them on.
 */
export async function addStaffNote(db: Db, staff: Member, kind: CaseKind, id: number, text: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockCaseSubject(tx, kind, id))) throw caseNotFound(kind);
    const note = await insertStaffNote(tx, { kind, subjectId: id, authorId: staff.id, text, createdAt: now });
    await recordStaffAction(tx, staff, { action: `${kind}.addNote`, entityType: kind, entityId: id, after: { noteId: note.id } });
  });
}
