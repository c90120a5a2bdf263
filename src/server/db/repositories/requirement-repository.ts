import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RequirementQuestionnaire, RequirementStatusCode } from '../../../shared/api/requirements.ts';
import type { Db } from '../database.ts';
import { advisers, products, requirementHistory, requirements, teacherApplications, users } from '../schema.ts';
import { assigneeCondition, assigneeNameOf } from './case-work-repository.ts';
import { containsPattern } from './search-pattern.ts';

export type RequirementRow = Omit<typeof requirements.$inferSelect, 'questionnaire'> & { questionnaire: RequirementQuestionnaire };
export type NewRequirementRow = Omit<typeof requirements.$inferInsert, 'questionnaire'> & { questionnaire: RequirementQuestionnaire };
export type RequirementChanges = Partial<Omit<NewRequirementRow, 'id' | 'memberId' | 'createdAt' | 'questionnaire'>>;
export type RequirementHistoryRow = typeof requirementHistory.$inferSelect & { actorName: string };
/** A requirement with its parent's account names and its consultant's, for staff. */
export type RequirementWithParent = RequirementRow & {
  parentName: string;
  parentEmail: string;
  consultantNameEn: string | null;
  consultantNameZh: string | null;
  assigneeName: string | null;
};

export async function insertRequirement(db: Db, row: NewRequirementRow): Promise<RequirementRow> {
  const [inserted] = await db.insert(requirements).values(row).returning();
  return inserted as RequirementRow;
}

export async function countRequirementsOfChild(db: Db, childId: number, statuses: readonly RequirementStatusCode[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(requirements)
    .where(and(eq(requirements.childId, childId), inArray(requirements.status, [...statuses])));
  return Number(row.total);
}

export async function insertRequirementHistory(db: Db, row: typeof requirementHistory.$inferInsert): Promise<void> {
  await db.insert(requirementHistory).values(row);
}

/** The requirement locked for the rest of the transaction; `memberId` scopes it to its family. */
export async function lockRequirement(db: Db, id: number, memberId?: number): Promise<RequirementRow | undefined> {
  const [row] = await db
    .select()
    .from(requirements)
    .where(and(eq(requirements.id, id), memberId === undefined ? undefined : eq(requirements.memberId, memberId)))
    .for('update');
  return row as RequirementRow | undefined;
}

/** The requirement a formed product belongs to, locked; none for an ordinary product. */
export async function lockRequirementOfProduct(db: Db, productId: number): Promise<RequirementRow | undefined> {
  const [row] = await db.select().from(requirements).where(eq(requirements.productId, productId)).for('update');
  return row as RequirementRow | undefined;
}

export async function updateRequirement(db: Db, id: number, changes: RequirementChanges): Promise<RequirementRow> {
  const [row] = await db.update(requirements).set(changes).where(eq(requirements.id, id)).returning();
  return row as RequirementRow;
}

const withParent = {
  ...getTableColumns(requirements),
  parentName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
  parentEmail: users.email,
  consultantNameEn: advisers.nameEn,
  consultantNameZh: advisers.nameZh,
  assigneeName: assigneeNameOf(requirements.assigneeId),
};

export async function findRequirement(db: Db, id: number, memberId?: number): Promise<RequirementWithParent | undefined> {
  const [row] = await db
    .select(withParent)
    .from(requirements)
    .innerJoin(users, eq(users.id, requirements.memberId))
    .leftJoin(advisers, eq(advisers.id, requirements.consultantId))
    .where(and(eq(requirements.id, id), memberId === undefined ? undefined : eq(requirements.memberId, memberId)));
  return row as RequirementWithParent | undefined;
}

export interface RequirementListFilter {
  /** Absent: every family's (staff). */
  memberId?: number;
  statuses?: readonly RequirementStatusCode[];
  /** The child's name, the parent's username, nickname or e-mail. */
  search?: string;
  /** A member of staff, or null for requirements nobody looks after; absent for anyone's. */
  assigneeId?: number | null;
  sort?: 'newest' | 'oldest' | 'updated';
  offset: number;
  limit: number;
}

export async function listRequirements(db: Db, filter: RequirementListFilter): Promise<{ total: number; rows: RequirementWithParent[] }> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    filter.memberId === undefined ? undefined : eq(requirements.memberId, filter.memberId),
    filter.statuses === undefined ? undefined : inArray(requirements.status, [...filter.statuses]),
    assigneeCondition(requirements.assigneeId, filter.assigneeId),
    pattern
      ? or(ilike(requirements.childName, pattern), ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.email, pattern))
      : undefined,
  );
  const order: SQL[] =
    filter.sort === 'oldest'
      ? [asc(requirements.createdAt), asc(requirements.id)]
      : filter.sort === 'updated'
        ? [desc(requirements.updatedAt), desc(requirements.id)]
        : [desc(requirements.createdAt), desc(requirements.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select(withParent)
      .from(requirements)
      .innerJoin(users, eq(users.id, requirements.memberId))
      .leftJoin(advisers, eq(advisers.id, requirements.consultantId))
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(requirements).innerJoin(users, eq(users.id, requirements.memberId)).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows: rows as RequirementWithParent[] };
}

