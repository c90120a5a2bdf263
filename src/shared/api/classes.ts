import { z } from 'zod';
import { CALENDAR_CELLS } from '../limits.ts';
import { calendarDate } from './accounts.ts';
import { optionalFilter } from './admin-lists.ts';
import type { BookingStatus, OrderStatusCode } from './orders.ts';
import type { TeacherRef } from './bookings.ts';
import type { ClassNoteDto } from './teacher-classes.ts';

/** The staff's classes and attendance (`admin/class/*`, D23). */

export const ATTENDANCE_MARKS = ['attended', 'absent', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

const queryId = z.coerce.number().int().positive().max(2_147_483_647);

/** What the class list and calendar narrow by: a course, a teacher (ADR 033), classes with no classroom link. */
const classFilters = {
  productId: optionalFilter(queryId),
  teacherId: optionalFilter(queryId),
  noRoomLink: optionalFilter(z.enum(['true', 'false']).transform((value) => value === 'true')),
};

export const classListQuery = z.object({
  /**
   * `today`: today's classes; `past`: classes that began before today; absent: both, newest
   * first. `upcoming`: classes after today, the soonest first.
   */
  when: z.enum(['today', 'upcoming', 'past']).optional(),
  ...classFilters,
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ClassListQuery = z.input<typeof classListQuery>;

/** The staff calendar shows at most this many days at once: a month grid with its spill-over weeks. */
export const CLASS_CALENDAR_MAX_DAYS = CALENDAR_CELLS;

/** `admin/class/calendar`: every class of the days from `from` (academy days), with the list's filters. */
export const classCalendarQuery = z.object({
  from: calendarDate,
  days: z.coerce.number().int().min(1).max(CLASS_CALENDAR_MAX_DAYS),
  ...classFilters,
});
export type ClassCalendarQuery = z.input<typeof classCalendarQuery>;

export const attendanceBody = z.object({ status: z.enum(ATTENDANCE_MARKS) });

export interface StaffClassSummary {
  scheduleId: number;
  name: string;
  course: string | null;
  productId: number | null;
  teacher: TeacherRef | null;
  startAt: string;
  endAt: string;
  capacity: number;
  seatsTaken: number;
  /** Bookings still to be marked. */
  unmarked: number;
  cancelled: boolean;
  /** Who teaches it: the class's own teacher, or else the course's (ADR 033). */
  teachers: string[];
  hasRoomLink: boolean;
}

export interface RosterEntry {
  bookingId: number;
  childId: number | null;
  childName: string;
  parentName: string;
  status: BookingStatus;
  markedTime: string | null;
  /** Who marked it: a member of staff or the class's teacher (issue 29). */
  markedBy: string | null;
  /** The booking's entitlement as it stands, so that staff see what a mark spent or gave back. */
  entitlement: { id: number; total: number; used: number; sessionsLeft: number };
  order: { id: number; status: OrderStatusCode };
}

export interface StaffClassDetail extends StaffClassSummary {
  roster: RosterEntry[];
  /** The class's own teacher (a faculty entry), or null when the course's teachers teach it. */
  teacherId: number | null;
  /** The classroom link, '' while there is none. */
  joinUrl: string;
  /** The teacher's notes and homework on the class, in the order written. */
  notes: ClassNoteDto[];
}

/** `admin/class/courses`: the courses that have classes, for the list's and calendar's filter. */
export interface ClassCourseOption {
  id: number;
  name: string;
}

/** `admin/class/assignTeacher/{id}`: a faculty entry, or null for the course's teachers. */
export const assignTeacherBody = z.object({ teacherId: z.number().int().positive().max(2_147_483_647).nullable() });
export type AssignTeacherBody = z.input<typeof assignTeacherBody>;

/** `admin/class/faculty`: the entries staff can give a class. */
export interface FacultyOption {
  id: number;
  name: string;
  /** Whether a teacher's account is linked, so that the teacher sees the class. */
  linked: boolean;
}

export interface StaffClassList {
  total: number;
  list: StaffClassSummary[];
}
