import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TeacherApplicationAnswers } from '../../../shared/api/accounts.ts';
import type { SortOrder } from '../../../shared/api/admin-lists.ts';
import type { Db } from '../database.ts';
import { containsPattern } from '../like-pattern.ts';
import { teacherApplications, users } from '../schema.ts';

export type TeacherApplicationRow = typeof teacherApplications.$inferSelect;

export async function insertTeacherApplication(
  db: Db,
  userId: number,
  answers: TeacherApplicationAnswers,
  now: Date,
): Promise<TeacherApplicationRow> {
  const [row] = await db
    .insert(teacherApplications)
    .values({ userId, ...answers, status: 'submitted', submittedAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function findTeacherApplicationOf(db: Db, userId: number): Promise<TeacherApplicationRow | undefined> {
  const [row] = await db.select().from(teacherApplications).where(eq(teacherApplications.userId, userId));
  return row;
}

export async function updateTeacherApplicationOf(
  db: Db,
  userId: number,
  answers: TeacherApplicationAnswers,
  now: Date,
): Promise<TeacherApplicationRow | undefined> {
  const [row] = await db
    .update(teacherApplications)
    .set({ ...answers, updatedAt: now })
    .where(eq(teacherApplications.userId, userId))
    .returning();
  return row;
}

// ---- staff's review (issue 7) ------------------------------------------------------------------

export interface ApplicationFilter {
  /** The applicant's name, e-mail or username. */
  q: string;
  status?: TeacherApplicationRow['status'];
  sort: SortOrder<'submitTime' | 'name'>;
  offset: number;
  limit: number;
}

export type ApplicationRecord = TeacherApplicationRow & { username: string; email: string; language: 'en' | 'cn' };

const applicantName = sql<string>`(${teacherApplications.profile}->>'firstName') || ' ' || (${teacherApplications.profile}->>'lastName')`;

const applicationColumns = { ...getTableColumns(teacherApplications), username: users.username, email: users.email, language: users.language };

function applicationWhere(filter: Pick<ApplicationFilter, 'q' | 'status'>): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.status === undefined ? undefined : eq(teacherApplications.status, filter.status),
    pattern ? or(ilike(applicantName, pattern), ilike(users.email, pattern), ilike(users.username, pattern)) : undefined,
  );
}

export async function searchTeacherApplications(db: Db, filter: ApplicationFilter): Promise<{ total: number; rows: ApplicationRecord[] }> {
  const where = applicationWhere(filter);
  const direction = filter.sort.descending ? desc : asc;
  const sortColumn = filter.sort.field === 'name' ? applicantName : teacherApplications.submittedAt;
  const [rows, [totals]] = await Promise.all([
    db
      .select(applicationColumns)
      .from(teacherApplications)
      .innerJoin(users, eq(users.id, teacherApplications.userId))
      .where(where)
      .orderBy(direction(sortColumn), direction(teacherApplications.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(teacherApplications).innerJoin(users, eq(users.id, teacherApplications.userId)).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

export async function findTeacherApplication(db: Db, id: number, lock = false): Promise<ApplicationRecord | undefined> {
  const query = db
    .select(applicationColumns)
    .from(teacherApplications)
    .innerJoin(users, eq(users.id, teacherApplications.userId))
    .where(eq(teacherApplications.id, id));
  const [row] = lock ? await query.for('update', { of: teacherApplications }) : await query;
  return row;
}

export async function countTeacherApplications(db: Db, statuses: readonly TeacherApplicationRow['status'][]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teacherApplications).where(inArray(teacherApplications.status, [...statuses]));
  return Number(row?.total ?? 0);
}

/** Records staff's decision; the caller has locked the row and checked it was undecided. */
export async function decideTeacherApplication(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; reason: string; now: Date },
): Promise<TeacherApplicationRow> {
  const [row] = await db
    .update(teacherApplications)
    .set({ status: decision.status, decidedAt: decision.now, decidedBy: decision.decidedBy, decisionReason: decision.reason, updatedAt: decision.now })
    .where(eq(teacherApplications.id, id))
    .returning();
  return row;
}
