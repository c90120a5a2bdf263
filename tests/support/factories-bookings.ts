import { eq } from 'drizzle-orm';
import type { App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { bookings, entitlements, orderHistory, schedules } from '../../src/server/db/schema.ts';
import { envelopeOf, post } from './factories-accounts.ts';
import { createCourseSystem, createFacultyMember, createProduct, createSchedule, createTimetable } from './factories.ts';
import { createCardPaidOrder, parentWithChild, staffToken } from './factories-orders.ts';

/**
 * Builders for booking, plan and attendance tests (issue 8): a course with its own dated classes
 * and teacher (D20), and a family holding an activated entitlement to it, reached through the
 * real endpoints.
 */

export interface CourseWithClasses {
  productId: number;
  teacherId: number;
  classIds: number[];
}

/**
 * A published Insights course from 1 Sep 2026 to 31 Jan 2027 with one class a week (or every
 * `daysApart` days) from `firstClass` (Saturdays 09:00 in Shanghai by default), each of
 * `capacity` seats.
 */
export async function courseWithClasses(
  db: Db,
  options: { classes?: number; capacity?: number; firstClass?: string; sessions?: number; joinUrl?: string; daysApart?: number } = {},
): Promise<CourseWithClasses> {
  const product = await createProduct(db, { stock: 30, totalClassHours: options.sessions ?? 4, equityDateStart: '2026-09-01', equityDateEnd: '2027-01-31' });
  const system = await createCourseSystem(db);
  const timetable = await createTimetable(db);
  const teacher = await createFacultyMember(db, { nameEn: 'Dr. Maya R.', nameZh: '玛雅老师' });
  const first = new Date(options.firstClass ?? '2026-09-05T01:00:00Z');
  const classIds: number[] = [];
  for (let week = 0; week < (options.classes ?? 6); week += 1) {
    const created = await createSchedule(db, {
      timetableId: timetable.id,
      courseSystemId: system.id,
      productId: product.id,
      teacherId: teacher.id,
      capacity: options.capacity ?? 8,
      joinUrl: options.joinUrl ?? '',
      classDate: new Date(first.getTime() + week * (options.daysApart ?? 7) * 86_400_000),
      nameEn: `Week ${week + 1}`,
      nameZh: `第 ${week + 1} 周`,
      durationMinutes: 90,
    });
    classIds.push(created.id);
  }
  return { productId: product.id, teacherId: teacher.id, classIds };
}

/** A parent with a child, whose card-paid order of the course has an entitlement staff activated. */
export async function familyWithEntitlement(app: App, productId: number) {
  const parent = await parentWithChild(app);
  const order = await createCardPaidOrder(app, parent.token, productId, parent.childId);
  const [entitlement] = await app.db.select().from(entitlements).where(eq(entitlements.orderId, order.id));
  const activated = await post(app, `/api/admin/entitlement/activate/${entitlement.id}`, undefined, { token: await staffToken(app) });
  if (activated.statusCode !== 200) throw new Error(`activation refused: ${activated.body}`);
  return { ...parent, orderId: order.id, entitlementId: entitlement.id };
}

export async function book(app: App, token: string, entitlementId: number, scheduleIds: number[], language: 'en' | 'cn' = 'en') {
  return post(app, '/api/ddcBooking/create', { entitlementId, scheduleIds }, { token, language });
}

export async function bookOrFail(app: App, token: string, entitlementId: number, scheduleIds: number[]) {
  const response = await book(app, token, entitlementId, scheduleIds);
  if (response.statusCode !== 200) throw new Error(`booking refused: ${response.body}`);
  return envelopeOf(response).data as { id: number }[];
}

/** What a refused booking must leave as it was: seats, bookings, sessions and the timeline. */
export async function bookingFootprint(db: Db, entitlementId: number, orderId: number) {
  const seats = await db.select({ id: schedules.id, seatsTaken: schedules.seatsTaken }).from(schedules).orderBy(schedules.id);
  const rows = await db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.entitlementId, entitlementId)).orderBy(bookings.id);
  const [entitlement] = await db.select({ used: entitlements.used }).from(entitlements).where(eq(entitlements.id, entitlementId));
  const history = await db.$count(orderHistory, eq(orderHistory.orderId, orderId));
  return { seats, rows, used: entitlement.used, history };
}

export async function seatsTakenOf(db: Db, scheduleId: number): Promise<number> {
  const [row] = await db.select({ seatsTaken: schedules.seatsTaken }).from(schedules).where(eq(schedules.id, scheduleId));
  return row.seatsTaken;
}
