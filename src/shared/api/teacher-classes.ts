import { z } from 'zod';
import { isoInstant, timeZoneField } from './assessments.ts';
import { FEEDBACK_TEXT_MAX, attachmentKeys } from './feedback.ts';
import { requiredTextBlock } from './text-fields.ts';
import type { BookingStatus } from './orders.ts';

/** A teacher's classes, rosters, attendance and class notes (`teacher/*`, D30, issue 29). */

/** Attendance opens when the class begins and closes this long after. */
export const TEACHER_ATTENDANCE_HOURS = 48;
/** The classroom link is live from this long before the class. */
export const CLASSROOM_OPENS_MINUTES = 15;
/** One request covers at most this many days, enough for a month grid with its spill-over weeks. */
export const TEACHER_CLASSES_MAX_DAYS = 100;

const id = z.number().int().positive().max(2_147_483_647);
const instant = isoInstant.transform((value) => new Date(value));

export const teacherClassesQuery = z
  .object({ from: instant, to: instant })
  .refine((window) => window.to > window.from && window.to.getTime() - window.from.getTime() <= TEACHER_CLASSES_MAX_DAYS * 86_400_000, {
    message: 'classWindowInvalid',
    path: ['to'],
  });
export type TeacherClassesQuery = z.input<typeof teacherClassesQuery>;

export const TEACHER_MARKS_MAX = 50;

export const teacherAttendanceBody = z.object({
  marks: z
    .array(z.object({ bookingId: id, mark: z.enum(['attended', 'absent', 'excused']) }))
    .min(1)
    .max(TEACHER_MARKS_MAX)
    .refine((marks) => new Set(marks.map((mark) => mark.bookingId)).size === marks.length, 'marksRepeated'),
});
export type TeacherAttendanceBody = z.input<typeof teacherAttendanceBody>;

export const CLASS_NOTE_KINDS = ['note', 'homework'] as const;
export type ClassNoteKind = (typeof CLASS_NOTE_KINDS)[number];

/** A class note or homework: the same text rules and attachment limits as feedback. */
export const classNoteBody = z.object({
  kind: z.enum(CLASS_NOTE_KINDS),
  text: requiredTextBlock(FEEDBACK_TEXT_MAX, { required: 'classNoteTextRequired', tooLong: 'classNoteTextTooLong' }),
  /** Homework only: when it is due. */
  dueAt: instant.nullish(),
  fileKeys: attachmentKeys,
});
export type ClassNoteBody = z.input<typeof classNoteBody>;

export const teacherTimeZoneBody = z.object({ timeZone: timeZoneField });
export type TeacherTimeZoneBody = z.input<typeof teacherTimeZoneBody>;

// ---- answers -----------------------------------------------------------------------------------

export interface TeacherClassItem {
  classId: number;
  productId: number | null;
  productName: string;
  className: string;
  startAt: string;
  endAt: string;
  /** The classroom link, only from `CLASSROOM_OPENS_MINUTES` before the class until its end. */
  joinUrl: string | null;
  /** Whether the class has a classroom link at all. */
  hasJoinUrl: boolean;
  enrolled: number;
  cancelled: boolean;
  attendanceOpen: boolean;
  /** When attendance closes: 48 hours after the start. */
  attendanceClosesAt: string;
}

export interface TeacherRosterEntry {
  bookingId: number;
  /** For a conversation with the family (ADR 034); null once the family removed the child. */
  childId: number | null;
  childFirstName: string;
  grade: string;
  age: number | null;
  noteForTeacher: string;
  attendance: BookingStatus;
}

export interface ClassNoteFileDto {
  id: number;
  name: string;
  size: number;
  mime: string;
}

export interface ClassNoteDto {
  id: number;
  kind: ClassNoteKind;
  text: string;
  dueAt: string | null;
  files: ClassNoteFileDto[];
  createTime: string;
}

export interface TeacherClassDetail {
  class: TeacherClassItem;
  roster: TeacherRosterEntry[];
  notes: ClassNoteDto[];
}

export interface ClassFileLink {
  url: string;
}


/** `teacher/clock`: the zone the teacher reads times in, and the academy's. */
export interface TeacherClock {
  timeZone: string | null;
  timeZoneChosen: boolean;
  academyTimeZone: string;
}

// ---- hours: classes taught each month ------------------------------------------------------------

const year = z.coerce.number().int().min(2000).max(2100);

/** `teacher/hours`: a teacher's classes taught in each month of a year. */
export const teacherHoursQuery = z.object({ year });
export type TeacherHoursQuery = z.input<typeof teacherHoursQuery>;

/** One month: classes taught (begun and not cancelled) and their minutes. */
export interface TaughtMonth {
  /** `YYYY-MM` in the academy's calendar. */
  month: string;
  classes: number;
  minutes: number;
}

/** `admin/class/hours`: every teacher's classes taught in one month; `format=csv` downloads them. */
export const adminHoursQuery = z.object({ year, month: z.coerce.number().int().min(1).max(12), format: z.enum(['csv']).optional() });
export type AdminHoursQuery = z.input<typeof adminHoursQuery>;

export interface TeacherHours {
  facultyId: number;
  name: string;
  /** Whether a teacher's account is linked to the entry. */
  linked: boolean;
  classes: number;
  minutes: number;
}
