import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { createCourseSystem, createProduct, createProductCategories, createSchedule, createTimetable } from '../../../../tests/support/factories.ts';
import type { Database } from '../../db/database.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { bookings, children, entitlements, orders, schedules, users } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { bookClasses } from './book-classes.ts';

/**
 * D23: 30 parents book the last 2 seats of one class at the same moment, 20 times. Every round
 * gives exactly 2 bookings and 28 "class full" answers, the class never holds more than its cap,
 * and every entitlement's bookings agree with the seats taken. On PostgreSQL the pool's 10
 * connections run the transactions truly at once.
 */
const PARENTS = 30;
const LAST_SEATS = 2;
const ROUNDS = 20;
const CAPACITY = 8;

describe('the last seats of a class, booked at once', () => {
  let database: Database;
  let classIds: number[];
  let families: { memberId: number; entitlementId: number }[];
  const now = new Date('2026-03-02T08:00:00Z');
  const env = { BOOKING_CANCEL_HOURS: 24, ACADEMY_TIME_ZONE: 'Asia/Shanghai' };

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    await createProductCategories(db);
    const product = await createProduct(db, { stock: PARENTS, totalClassHours: ROUNDS, equityDateStart: '2026-03-01', equityDateEnd: '2026-12-31' });
    const system = await createCourseSystem(db);
    const timetable = await createTimetable(db);
    classIds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await createSchedule(db, {
        timetableId: timetable.id,
        courseSystemId: system.id,
        productId: product.id,
        capacity: CAPACITY,
        seatsTaken: CAPACITY - LAST_SEATS,
        classDate: new Date(Date.UTC(2026, 3, 1 + round, 1)),
      });
      classIds.push(created.id);
    }
    const parents = await insertRows(
      db,
      users,
      Array.from({ length: PARENTS }, (_, index) => ({ username: `family${index}`, email: `family${index}@example.com`, passwordHash: 'not-used' })),
    );
    const kids = await insertRows(
      db,
      children,
      parents.map((parent, index) => ({ parentId: parent.id, name: `Child ${index}`, gender: 'other' as const, birthDate: '2013-01-01', grade: 'G7' })),
    );
    const paid = await insertRows(
      db,
      orders,
      parents.map((parent, index) => ({
        orderSn: `EA260302RACE${String(index).padStart(2, '0')}`,
        memberId: parent.id,
        childId: kids[index].id,
        childName: kids[index].name,
        productId: product.id,
        productNameEn: product.nameEn,
        productNameZh: product.nameZh,
        status: 2,
        payType: 1,
        currency: 'USD',
        tuitionAmount: 100_000,
        applicationFee: 5_000,
        payAmount: 105_000,
        answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] },
        firstClassDate: '2026-03-01',
      })),
    );
    const granted = await insertRows(
      db,
      entitlements,
      paid.map((order) => ({
        orderId: order.id,
        memberId: order.memberId,
        productId: product.id,
        unit: 'sessions' as const,
        total: ROUNDS,
        equityDateStart: '2026-03-01',
        equityDateEnd: '2026-12-31',
        activatedAt: now,
      })),
    );
    families = granted.map((entitlement) => ({ memberId: entitlement.memberId, entitlementId: entitlement.id }));
  });
  afterAll(() => database.close());

  it(`gives the last ${LAST_SEATS} seats to ${LAST_SEATS} of ${PARENTS} families, ${ROUNDS} rounds in a row`, { timeout: 240_000 }, async () => {
    const db = database.db;
    for (let round = 0; round < ROUNDS; round += 1) {
      const scheduleId = classIds[round];
      const outcomes = await Promise.allSettled(
        families.map((family) => bookClasses({ db, env, now }, family.memberId, { entitlementId: family.entitlementId, scheduleIds: [scheduleId] })),
      );
      const booked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(booked, `round ${round + 1}`).toHaveLength(LAST_SEATS);
      expect(refused, `round ${round + 1}`).toHaveLength(PARENTS - LAST_SEATS);
      for (const { reason } of refused) {
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ status: 409, messageKey: 'classFull' });
      }
      const [held] = await db.select({ seatsTaken: schedules.seatsTaken }).from(schedules).where(eq(schedules.id, scheduleId));
      expect(held.seatsTaken, `round ${round + 1}`).toBe(CAPACITY);
      expect(await db.$count(bookings, eq(bookings.scheduleId, scheduleId))).toBe(LAST_SEATS);
    }
    // Entitlements agree with the bookings: no session spent by a refused attempt.
    const perEntitlement = await db
      .select({ entitlementId: bookings.entitlementId, booked: sql<number>`count(*)`.mapWith(Number) })
      .from(bookings)
      .where(inArray(bookings.entitlementId, families.map((family) => family.entitlementId)))
      .groupBy(bookings.entitlementId);
    expect(perEntitlement.reduce((sum, row) => sum + row.booked, 0)).toBe(LAST_SEATS * ROUNDS);
    expect(perEntitlement.every((row) => row.booked <= ROUNDS)).toBe(true);
    const unspent = await db.select({ used: entitlements.used }).from(entitlements);
    expect(unspent.every((row) => row.used === 0)).toBe(true);
  });
});
