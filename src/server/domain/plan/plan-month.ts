import type { z } from 'zod';
import type { planMonthQuery } from '../../../shared/api/bookings.ts';
import type { Db } from '../../db/database.ts';
import { listPlannedBookings, type BookingRecord } from '../../db/repositories/booking-repository.ts';
import { findChildOf } from '../../db/repositories/child-repository.ts';
import { listClassNotes, type ClassNoteRecord } from '../../db/repositories/teacher-class-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { localMonthWindow } from '../catalogue/academy-time.ts';

/**
 * `ddcPlan/month` (D17): the booked classes (cancelled ones aside) of a member's children in one
 * month of the academy's calendar, optionally of one child, who must be the member's own.
 */
export async function readPlanMonth(
  deps: { db: Db; timeZone: string },
  memberId: number,
  query: z.output<typeof planMonthQuery>,
): Promise<BookingRecord[]> {
  if (query.childId !== undefined && !(await findChildOf(deps.db, memberId, query.childId, { withArchived: true }))) throw new ApiError(404, 'childNotFound');
  const window = localMonthWindow(query.year, query.month, deps.timeZone);
  return listPlannedBookings(deps.db, memberId, { ...window, childId: query.childId });
}

/** The teachers' notes and homework on the classes of a plan's bookings (issue 29). */
export function listNotesOfPlan(db: Db, rows: readonly BookingRecord[]): Promise<ClassNoteRecord[]> {
  return listClassNotes(db, [...new Set(rows.map((row) => row.scheduleId))]);
}
