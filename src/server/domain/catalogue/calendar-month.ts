import type { z } from 'zod';
import type { calendarMonthQuery } from '../../../shared/api/public-queries.ts';
import type { Db } from '../../db/database.ts';
import { listSchedulesInWindow, type TimetableClassRow } from '../../db/repositories/schedule-repository.ts';
import {
  findTimetableById,
  findTimetableByName,
  type TimetableRow,
} from '../../db/repositories/timetable-repository.ts';
import { notFound } from '../../http/errors.ts';
import { localDayKey, localMonthWindow } from './academy-time.ts';
import { assertKnownGrades } from './grades.ts';

export type CalendarMonthRequest = z.output<typeof calendarMonthQuery>;

/**
 * One month of a timetable's sessions, grouped by the academy-local day on which each starts
 * (D17). Days without sessions are absent; each day's list is in time order.
 */
export async function loadCalendarMonth(
  db: Db,
  request: CalendarMonthRequest,
  timeZone: string,
): Promise<Map<string, TimetableClassRow[]>> {
  const grades = request.grade ?? [];
  await assertKnownGrades(db, grades, 'grade');
  const timetable = await findTimetable(db, request);
  if (!timetable) throw notFound('timetableNotFound');

  const sessions = await listSchedulesInWindow(db, {
    timetableId: timetable.id,
    ...localMonthWindow(request.year, request.month, timeZone),
    courseSystemIds: request.csId ?? [],
    grades,
  });
  const days = new Map<string, TimetableClassRow[]>();
  for (const session of sessions) {
    const day = localDayKey(session.classDate, timeZone);
    const list = days.get(day);
    if (list) list.push(session);
    else days.set(day, [session]);
  }
  return days;
}

function findTimetable(db: Db, { timetableId, timetableName }: CalendarMonthRequest): Promise<TimetableRow | undefined> {
  if (timetableId != null) return findTimetableById(db, timetableId);
  return findTimetableByName(db, timetableName ?? '');
}
