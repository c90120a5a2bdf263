import type { z } from 'zod';
import { TEACHER_ATTENDANCE_HOURS, type teacherAttendanceBody, type teacherClassesQuery } from '../../../shared/api/teacher-classes.ts';
import type { Db } from '../../db/database.ts';
import { listGrades } from '../catalogue/grades.ts';
import {
  bookingIsInClass,
  findClassTaughtBy,
  findFacultyIdOfUser,
  listClassesTaughtBy,
  listClassNotes,
  listTeacherRoster,
  type TeacherClassRecord,
} from '../../db/repositories/teacher-class-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { markAttendance } from '../attendance/mark-attendance.ts';
import { addSeconds } from '../clock.ts';

const classNotFound = () => new ApiError(404, 'classNotFound');

/** Attendance is open from the class's start until 48 hours after it. */
export const attendanceClosesAt = (classDate: Date) => addSeconds(classDate, TEACHER_ATTENDANCE_HOURS * 3600);
export const attendanceOpen = (classDate: Date, now: Date) => now >= classDate && now <= attendanceClosesAt(classDate);

/** `teacher/classes`: the classes the teacher's faculty entry teaches in a window (none when the account is linked to no entry). */
export async function listClassesForTeacher(db: Db, teacher: Member, query: z.output<typeof teacherClassesQuery>): Promise<TeacherClassRecord[]> {
  const facultyId = await findFacultyIdOfUser(db, teacher.id);
  if (facultyId === null) return [];
  return listClassesTaughtBy(db, facultyId, query);
}

/** One of the teacher's classes; any other class answers 404, as if it did not exist. */
export async function findTeachersClass(db: Db, teacher: Member, scheduleId: number): Promise<TeacherClassRecord> {
  const facultyId = await findFacultyIdOfUser(db, teacher.id);
  const found = facultyId === null ? undefined : await findClassTaughtBy(db, facultyId, scheduleId);
  if (!found) throw classNotFound();
  return found;
}

/** `teacher/class/{id}`: the class, its roster (children only, D30) and its notes. */
export async function readClassForTeacher(db: Db, teacher: Member, scheduleId: number) {
  const classRecord = await findTeachersClass(db, teacher, scheduleId);
  const [roster, notes, grades] = await Promise.all([listTeacherRoster(db, scheduleId), listClassNotes(db, [scheduleId]), listGrades(db)]);
  return { classRecord, roster, notes, grades };
}

export type TeacherClassView = Awaited<ReturnType<typeof readClassForTeacher>>;

/**
 * `teacher/attendance/{classId}`: the teacher marks bookings of their class, with exactly the
 * effects of staff marking (D23), through the same command, inside the attendance window. All
 * marks or none, in one transaction.
 */
export async function markAttendanceAsTeacher(deps: { db: Db; now: Date }, teacher: Member, scheduleId: number, body: z.output<typeof teacherAttendanceBody>): Promise<void> {
  const classRecord = await findTeachersClass(deps.db, teacher, scheduleId);
  if (deps.now < classRecord.classDate) throw new ApiError(409, 'classNotHeldYet');
  if (deps.now > attendanceClosesAt(classRecord.classDate)) throw new ApiError(409, 'attendanceWindowClosed', { hours: String(TEACHER_ATTENDANCE_HOURS) });
  await deps.db.transaction(async (tx) => {
    for (const { bookingId, mark } of body.marks) {
      if (!(await bookingIsInClass(tx, bookingId, scheduleId))) throw new ApiError(404, 'bookingNotFound');
      await markAttendance({ db: tx, now: deps.now }, teacher, bookingId, mark);
    }
  });
}
