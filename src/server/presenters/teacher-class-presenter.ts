import type { ClassNoteDto, TeacherClassDetail, TeacherClassItem, TeacherRosterEntry } from '../../shared/api/teacher-classes.ts';
import type { Language } from '../../shared/language.ts';
import { textOf } from '../../shared/localised-text.ts';
import type { ClassNoteRecord, TeacherClassRecord } from '../db/repositories/teacher-class-repository.ts';
import { classEndOf, joinLinkVisible } from '../domain/bookings/booking-rules.ts';
import { attendanceClosesAt, attendanceOpen, type TeacherClassView } from '../domain/teachers/teacher-classes.ts';
import { localDayKey } from '../domain/catalogue/academy-time.ts';
import { firstNameOf } from '../../shared/first-name.ts';

export function presentTeacherClass(row: TeacherClassRecord, language: Language, now: Date): TeacherClassItem {
  return {
    classId: row.id,
    productId: row.productId,
    productName: textOf({ courseNameEn: row.courseNameEn ?? '', courseNameZh: row.courseNameZh ?? '' }, 'courseName', language),
    className: textOf(row, 'name', language),
    startAt: row.classDate.toISOString(),
    endAt: classEndOf(row.classDate, row.durationMinutes).toISOString(),
    joinUrl: row.joinUrl && row.cancelledAt === null && joinLinkVisible(row.classDate, row.durationMinutes, now) ? row.joinUrl : null,
    hasJoinUrl: row.joinUrl !== '',
    enrolled: row.enrolled,
    cancelled: row.cancelledAt !== null,
    attendanceOpen: row.cancelledAt === null && attendanceOpen(row.classDate, now),
    attendanceClosesAt: attendanceClosesAt(row.classDate).toISOString(),
  };
}

export function presentClassNote(note: ClassNoteRecord): ClassNoteDto {
  return {
    id: note.id,
    kind: note.kind,
    text: note.text,
    dueAt: note.dueAt?.toISOString() ?? null,
    files: note.files.map((file) => ({ id: file.id, name: file.name, size: file.size, mime: file.mime })),
    createTime: note.createdAt.toISOString(),
  };
}

/** Whole years between a birth date and the academy's today. */
function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate) return null;
  const [year, month, day] = birthDate.split('-').map(Number);
  const [nowYear, nowMonth, nowDay] = today.split('-').map(Number);
  return nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
}

/**
 * A class as its teacher sees it. The roster is whitelisted field by field: a child's first
 * name, grade, age and the parent's note for teachers, never anything of the parent (D30).
 */
export function presentTeacherClassDetail(view: TeacherClassView, language: Language, context: { now: Date; timeZone: string }): TeacherClassDetail {
  const gradeNames = new Map(view.grades.map((grade) => [grade.code, textOf(grade, 'label', language)]));
  const today = localDayKey(context.now, context.timeZone);
  const roster: TeacherRosterEntry[] = view.roster.map((entry) => ({
    bookingId: entry.bookingId,
    childId: entry.childId,
    childFirstName: firstNameOf(entry.childName),
    grade: entry.grade ? (gradeNames.get(entry.grade) ?? entry.grade) : '',
    age: ageOn(entry.birthDate, today),
    noteForTeacher: entry.notes ?? '',
    attendance: entry.status,
  }));
  return { class: presentTeacherClass(view.classRecord, language, context.now), roster, notes: view.notes.map(presentClassNote) };
}
