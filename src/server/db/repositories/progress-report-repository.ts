import { and, asc, countDistinct, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { academicRecords, children, entitlements, facultyMembers, orders, products, progressReports, users } from '../schema.ts';
import { coursesTaughtBy, enrolled } from './course-teacher-repository.ts';

export type ProgressReportRow = typeof progressReports.$inferSelect;
export type ProgressReportStatus = ProgressReportRow['status'];

/** A report with whom and what it is about, and the record its release made. */
export interface ProgressReportRecord {
  report: ProgressReportRow;
  childName: string;
  parentId: number;
  parentLanguage: 'en' | 'cn';
  courseNameEn: string;
  courseNameZh: string;
  courseStart: string;
  courseEnd: string;
  teacherNameEn: string | null;
  teacherNameZh: string | null;
  recordId: number | null;
}

const selectReports = (db: Db) =>
  db
    .select({
      report: progressReports,
      childName: children.name,
      parentId: children.parentId,
      parentLanguage: users.language,
      courseNameEn: products.nameEn,
      courseNameZh: products.nameZh,
      courseStart: products.equityDateStart,
      courseEnd: products.equityDateEnd,
      teacherNameEn: facultyMembers.nameEn,
      teacherNameZh: facultyMembers.nameZh,
      recordId: academicRecords.id,
    })
    .from(progressReports)
    .innerJoin(children, eq(children.id, progressReports.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .innerJoin(products, eq(products.id, progressReports.productId))
    .leftJoin(facultyMembers, eq(facultyMembers.id, progressReports.facultyMemberId))
    .leftJoin(academicRecords, eq(academicRecords.progressReportId, progressReports.id));

export async function findProgressReport(db: Db, id: number): Promise<ProgressReportRecord | undefined> {
  const [row] = await selectReports(db).where(eq(progressReports.id, id));
  return row;
}

export async function lockProgressReport(db: Db, id: number): Promise<ProgressReportRow | undefined> {
  const [row] = await db.select().from(progressReports).where(eq(progressReports.id, id)).for('update');
  return row;
}

export async function updateProgressReport(
  db: Db,
  id: number,
  changes: Partial<Pick<ProgressReportRow, 'status' | 'text' | 'facultyMemberId' | 'writtenBy' | 'submittedAt' | 'releasedBy' | 'releasedAt'>>,
): Promise<ProgressReportRow> {
  const [row] = await db.update(progressReports).set(changes).where(eq(progressReports.id, id)).returning();
  return row;
}

/** The children enrolled in a course now: a standing entitlement bought for each. */
export async function findEnrolledChildIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: children.id })
    .from(children)
    .where(enrolled(sql`${children.id}`, productId))
    .orderBy(asc(children.id));
  return rows.map((row) => row.id);
}

/**
 * Asks for a report on each child given, but for those with one still open: the partial unique
 * index keeps one unreleased report per child and course, so two requests at once make one.
 */
export async function insertRequestedReports(db: Db, rows: { productId: number; childIds: readonly number[]; requestedBy: number; now: Date }): Promise<ProgressReportRow[]> {
  if (rows.childIds.length === 0) return [];
  return db
    .insert(progressReports)
    .values(rows.childIds.map((childId) => ({ productId: rows.productId, childId, requestedBy: rows.requestedBy, requestedAt: rows.now })))
    .onConflictDoNothing()
    .returning();
}

export interface ProgressReportFilter {
  status?: ProgressReportStatus;
  /** Only these states, for a teacher's list. */
  statuses?: readonly ProgressReportStatus[];
  productId?: number;
  /** Only the courses this teacher's account teaches. */
  teacherUserId?: number;
  offset: number;
  limit: number;
}

/** Reports, the most recently asked for first, with the total for the pager. */
export async function listProgressReports(db: Db, filter: ProgressReportFilter): Promise<{ total: number; rows: ProgressReportRecord[] }> {
  const where = and(
    filter.status === undefined ? undefined : eq(progressReports.status, filter.status),
    filter.statuses === undefined ? undefined : inArray(progressReports.status, [...filter.statuses]),
    filter.productId === undefined ? undefined : eq(progressReports.productId, filter.productId),
    filter.teacherUserId === undefined ? undefined : sql`${progressReports.productId} in ${coursesTaughtBy(filter.teacherUserId)}`,
  );
  const [rows, total] = await Promise.all([
    selectReports(db).where(where).orderBy(desc(progressReports.requestedAt), asc(children.name), desc(progressReports.id)).offset(filter.offset).limit(filter.limit),
    db.$count(progressReports, where),
  ]);
  return { total, rows };
}

/** The faculty entry linked to a teacher's account, which signs what they write. */
export async function findFacultyEntryOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: facultyMembers.id }).from(facultyMembers).where(eq(facultyMembers.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** The courses with children enrolled now, whose reports staff may ask for, by name. */
export async function listCoursesWithChildren(db: Db): Promise<{ productId: number; nameEn: string; nameZh: string; enrolled: number }[]> {
  return db
    .select({ productId: products.id, nameEn: products.nameEn, nameZh: products.nameZh, enrolled: countDistinct(orders.childId) })
    .from(entitlements)
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .innerJoin(products, eq(products.id, entitlements.productId))
    .where(and(isNull(entitlements.revokedAt), isNotNull(orders.childId)))
    .groupBy(products.id, products.nameEn, products.nameZh)
    .orderBy(asc(products.nameEn), asc(products.id))
    .limit(500);
}
