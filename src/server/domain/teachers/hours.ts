import type { z } from 'zod';
import type { adminHoursQuery, teacherHoursQuery } from '../../../shared/api/teacher-classes.ts';
import type { Db } from '../../db/database.ts';
import { countClassesTaughtByMonth, countClassesTaughtPerTeacher, findFacultyIdOfUser } from '../../db/repositories/teacher-class-repository.ts';
import type { Member } from '../accounts/member.ts';
import { localMidnight } from '../catalogue/academy-time.ts';

/**
 * Hours (issue 29): the classes a teacher taught, by the rule of ADR 033, counted once they have
 * begun and unless cancelled, by month of the academy's calendar.
 */

/** `teacher/hours`: the teacher's classes taught in each month of a year. */
export async function readTeacherHours(deps: { db: Db; now: Date; timeZone: string }, teacher: Member, query: z.output<typeof teacherHoursQuery>) {
  const facultyId = await findFacultyIdOfUser(deps.db, teacher.id);
  if (facultyId === null) return [];
  const window = { from: localMidnight(query.year, 1, 1, deps.timeZone), to: localMidnight(query.year + 1, 1, 1, deps.timeZone), now: deps.now, timeZone: deps.timeZone };
  return countClassesTaughtByMonth(deps.db, facultyId, window);
}

/** `admin/class/hours`: every teacher's classes taught in one month. */
export function readHoursForStaff(deps: { db: Db; now: Date; timeZone: string }, query: z.output<typeof adminHoursQuery>) {
  const window = { from: localMidnight(query.year, query.month, 1, deps.timeZone), to: localMidnight(query.year, query.month + 1, 1, deps.timeZone), now: deps.now };
  return countClassesTaughtPerTeacher(deps.db, window);
}
