import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CaseKind } from '../../../shared/api/case-work.ts';
import type { Db } from '../database.ts';
import { assessments, feedback, requirements, staffNotes, users } from '../schema.ts';

const STAFF_ROLES = ['admin', 'adviser'] as const;

/** A member of staff's name as lists show it: the nickname, or else the username. */
const displayName = sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})`;

/** The assignee's name of the row in `column`, for the lists' select; null while nobody is assigned. */
export const assigneeNameOf = (column: AnyPgColumn) =>
  sql<string | null>`(select coalesce(nullif(a.nickname, ''), a.username) from users a where a.id = ${column})`;

/** A list's condition for `?assignee`: a member of staff, nobody (`null`), or anyone (`undefined`). */
export const assigneeCondition = (column: AnyPgColumn, assigneeId: number | null | undefined): SQL | undefined =>
  assigneeId === undefined ? undefined : assigneeId === null ? isNull(column) : eq(column, assigneeId);

/** Staff who can be given a case: enabled admins and advisers, by name. */
export function listActiveStaff(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: users.id, name: displayName })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), isNull(users.disabledAt)))
    .orderBy(asc(displayName), asc(users.id));
}

export async function findActiveStaff(db: Db, userId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: displayName })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...STAFF_ROLES]), isNull(users.disabledAt)));
  return row;
}

/** The case's row locked for the assignment, with its assignee; a family is a parent's account. */
export async function lockCaseSubject(db: Db, kind: CaseKind, id: number): Promise<{ assigneeId: number | null } | undefined> {
  const columns = (table: typeof requirements | typeof assessments | typeof feedback) => ({ assigneeId: table.assigneeId });
  switch (kind) {
    case 'family':
      return (await db.select({ assigneeId: users.assigneeId }).from(users).where(and(eq(users.id, id), eq(users.role, 'parent'))).for('update'))[0];
    case 'requirement':
      return (await db.select(columns(requirements)).from(requirements).where(eq(requirements.id, id)).for('update'))[0];
    case 'assessment':
      return (await db.select(columns(assessments)).from(assessments).where(eq(assessments.id, id)).for('update'))[0];
    case 'feedback':
      return (await db.select(columns(feedback)).from(feedback).where(eq(feedback.id, id)).for('update'))[0];
  }
}

/** The case with its assignee's name, or undefined when there is no such case. */
export async function findCaseAssignee(db: Db, kind: CaseKind, id: number): Promise<{ assignee: { id: number; name: string } | null } | undefined> {
  const subject = await findCaseSubject(db, kind, id);
  if (!subject) return undefined;
  if (subject.assigneeId === null) return { assignee: null };
  const [row] = await db.select({ id: users.id, name: displayName }).from(users).where(eq(users.id, subject.assigneeId));
  return { assignee: row ?? null };
}

async function findCaseSubject(db: Db, kind: CaseKind, id: number): Promise<{ assigneeId: number | null } | undefined> {
  switch (kind) {
    case 'family':
      return (await db.select({ assigneeId: users.assigneeId }).from(users).where(and(eq(users.id, id), eq(users.role, 'parent'))))[0];
    case 'requirement':
      return (await db.select({ assigneeId: requirements.assigneeId }).from(requirements).where(eq(requirements.id, id)))[0];
    case 'assessment':
      return (await db.select({ assigneeId: assessments.assigneeId }).from(assessments).where(eq(assessments.id, id)))[0];
    case 'feedback':
      return (await db.select({ assigneeId: feedback.assigneeId }).from(feedback).where(eq(feedback.id, id)))[0];
  }
}

/** Sets the assignee alone: the case's own `updatedAt` (a list's order) does not move for it. */
export async function updateCaseAssignee(db: Db, kind: CaseKind, id: number, assigneeId: number | null): Promise<void> {
  switch (kind) {
    case 'family':
      await db.update(users).set({ assigneeId }).where(eq(users.id, id));
      return;
    case 'requirement':
      await db.update(requirements).set({ assigneeId }).where(eq(requirements.id, id));
      return;
    case 'assessment':
      await db.update(assessments).set({ assigneeId }).where(eq(assessments.id, id));
      return;
    case 'feedback':
      await db.update(feedback).set({ assigneeId }).where(eq(feedback.id, id));
      return;
  }
}

const NOTE_COLUMNS = {
  family: staffNotes.familyId,
  requirement: staffNotes.requirementId,
  assessment: staffNotes.assessmentId,
  feedback: staffNotes.feedbackId,
} as const satisfies Record<CaseKind, AnyPgColumn>;

type NoteSubject = Pick<typeof staffNotes.$inferInsert, 'familyId' | 'requirementId' | 'assessmentId' | 'feedbackId'>;

const noteSubjectOf = (kind: CaseKind, id: number): NoteSubject => {
  switch (kind) {
    case 'family':
      return { familyId: id };
    case 'requirement':
      return { requirementId: id };
    case 'assessment':
      return { assessmentId: id };
    case 'feedback':
      return { feedbackId: id };
  }
};

export async function insertStaffNote(db: Db, note: { kind: CaseKind; subjectId: number; authorId: number; text: string; createdAt: Date }) {
  const [row] = await db
    .insert(staffNotes)
    .values({ ...noteSubjectOf(note.kind, note.subjectId), authorId: note.authorId, text: note.text, createdAt: note.createdAt })
    .returning({ id: staffNotes.id });
  return row;
}

export interface StaffNoteRecord {
  id: number;
  authorName: string | null;
  text: string;
  createdAt: Date;
}

/** A case's notes, newest first, with their authors' names. */
export function listStaffNotes(db: Db, kind: CaseKind, subjectId: number, limit: number): Promise<StaffNoteRecord[]> {
  return db
    .select({ id: staffNotes.id, authorName: sql<string | null>`${displayName}`, text: staffNotes.text, createdAt: staffNotes.createdAt })
    .from(staffNotes)
    .leftJoin(users, eq(users.id, staffNotes.authorId))
    .where(eq(NOTE_COLUMNS[kind], subjectId))
    .orderBy(desc(staffNotes.id))
    .limit(limit);
}

/** The notes kept on the family itself; those on its cases go with the cases. */
export async function deleteFamilyStaffNotes(db: Db, familyId: number): Promise<number> {
  return (await db.delete(staffNotes).where(eq(staffNotes.familyId, familyId)).returning({ id: staffNotes.id })).length;
}
