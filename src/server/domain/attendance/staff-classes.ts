import type { z } from 'zod';
import type { classCalendarQuery, classListQuery } from '../../../shared/api/classes.ts';
import { addDays, instantInZone } from '../../../shared/zoned-time.ts';
import type { Db } from '../../db/database.ts';
import { listRoster } from '../../db/repositories/booking-repository.ts';
import { findClass, findListedTeachers, listStaffClasses, type ClassRecord, type ListedTeacher, type StaffClassRecord } from '../../db/repositories/class-repository.ts';
import { listClassNotes, type ClassNoteRecord } from '../../db/repositories/teacher-class-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { localDayKey } from '../catalogue/academy-time.ts';

type Deps = { db: Db; now: Date; timeZone: string };

const dayStart = (day: string, timeZone: string) => instantInZone(day, '00:00', timeZone);

/** A page of classes with the teachers of the courses whose classes have none of their own (ADR 033). */
export interface StaffClassPage {
  total: number;
  rows: StaffClassRecord[];
  listedTeachers: Map<number, ListedTeacher[]>;
}

async function withListedTeachers(db: Db, page: { total: number; rows: StaffClassRecord[] }): Promise<StaffClassPage> {
  const courses = page.rows.filter((row) => row.teacherId === null && row.productId !== null).map((row) => row.productId!);
  return { ...page, listedTeachers: await findListedTeachers(db, courses) };
}

/** `admin/class/list`: today's, upcoming or past classes of courses (D23), narrowed by course, teacher or missing link. */
export async function listClassesForStaff(deps: Deps, query: z.output<typeof classListQuery>): Promise<StaffClassPage> {
  const today = localDayKey(deps.now, deps.timeZone);
  const todayStart = dayStart(today, deps.timeZone);
  const tomorrowStart = dayStart(addDays(today, 1), deps.timeZone);
  const filters = { productId: query.productId, teacherId: query.teacherId, noRoomLink: query.noRoomLink, offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize };
  if (query.when === 'upcoming') return withListedTeachers(deps.db, await listStaffClasses(deps.db, { ...filters, notBefore: tomorrowStart, soonestFirst: true }));
  return withListedTeachers(
    deps.db,
    await listStaffClasses(deps.db, {
      ...filters,
      before: query.when === 'past' ? todayStart : tomorrowStart,
      notBefore: query.when === 'today' ? todayStart : undefined,
    }),
  );
}

/** A calendar's days hold far fewer classes than this; it only bounds a request. */
const CALENDAR_CLASSES_MAX = 2000;

/** `admin/class/calendar`: every class of some academy days, the earliest first, with the list's filters. */
export async function listCalendarClassesForStaff(deps: Deps, query: z.output<typeof classCalendarQuery>): Promise<StaffClassPage> {
  const page = await listStaffClasses(deps.db, {
    notBefore: dayStart(query.from, deps.timeZone),
    before: dayStart(addDays(query.from, query.days), deps.timeZone),
    soonestFirst: true,
    productId: query.productId,
    teacherId: query.teacherId,
    noRoomLink: query.noRoomLink,
    offset: 0,
    limit: CALENDAR_CLASSES_MAX,
  });
  return withListedTeachers(deps.db, page);
}

export interface StaffClassDetailRecord {
  classRecord: ClassRecord;
  roster: Awaited<ReturnType<typeof listRoster>>;
  listedTeachers: ListedTeacher[];
  notes: ClassNoteRecord[];
}

/** `admin/class/detail/{id}`: one class with its roster, who teaches it, and the teacher's notes. */
export async function readClassForStaff(db: Db, scheduleId: number): Promise<StaffClassDetailRecord> {
  const classRecord = await findClass(db, scheduleId);
  if (!classRecord) throw new ApiError(404, 'classNotFound');
  const [roster, listed, notes] = await Promise.all([
    listRoster(db, scheduleId),
    classRecord.teacherId === null && classRecord.productId !== null ? findListedTeachers(db, [classRecord.productId]) : new Map<number, ListedTeacher[]>(),
    listClassNotes(db, [scheduleId]),
  ]);
  return { classRecord, roster, listedTeachers: listed.get(classRecord.productId ?? 0) ?? [], notes };
}
