import type { Bilingual } from './bilingual.ts';
import type { CourseSystemKey } from './catalogue.ts';
import type { SubjectTheme } from './demo-images.ts';

/**
 * The dated classes of one course (D20): the days it meets, its local start time in the academy's
 * zone, and when it starts relative to the day of the seed, so that a demo started on any day has
 * courses still open for enrolment (D21) beside a few that have begun.
 */
export interface SeriesPlan {
  /** The name of each class, before " · Session N". */
  name: Bilingual;
  /** The days of a week it meets (0 = Sunday … 6 = Saturday): one class on each. */
  weekdays: number[];
  /** Wall-clock 'HH:MM' in the academy's time zone. */
  time: string;
  durationMinutes: number;
  /** Weeks from the seed day to the first class; negative for a course that has begun. */
  startsInWeeks: number;
  /** 1 = weekly, 2 = every other week. */
  everyWeeks: number;
  /** Weeks that have classes. */
  weeks: number;
}

export interface CoursePlan {
  name: Bilingual;
  subject: SubjectTheme;
  courseSystem: CourseSystemKey;
  grades: string[];
  /** Weeks for Insights, purchased hours for Inspire. */
  totalClassHours: number;
  /** Minor units of USD. */
  price: number;
  promotionPrice?: number;
  /** Seats left: Insights only. */
  stock?: number;
  /** The faculty entries who teach it (their English names), the lead teacher first. */
  teachers: string[];
  /** Absent for courses arranged privately, outside a timetable. */
  series?: SeriesPlan;
  /** Days after the first class during which staff still take enrolments (D21). */
  lateEnrolmentDays?: number;
  /** Sanitised on insert. */
  description: Bilingual;
}

/**
 * The Insights shorthand: a class on each of `weekdays` for `weeks` weeks, so a course of N weeks
 * has N classes, or 2N when it meets twice a week.
 */
export function weekly(
  name: Bilingual,
  weekdays: number | number[],
  time: string,
  startsInWeeks: number,
  weeks: number,
): SeriesPlan {
  const days = Array.isArray(weekdays) ? weekdays : [weekdays];
  return { name, weekdays: days, time, durationMinutes: 90, startsInWeeks, everyWeeks: 1, weeks };
}
