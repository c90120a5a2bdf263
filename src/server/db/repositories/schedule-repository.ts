import { and, arrayOverlaps, asc, count, eq, gte, inArray, isNull, lt, max, min, or, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { facultyMembers, products, schedules } from '../schema.ts';
import { classSizeColumns, type ClassSizeRecord } from './product-repository.ts';

export type ScheduleRow = typeof schedules.$inferSelect;

/** A class of the public timetable with the names of its course and teacher, when it has them. */
export type TimetableClassRow = ScheduleRow & {
  course: ({ id: number; nameEn: string; nameZh: string } & ClassSizeRecord) | null;
  teacher: { id: number; nameEn: string; nameZh: string } | null;
};

export interface ScheduleWindow {
  timetableId: number;
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  until: Date;
  /** Empty or absent: every course system. */
  courseSystemIds?: readonly number[];
  /** Sessions for ANY of these grades; empty or absent: every grade. */
  grades?: readonly string[];
}

/**
 * The classes a visitor sees in a timetable's window: timetable events and the classes of public
 * courses (D20), not cancelled ones, nor those of a family's private programme.
 */
export async function listSchedulesInWindow(db: Db, window: ScheduleWindow): Promise<TimetableClassRow[]> {
  const { timetableId, from, until, courseSystemIds = [], grades = [] } = window;
  const rows = await db
    .select({
      schedule: schedules,
      courseId: products.id,
      courseNameEn: products.nameEn,
      courseNameZh: products.nameZh,
      classSize: classSizeColumns,
      teacherId: facultyMembers.id,
      teacherNameEn: facultyMembers.nameEn,
      teacherNameZh: facultyMembers.nameZh,
    })
    .from(schedules)
    .leftJoin(products, eq(products.id, schedules.productId))
    .leftJoin(facultyMembers, and(eq(facultyMembers.id, schedules.teacherId), eq(facultyMembers.published, true)))
    .where(
      and(
        eq(schedules.timetableId, timetableId),
        gte(schedules.classDate, from),
        lt(schedules.classDate, until),
        isNull(schedules.cancelledAt),
        or(isNull(schedules.productId), and(eq(products.published, true), isNull(products.privateMemberId))),
        courseSystemIds.length > 0 ? inArray(schedules.courseSystemId, [...courseSystemIds]) : undefined,
        grades.length > 0 ? arrayOverlaps(schedules.grades, [...grades]) : undefined,
      ),
    )
    .orderBy(asc(schedules.classDate), asc(schedules.id));
  return rows.map((row) => ({
    ...row.schedule,
    course: row.courseId == null ? null : { id: row.courseId, nameEn: row.courseNameEn ?? '', nameZh: row.courseNameZh ?? '', ...(row.classSize as ClassSizeRecord) },
    teacher: row.teacherId == null ? null : { id: row.teacherId, nameEn: row.teacherNameEn ?? '', nameZh: row.teacherNameZh ?? '' },
  }));
}

export interface UpcomingClass {
  classDate: Date;
  teacherNameEn: string | null;
  teacherNameZh: string | null;
}

export interface ProductClassSummary {
  classCount: number;
  firstClassDate: Date | null;
  lastClassDate: Date | null;
  upcoming: UpcomingClass[];
}

/** A course's own classes that take place (D20): how many, when, and the next few with their teacher. */
export async function summariseProductClasses(
  db: Db,
  { productId, now, upcomingLimit }: { productId: number; now: Date; upcomingLimit: number },
): Promise<ProductClassSummary> {
  const belongs = and(eq(schedules.productId, productId), isNull(schedules.cancelledAt));
  const [[totals], upcoming] = await Promise.all([
    db
      .select({ classCount: count(), first: min(schedules.classDate), last: max(schedules.classDate) })
      .from(schedules)
      .where(belongs),
    db
      .select({ classDate: schedules.classDate, teacherNameEn: facultyMembers.nameEn, teacherNameZh: facultyMembers.nameZh })
      .from(schedules)
      .leftJoin(facultyMembers, and(eq(facultyMembers.id, schedules.teacherId), eq(facultyMembers.published, true)))
      .where(and(belongs, gte(schedules.classDate, now)))
      .orderBy(asc(schedules.classDate), asc(schedules.id))
      .limit(upcomingLimit),
  ]);
  return {
    classCount: Number(totals?.classCount ?? 0),
    firstClassDate: asDate(totals?.first),
    lastClassDate: asDate(totals?.last),
    upcoming,
  };
}

/**
 * How many classes a course lists (cancelled ones too), how many take place, and how many of
 * those begin after `after`: what late enrolment (D27) and a fixed class list (D28) count.
 */
export async function countClassesOfProduct(db: Db, productId: number, after: Date): Promise<{ listed: number; held: number; ahead: number }> {
  const [row] = await db
    .select({
      listed: count(),
      held: sql<number>`count(*) filter (where ${schedules.cancelledAt} is null)`,
      ahead: sql<number>`count(*) filter (where ${schedules.cancelledAt} is null and ${schedules.classDate} > ${after.toISOString()}::timestamptz)`,
    })
    .from(schedules)
    .where(eq(schedules.productId, productId));
  return { listed: Number(row?.listed ?? 0), held: Number(row?.held ?? 0), ahead: Number(row?.ahead ?? 0) };
}

/** When a course's first class that takes place begins; null when it has none (D21). */
export async function findFirstClassAt(db: Db, productId: number): Promise<Date | null> {
  const [row] = await db
    .select({ first: min(schedules.classDate) })
    .from(schedules)
    .where(and(eq(schedules.productId, productId), isNull(schedules.cancelledAt)));
  return asDate(row?.first);
}

/** Aggregates come back as Date or as text depending on the driver. */
function asDate(value: Date | string | null | undefined): Date | null {
  if (value == null) return null;
  return value instanceof Date ? value : new Date(value);
}
