import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto, EntitlementClasses, PlanMonth } from '../../../shared/api/bookings.ts';
import type { BookingItem, EntitlementList, OrderDetail } from '../../../shared/api/orders.ts';
import { entitlements, schedules } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, orderDetail } from '../../../../tests/support/factories-orders.ts';
import {
  book,
  bookingFootprint,
  bookOrFail,
  courseWithClasses,
  familyWithEntitlement,
  seatsTakenOf,
} from '../../../../tests/support/factories-bookings.ts';

/** D11, D20, D23: booking a course's own classes with an entitlement, and cancelling them. */
describe('ddcEntitlement/classes and ddcBooking/* (D11, D23)', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    // Sessions outlast the days the clock is moved by.
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
  });
  afterAll(() => testApp.close());

  const classesOf = async (token: string, entitlementId: number, query = '', language: 'en' | 'cn' = 'en') => {
    const response = await get(testApp.app, `/api/ddcEntitlement/classes/${entitlementId}${query}`, { token, language });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf(response).data as EntitlementClasses;
  };

  it('lists the course’s own classes in the entitlement’s dates with seats left; a full or cancelled class is not bookable', async () => {
    const course = await courseWithClasses(testApp.db, { classes: 6, capacity: 2 });
    const other = await courseWithClasses(testApp.db, { classes: 2 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await testApp.db.update(schedules).set({ seatsTaken: 2 }).where(eq(schedules.id, course.classIds[1]));
    await testApp.db.update(schedules).set({ cancelledAt: testApp.clock() }).where(eq(schedules.id, course.classIds[2]));

    const all = await classesOf(family.token, family.entitlementId, '', 'cn');
    expect(all).toMatchObject({ entitlementId: family.entitlementId, sessionsLeft: 4, equityDateStart: '2026-09-01', equityDateEnd: '2027-01-31' });
    expect(all.classes.map((item) => item.scheduleId)).toEqual(course.classIds);
    expect(all.classes.some((item) => other.classIds.includes(item.scheduleId))).toBe(false);
    expect(all.classes[0]).toEqual({
      scheduleId: course.classIds[0],
      name: '第 1 周',
      startAt: '2026-09-05T01:00:00.000Z',
      endAt: '2026-09-05T02:30:00.000Z',
      teacher: { id: course.teacherId, name: '玛雅老师', photo: expect.any(String) },
      capacity: 2,
      seatsLeft: 2,
      bookable: true,
    });
    expect(all.classes[1]).toMatchObject({ seatsLeft: 0, bookable: false, reason: 'full' });
    expect(all.classes[2]).toMatchObject({ bookable: false, reason: 'cancelled' });

    const september = await classesOf(family.token, family.entitlementId, '?year=2026&month=9');
    expect(september.classes.map((item) => item.startAt.slice(0, 10))).toEqual(['2026-09-05', '2026-09-12', '2026-09-19', '2026-09-26']);
    expect((await classesOf(family.token, family.entitlementId, '?year=2027&month=5')).classes).toEqual([]);

    const stranger = await familyWithEntitlement(testApp.app, other.productId);
    const foreign = await get(testApp.app, `/api/ddcEntitlement/classes/${family.entitlementId}`, { token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect(envelopeOf(foreign)).toEqual({ code: 404, message: 'This entitlement was not found', data: null });
    expect((await get(testApp.app, `/api/ddcEntitlement/classes/${family.entitlementId}?year=2026`, { token: family.token })).statusCode).toBe(400);
  });

  it('books two classes at once: seats taken, sessions spent, the order’s timeline told, the booked list and the plan show them', async () => {
    const course = await courseWithClasses(testApp.db, { joinUrl: 'https://meet.example.com/room-7' });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    const response = await book(testApp.app, family.token, family.entitlementId, [course.classIds[1], course.classIds[0]]);
    expect(response.statusCode, response.body).toBe(200);
    const envelope = envelopeOf(response);
    expect(envelope.message).toBe('Classes booked');
    const booked = envelope.data as BookingDto[];
    expect(booked.map((item) => [item.scheduleId, item.status, item.cancellable])).toEqual([
      [course.classIds[0], 'booked', true],
      [course.classIds[1], 'booked', true],
    ]);
    expect(booked[0]).toMatchObject({ course: expect.stringMatching(/^Course /), className: 'Week 1', childName: 'Ada Chen', teacher: { name: 'Dr. Maya R.' }, cancelDeadline: '2026-09-04T01:00:00.000Z' });
    expect(await seatsTakenOf(testApp.db, course.classIds[0])).toBe(1);
    expect((await classesOf(family.token, family.entitlementId)).sessionsLeft).toBe(2);
    expect((await classesOf(family.token, family.entitlementId)).classes[0]).toMatchObject({ bookable: false, reason: 'booked', seatsLeft: 7 });

    const detail = await orderDetail(testApp.app, family.token, family.orderId);
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 2, actor: 'member', note: 'Classes booked: 2026-09-05 09:00, 2026-09-12 09:00' });

    const list = envelopeOf(await get(testApp.app, '/api/ddcEntitlement/list?tab=booked', { token: family.token })).data as EntitlementList;
    expect(list.counts).toMatchObject({ booked: 2, pendingBooking: 1 });
    expect((list.list as BookingItem[]).map((item) => [item.scheduleName, item.teacherName, item.status])).toEqual([
      ['Week 1', 'Dr. Maya R.', 'booked'],
      ['Week 2', 'Dr. Maya R.', 'booked'],
    ]);

    const plan = envelopeOf(await get(testApp.app, '/api/ddcPlan/month?year=2026&month=9', { token: family.token, language: 'cn' })).data as PlanMonth;
    expect(Object.keys(plan)).toEqual(['2026-09-05', '2026-09-12']);
    expect(plan['2026-09-05']).toEqual([
      {
        bookingId: booked[0].id,
        scheduleId: course.classIds[0],
        status: 'booked',
        course: expect.stringMatching(/^课程 /),
        className: '第 1 周',
        teacher: { id: course.teacherId, name: '玛雅老师', photo: expect.any(String) },
        productId: course.productId,
        childId: family.childId,
        childName: 'Ada Chen',
        startAt: '2026-09-05T01:00:00.000Z',
        endAt: '2026-09-05T02:30:00.000Z',
        notes: [],
      },
    ]);
  });

  it('refuses each broken rule with a clear 4xx and changes nothing: all or nothing', async () => {
    const course = await courseWithClasses(testApp.db, { classes: 6, capacity: 1, sessions: 3 });
    const elsewhere = await courseWithClasses(testApp.db, { classes: 1 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    const rival = await familyWithEntitlement(testApp.app, course.productId);
    await bookOrFail(testApp.app, rival.token, rival.entitlementId, [course.classIds[5]]);
    await testApp.db.update(schedules).set({ cancelledAt: testApp.clock() }).where(eq(schedules.id, course.classIds[4]));
    const late = await courseWithClasses(testApp.db, { classes: 1, firstClass: '2027-02-06T01:00:00Z' });
    await testApp.db.update(schedules).set({ productId: course.productId }).where(eq(schedules.id, late.classIds[0]));

    const before = await bookingFootprint(testApp.db, family.entitlementId, family.orderId);
    const cases: [string, number[], number, string][] = [
      ['more than the sessions left', course.classIds.slice(0, 4), 409, 'Only 3 sessions are left to book'],
      ['a full class, after a good one', [course.classIds[0], course.classIds[5]], 409, 'This class is full'],
      ['a cancelled class', [course.classIds[4]], 409, 'This class was cancelled'],
      ['another course’s class', [elsewhere.classIds[0]], 404, 'This class was not found for this course'],
      ['a class outside the entitlement’s dates', [late.classIds[0]], 409, 'This class is outside the dates of the entitlement'],
      ['a class that does not exist', [2_000_000_000], 404, 'This class was not found for this course'],
    ];
    for (const [name, ids, status, message] of cases) {
      const response = await book(testApp.app, family.token, family.entitlementId, ids);
      expect(response.statusCode, name).toBe(status);
      expect(envelopeOf(response).message, name).toBe(message);
    }
    expect(await bookingFootprint(testApp.db, family.entitlementId, family.orderId)).toEqual(before);

    await bookOrFail(testApp.app, family.token, family.entitlementId, [course.classIds[0]]);
    const again = await book(testApp.app, family.token, family.entitlementId, [course.classIds[0]], 'cn');
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('该学员已预约这节课');

    const foreign = await book(testApp.app, rival.token, family.entitlementId, [course.classIds[1]]);
    expect(foreign.statusCode).toBe(404);
    for (const body of [{}, { entitlementId: family.entitlementId, scheduleIds: [] }, { entitlementId: '1', scheduleIds: [1] }, { entitlementId: family.entitlementId, scheduleIds: [1, 1] }]) {
      expect((await post(testApp.app, '/api/ddcBooking/create', body, { token: family.token })).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses an entitlement that is not active yet', async () => {
    const course = await courseWithClasses(testApp.db);
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await testApp.db.update(entitlements).set({ activatedAt: null }).where(eq(entitlements.id, family.entitlementId));
    const response = await book(testApp.app, family.token, family.entitlementId, [course.classIds[0]]);
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response).message).toBe('This entitlement is not active yet: classes can be booked from its first day');
  });

  it('cancels up to BOOKING_CANCEL_HOURS before the class, giving back the seat and the session; later it answers 409', async () => {
    const course = await courseWithClasses(testApp.db, { classes: 2, firstClass: '2026-03-05T01:00:00Z' });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await testApp.db.update(entitlements).set({ equityDateStart: '2026-03-01' }).where(eq(entitlements.id, family.entitlementId));
    const [first, second] = await bookOrFail(testApp.app, family.token, family.entitlementId, course.classIds);

    // The clock stands on 2 March 08:00 UTC; the first class is on 5 March 01:00 UTC.
    const stranger = await familyWithEntitlement(testApp.app, course.productId);
    expect((await post(testApp.app, `/api/ddcBooking/cancel/${first.id}`, undefined, { token: stranger.token })).statusCode).toBe(404);

    testApp.clock.advanceSeconds((2 * 24 - 8) * 3600); // 4 March 00:00 UTC: 25 hours before
    const cancelled = await post(testApp.app, `/api/ddcBooking/cancel/${first.id}`, undefined, { token: family.token, language: 'cn' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(envelopeOf(cancelled)).toMatchObject({ message: '已取消预约', data: { id: first.id, status: 'cancelled', cancellable: false, cancelDeadline: null } });
    expect(await seatsTakenOf(testApp.db, course.classIds[0])).toBe(0);
    expect((await classesOf(family.token, family.entitlementId)).sessionsLeft).toBe(3);
    expect((await post(testApp.app, `/api/ddcBooking/cancel/${first.id}`, undefined, { token: family.token })).statusCode).toBe(409);

    testApp.clock.advanceSeconds((7 * 24 + 2) * 3600); // 11 March 02:00 UTC: 23 hours before the second class
    const tooLate = await post(testApp.app, `/api/ddcBooking/cancel/${second.id}`, undefined, { token: family.token });
    expect(tooLate.statusCode).toBe(409);
    expect(envelopeOf(tooLate).message).toBe('A class can be cancelled up to 24 hours before it starts');
    expect(await seatsTakenOf(testApp.db, course.classIds[1])).toBe(1);
    const list = envelopeOf(await get(testApp.app, '/api/ddcEntitlement/list?tab=booked', { token: family.token })).data as EntitlementList;
    expect((list.list as BookingItem[]).find((item) => item.id === second.id)).toMatchObject({ status: 'booked', cancellable: false, cancelDeadline: '2026-03-11T01:00:00.000Z' });
  });

  it('a refund cancels the classes still to come and frees their seats', async () => {
    const course = await courseWithClasses(testApp.db, { classes: 2 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await bookOrFail(testApp.app, family.token, family.entitlementId, course.classIds);
    const refund = await post(testApp.app, `/api/ddcOrder/refund/${family.orderId}`, undefined, { token: family.token });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((envelopeOf(refund).data as { order: OrderDetail }).order.status).toBe(5);
    expect(await seatsTakenOf(testApp.db, course.classIds[0])).toBe(0);
    expect(await seatsTakenOf(testApp.db, course.classIds[1])).toBe(0);
    expect(envelopeOf(await get(testApp.app, '/api/ddcPlan/month?year=2026&month=9', { token: family.token })).data).toEqual({});
  });
});