/** How many of a family's requirements are in each status; statuses without any are absent. */
export async function countRequirementsByStatus(db: Db, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: requirements.status, total: count() })
    .from(requirements)
    .where(eq(requirements.memberId, memberId))
    .groupBy(requirements.status);
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}

/** How many requirements are in the given statuses (the back office's waiting work). */
export async function countRequirementsIn(db: Db, statuses: readonly RequirementStatusCode[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(requirements).where(inArray(requirements.status, [...statuses]));
  return Number(row.total);
}

/** The timeline, oldest first, with each staff member's display name. */
export function listRequirementHistory(db: Db, requirementId: number): Promise<RequirementHistoryRow[]> {
  return db
    .select({
      ...getTableColumns(requirementHistory),
      actorName: sql<string>`case when ${requirementHistory.actor} = 'staff' then coalesce(nullif(${users.nickname}, ''), ${users.username}, '') else '' end`,
    })
    .from(requirementHistory)
    .leftJoin(users, eq(users.id, requirementHistory.actorId))
    .where(eq(requirementHistory.requirementId, requirementId))
    .orderBy(asc(requirementHistory.id));
}

// ---- the formed programme (status 7) ---------------------------------------------------------------

/** A private Inspire product for one family (`private_member_id`), which public lists never show. */
export async function insertFormedProgramme(db: Db, row: typeof products.$inferInsert): Promise<typeof products.$inferSelect> {
  const [inserted] = await db.insert(products).values(row).returning();
  return inserted;
}

/** A closed requirement's programme can no longer be bought. */
export async function withdrawFormedProgramme(db: Db, productId: number, now: Date): Promise<void> {
  await db.update(products).set({ published: false, updatedAt: now }).where(eq(products.id, productId));
}

// ---- the people of a requirement --------------------------------------------------------------------

export type ConsultantRow = typeof advisers.$inferSelect;

/** Every adviser card, for staff to pick a consultant from. */
export function listConsultants(db: Db): Promise<ConsultantRow[]> {
  return db.select().from(advisers).orderBy(asc(advisers.nameEn), asc(advisers.id));
}

export type TeacherRow = typeof teacherApplications.$inferSelect & { icon: string };

const teacherColumns = { ...getTableColumns(teacherApplications), icon: users.icon };

/** A foreign teacher from the approved applications; `approvedOnly` for a new match. */
export async function findTeacher(db: Db, applicationId: number, approvedOnly = false): Promise<TeacherRow | undefined> {
  const [row] = await db
    .select(teacherColumns)
    .from(teacherApplications)
    .innerJoin(users, eq(users.id, teacherApplications.userId))
    .where(and(eq(teacherApplications.id, applicationId), approvedOnly ? eq(teacherApplications.status, 'approved') : undefined));
  return row;
}

export function listApprovedTeachers(db: Db): Promise<TeacherRow[]> {
  return db
    .select(teacherColumns)
    .from(teacherApplications)
    .innerJoin(users, eq(users.id, teacherApplications.userId))
    .where(eq(teacherApplications.status, 'approved'))
    .orderBy(asc(teacherApplications.id));
}
