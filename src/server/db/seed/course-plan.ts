import type { Bilingual } from './bilingual.ts';
import type { CourseSystemKey } from './catalogue.ts';
import type { SubjectTheme } from './demo-images.ts';

/** A recurring class on the timetable: its weekday and local start time in the academy's zone. */
export interface SeriesPlan {
  /** The name of each session, before " · Session N". */
  name: Bilingual;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Wall-clock 'HH:MM' in the academy's time zone. */
  time: string;
  durationMinutes: number;
  /** Weeks after the timetable's first day before the first session. */
  startWeek: number;
  /** 1 = weekly, 2 = every other week. */
  everyWeeks: number;
  sessions: number;
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
  /** Absent for courses arranged privately, outside a timetable. */
  series?: SeriesPlan;
  /** Sanitised on insert. */
  description: Bilingual;
}

/** Weekly shorthand for the Insights courses, whose session count is their number of weeks. */
export function weekly(
  name: Bilingual,
  weekday: number,
  time: string,
  startWeek: number,
  weeks: number,
): SeriesPlan {
  return { name, weekday, time, durationMinutes: 90, startWeek, everyWeeks: 1, sessions: weeks };
}
