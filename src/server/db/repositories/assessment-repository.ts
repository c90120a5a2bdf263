import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssessmentStatusCode } from '../../../shared/api/assessments.ts';
import type { Db } from '../database.ts';
import { assessmentHistory, assessments, users } from '../schema.ts';
import { assigneeCondition, assigneeNameOf } from './case-work-repository.ts';
import { containsPattern } from './search-pattern.ts';

export type AssessmentRow = typeof assessments.$inferSelect;
export type NewAssessmentRow = typeof assessments.$inferInsert;
export type AssessmentChanges = Partial<Omit<NewAssessmentRow, 'id' | 'memberId' | 'createdAt'>>;
export type AssessmentHistoryRow = typeof assessmentHistory.$inferSelect & { actorName: string };
/** An assessment with its parent's account names, for staff. */
export type AssessmentWithParent = AssessmentRow & { parentName: string; parentEmail: string; assigneeName: string | null };

export async function insertAssessment(db: Db, row: NewAssessmentRow): Promise<AssessmentRow> {
  const [inserted] = await db.insert(assessments).values(row).returning();
  return inserted;
}

export async function insertAssessmentHistory(db: Db, row: typeof assessmentHistory.$inferInsert): Promise<void> {
  await db.insert(assessmentHistory).values(row);
}

/**
 * The assessment locked for the rest of the transaction, so that two steps racing on it take
 * turns and the second sees the first's status; `memberId` scopes it to its family.
 */
export async function lockAssessment(db: Db, id: number, memberId?: number): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), memberId === undefined ? undefined : eq(assessments.memberId, memberId)))
    .for('update');
  return row;
}

export async function updateAssessment(db: Db, id: number, changes: AssessmentChanges): Promise<AssessmentRow> {
  const [row] = await db.update(assessments).set(changes).where(eq(assessments.id, id)).returning();
  return row;
}

/** Whether the child has an assessment that is still on its way (registered to report to send). */
export async function hasOpenAssessment(db: Db, childId: number, openStatuses: readonly number[]): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(assessments)
    .where(and(eq(assessments.childId, childId), inArray(assessments.status, [...openStatuses])));
  return Number(row.total) > 0;
}

const withParent = {
  ...getTableColumns(assessments),
  parentName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
  parentEmail: users.email,
  assigneeName: assigneeNameOf(assessments.assigneeId),
};

export async function findAssessment(db: Db, id: number, memberId?: number): Promise<AssessmentWithParent | undefined> {
  const [row] = await db
    .select(withParent)
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.memberId))
    .where(and(eq(assessments.id, id), memberId === undefined ? undefined : eq(assessments.memberId, memberId)));
  return row;
}

export interface AssessmentListFilter {
  /** Absent: every family's (staff). */
  memberId?: number;
  statuses?: readonly AssessmentStatusCode[];
  /** The child's name, the parent's username, nickname or e-mail. */
  search?: string;
  /** A member of staff, or null for assessments nobody looks after; absent for anyone's. */
  assigneeId?: number | null;
  sort?: 'newest' | 'oldest' | 'scheduled';
  offset: number;
  limit: number;
}

/** One page of assessments with the total for the pager. */
export async function listAssessments(db: Db, filter: AssessmentListFilter): Promise<{ total: number; rows: AssessmentWithParent[] }> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    filter.memberId === undefined ? undefined : eq(assessments.memberId, filter.memberId),
    filter.statuses === undefined ? undefined : inArray(assessments.status, [...filter.statuses]),
    assigneeCondition(assessments.assigneeId, filter.assigneeId),
    pattern
      ? or(ilike(assessments.childName, pattern), ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.email, pattern))
      : undefined,
  );
  const order: SQL[] =
    filter.sort === 'oldest'
      ? [asc(assessments.createdAt), asc(assessments.id)]
      : filter.sort === 'scheduled'
        ? [sql`${assessments.scheduledAt} asc nulls last`, desc(assessments.id)]
        : [desc(assessments.createdAt), desc(assessments.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select(withParent)
      .from(assessments)
      .innerJoin(users, eq(users.id, assessments.memberId))
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(assessments).innerJoin(users, eq(users.id, assessments.memberId)).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

/** How many assessments are in the given statuses (the back office's waiting work). */
export async function countAssessmentsIn(db: Db, statuses: readonly AssessmentStatusCode[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(assessments).where(inArray(assessments.status, [...statuses]));
  return Number(row.total);
}

/** The timeline, oldest first, with each staff member's display name. */
export function listAssessmentHistory(db: Db, assessmentId: number): Promise<AssessmentHistoryRow[]> {
  return db
    .select({
      ...getTableColumns(assessmentHistory),
      actorName: sql<string>`case when ${assessmentHistory.actor} = 'staff' then coalesce(nullif(${users.nickname}, ''), ${users.username}, '') else '' end`,
    })
    .from(assessmentHistory)
    .leftJoin(users, eq(users.id, assessmentHistory.actorId))
    .where(eq(assessmentHistory.assessmentId, assessmentId))
    .orderBy(asc(assessmentHistory.id));
}

