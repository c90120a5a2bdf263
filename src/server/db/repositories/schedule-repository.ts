import { and, arrayOverlaps, asc, count, eq, gte, inArray, lt, max, min } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { schedules } from '../schema.ts';

export type ScheduleRow = typeof schedules.$inferSelect;

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

export function listSchedulesInWindow(db: Db, window: ScheduleWindow): Promise<ScheduleRow[]> {
  const { timetableId, from, until, courseSystemIds = [], grades = [] } = window;
  return db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.timetableId, timetableId),
        gte(schedules.classDate, from),
        lt(schedules.classDate, until),
        courseSystemIds.length > 0 ? inArray(schedules.courseSystemId, [...courseSystemIds]) : undefined,
        grades.length > 0 ? arrayOverlaps(schedules.grades, [...grades]) : undefined,
      ),
    )
    .orderBy(asc(schedules.classDate), asc(schedules.id));
}

export interface ScheduleStatistics {
  sessionCount: number;
  firstClassDate: Date | null;
  lastClassDate: Date | null;
  upcoming: Date[];
}

/** Sessions of one timetable (optionally one course system): how many, when, and what is next. */
export async function summariseSchedules(
  db: Db,
  { timetableId, courseSystemId, now, upcomingLimit }: {
    timetableId: number;
    courseSystemId: number | null;
    now: Date;
    upcomingLimit: number;
  },
): Promise<ScheduleStatistics> {
  const belongs = and(
    eq(schedules.timetableId, timetableId),
    courseSystemId == null ? undefined : eq(schedules.courseSystemId, courseSystemId),
  );
  const [[totals], upcoming] = await Promise.all([
    db
      .select({ sessionCount: count(), first: min(schedules.classDate), last: max(schedules.classDate) })
      .from(schedules)
      .where(belongs),
    db
      .select({ classDate: schedules.classDate })
      .from(schedules)
      .where(and(belongs, gte(schedules.classDate, now)))
      .orderBy(asc(schedules.classDate), asc(schedules.id))
      .limit(upcomingLimit),
  ]);
  return {
    sessionCount: Number(totals?.sessionCount ?? 0),
    firstClassDate: asDate(totals?.first),
    lastClassDate: asDate(totals?.last),
    upcoming: upcoming.map((row) => row.classDate),
  };
}

/** Aggregates come back as Date or as text depending on the driver. */
function asDate(value: Date | string | null | undefined): Date | null {
  if (value == null) return null;
  return value instanceof Date ? value : new Date(value);
}
