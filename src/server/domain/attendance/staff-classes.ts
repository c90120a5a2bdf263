import type { z } from 'zod';
import type { classListQuery } from '../../../shared/api/classes.ts';
import type { Db } from '../../db/database.ts';
import { listRoster } from '../../db/repositories/booking-repository.ts';
import { findClass, listStaffClasses, type ClassRecord } from '../../db/repositories/class-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { localDayKey, localMidnight } from '../catalogue/academy-time.ts';

const dayStart = (day: string, timeZone: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return localMidnight(year, month, date, timeZone);
};

/** `admin/class/list`: today's, upcoming or past classes of courses (D23). */
export async function listClassesForStaff(deps: { db: Db; now: Date; timeZone: string }, query: z.output<typeof classListQuery>) {
  const today = localDayKey(deps.now, deps.timeZone);
  const todayStart = dayStart(today, deps.timeZone);
  const [year, month, day] = today.split('-').map(Number);
  const tomorrowStart = localMidnight(year, month, day + 1, deps.timeZone);
  if (query.when === 'upcoming') {
    return listStaffClasses(deps.db, {
      notBefore: tomorrowStart,
      soonestFirst: true,
      productId: query.productId,
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    });
  }
  return listStaffClasses(deps.db, {
    before: query.when === 'past' ? todayStart : tomorrowStart,
    notBefore: query.when === 'today' ? todayStart : undefined,
    productId: query.productId,
    offset: (query.pageNum - 1) * query.pageSize,
    limit: query.pageSize,
  });
}

export interface StaffClassDetailRecord {
  classRecord: ClassRecord;
  roster: Awaited<ReturnType<typeof listRoster>>;
}

/** `admin/class/detail/{id}`: one class with its roster. */
export async function readClassForStaff(db: Db, scheduleId: number): Promise<StaffClassDetailRecord> {
  const classRecord = await findClass(db, scheduleId);
  if (!classRecord) throw new ApiError(404, 'classNotFound');
  return { classRecord, roster: await listRoster(db, scheduleId) };
}
