import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { bookings, facultyMembers, productTeachers, products, schedules } from '../schema.ts';

/**
 * A course's own classes (D20) as booking, the plan and attendance see them: the schedule row
 * with its course and teacher, and seats taken by one conditional update (D23).
 */
export type ClassRow = typeof schedules.$inferSelect;

export interface ClassRecord {
  id: number;
  productId: number | null;
  nameEn: string;
  nameZh: string;
  courseNameEn: string | null;
  courseNameZh: string | null;
  classDate: Date;
  durationMinutes: number;
  capacity: number;
  seatsTaken: number;
  joinUrl: string;
  cancelledAt: Date | null;
  teacherId: number | null;
  teacherNameEn: string | null;
  teacherNameZh: string | null;
  teacherPhoto: string | null;
}

export const classColumns = {
  id: schedules.id,
  productId: schedules.productId,
  nameEn: schedules.nameEn,
  nameZh: schedules.nameZh,
  courseNameEn: products.nameEn,
  courseNameZh: products.nameZh,
  classDate: schedules.classDate,
  durationMinutes: schedules.durationMinutes,
  capacity: schedules.capacity,
  seatsTaken: schedules.seatsTaken,
  joinUrl: schedules.joinUrl,
  cancelledAt: schedules.cancelledAt,
  teacherId: schedules.teacherId,
  teacherNameEn: facultyMembers.nameEn,
  teacherNameZh: facultyMembers.nameZh,
  teacherPhoto: facultyMembers.photo,
};

function selectClasses(db: Db) {
  return db
    .select(classColumns)
    .from(schedules)
    .leftJoin(products, eq(products.id, schedules.productId))
    .leftJoin(facultyMembers, eq(facultyMembers.id, schedules.teacherId));
}

/** A product's classes from `from` (inclusive) to `until` (exclusive), earliest first. */
export function listClassesOfProduct(db: Db, productId: number, window: { from: Date; until: Date }): Promise<ClassRecord[]> {
  return selectClasses(db)
    .where(and(eq(schedules.productId, productId), gte(schedules.classDate, window.from), lt(schedules.classDate, window.until)))
    .orderBy(asc(schedules.classDate), asc(schedules.id));
}

export async function findClass(db: Db, id: number): Promise<ClassRecord | undefined> {
  const [row] = await selectClasses(db).where(eq(schedules.id, id));
  return row;
}

/**
 * Takes one seat of a class with one conditional update, so that the last seat goes to one
 * booking only, on one instance or many (D8, D23). False when the class is full or cancelled.
 */
export async function takeClassSeat(db: Db, scheduleId: number): Promise<boolean> {
  const rows = await db
    .update(schedules)
    .set({ seatsTaken: sql`${schedules.seatsTaken} + 1` })
    .where(and(eq(schedules.id, scheduleId), lt(schedules.seatsTaken, schedules.capacity), isNull(schedules.cancelledAt)))
    .returning({ id: schedules.id });
  return rows.length === 1;
}

export async function releaseClassSeat(db: Db, scheduleId: number): Promise<void> {
  await db
    .update(schedules)
    .set({ seatsTaken: sql`${schedules.seatsTaken} - 1` })
    .where(and(eq(schedules.id, scheduleId), gte(schedules.seatsTaken, 1)));
}

/**
 * The classes a faculty entry teaches (ADR 033): those it is the own teacher of, and those of the
 * courses it teaches that have no teacher of their own.
 */
export const taughtBy = (facultyId: number): SQL =>
  or(
    eq(schedules.teacherId, facultyId),
    and(
      sql`${schedules.teacherId} is null`,
      sql`exists (select 1 from ${productTeachers} where ${productTeachers.productId} = ${schedules.productId} and ${productTeachers.facultyMemberId} = ${facultyId})`,
    ),
  )!;

export interface ListedTeacher {
  nameEn: string;
  nameZh: string;
}

/** The teachers each course's page lists, in its order: they teach its classes with no teacher of their own (ADR 033). */
export async function findListedTeachers(db: Db, productIds: readonly number[]): Promise<Map<number, ListedTeacher[]>> {
  const ids = [...new Set(productIds)];
  const byCourse = new Map<number, ListedTeacher[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCourse;
  const rows = await db
    .select({ productId: productTeachers.productId, nameEn: facultyMembers.nameEn, nameZh: facultyMembers.nameZh })
    .from(productTeachers)
    .innerJoin(facultyMembers, eq(facultyMembers.id, productTeachers.facultyMemberId))
    .where(inArray(productTeachers.productId, ids))
    .orderBy(asc(productTeachers.position), asc(facultyMembers.id));
  for (const { productId, ...teacher } of rows) byCourse.get(productId)!.push(teacher);
  return byCourse;
}

export interface StaffClassFilter {
  /** Classes that begin before this instant (today's end, for "today and past"), when given. */
  before?: Date;
  /** Classes that begin at or after this instant, when given. */
  notBefore?: Date;
  /** The soonest first (upcoming classes and the calendar) rather than the newest first. */
  soonestFirst?: boolean;
  productId?: number;
  /** Classes this faculty entry teaches (ADR 033). */
  teacherId?: number;
  /** Only classes still without a classroom link. */
  noRoomLink?: boolean;
  offset: number;
  limit: number;
}

export interface StaffClassRecord extends ClassRecord {
  unmarked: number;
}

/** Classes in a window of start times, with how many bookings wait for a mark. */
export async function listStaffClasses(db: Db, filter: StaffClassFilter): Promise<{ total: number; rows: StaffClassRecord[] }> {
  const where: SQL | undefined = and(
    filter.before ? lt(schedules.classDate, filter.before) : undefined,
    filter.notBefore ? gte(schedules.classDate, filter.notBefore) : undefined,
    filter.productId ? eq(schedules.productId, filter.productId) : undefined,
    filter.teacherId ? taughtBy(filter.teacherId) : undefined,
    filter.noRoomLink ? eq(schedules.joinUrl, '') : undefined,
    sql`${schedules.productId} is not null`,
  );
  const unmarked = db
    .select({ scheduleId: bookings.scheduleId, unmarked: count().as('unmarked') })
    .from(bookings)
    .where(eq(bookings.status, 'booked'))
    .groupBy(bookings.scheduleId)
    .as('unmarked_bookings');
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...classColumns, unmarked: sql<number>`coalesce(${unmarked.unmarked}, 0)`.mapWith(Number) })
      .from(schedules)
      .leftJoin(products, eq(products.id, schedules.productId))
      .leftJoin(facultyMembers, eq(facultyMembers.id, schedules.teacherId))
      .leftJoin(unmarked, eq(unmarked.scheduleId, schedules.id))
      .where(where)
      .orderBy(...(filter.soonestFirst ? [asc(schedules.classDate), asc(schedules.id)] : [desc(schedules.classDate), desc(schedules.id)]))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(schedules).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

/** The courses that have classes, by name, for the staff's class filters. */
export function listCoursesWithClasses(db: Db): Promise<{ id: number; nameEn: string; nameZh: string }[]> {
  return db
    .select({ id: products.id, nameEn: products.nameEn, nameZh: products.nameZh })
    .from(products)
    .where(sql`exists (select 1 from ${schedules} where ${schedules.productId} = ${products.id})`)
    .orderBy(asc(products.nameEn), asc(products.id));
}
