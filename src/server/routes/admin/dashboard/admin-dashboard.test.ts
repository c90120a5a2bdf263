import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardToday, DashboardTrends } from '../../../../shared/api/admin-dashboard.ts';
import type { AdminOrderDetail } from '../../../../shared/api/admin-orders.ts';
import { entitlements, orders } from '../../../db/schema.ts';
import { get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { bookOrFail, courseWithClasses, familyWithEntitlement } from '../../../../../tests/support/factories-bookings.ts';
import { createCardPaidOrder, createOrderFor, createOrdersTestApp, createPaidOrder, createProduct, parentWithChild } from '../../../../../tests/support/factories-orders.ts';
import { expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

/** The dashboard's figures against the orders, refunds, classes and bookings this test makes. The clock stands on Monday 2 March 2026, 16:00 in Shanghai. */
describe('admin/dashboard: today’s classes and the trends', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let adviser: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
    admin = await memberWithRole(testApp.app, 'admin');
    adviser = await memberWithRole(testApp.app, 'adviser');
  });
  afterAll(() => testApp.close());

  const trends = (token = admin.token, language: 'en' | 'cn' = 'en') => expectOk<DashboardTrends>(testApp.app, 'GET', '/api/admin/dashboard/trends', undefined, { token, language });
  const today = (token = admin.token, language: 'en' | 'cn' = 'en') => expectOk<DashboardToday>(testApp.app, 'GET', '/api/admin/dashboard/today', undefined, { token, language });

  it('answers staff only', async () => {
    const parent = await parentWithChild(testApp.app);
    for (const path of ['today', 'trends']) {
      expect((await get(testApp.app, `/api/admin/dashboard/${path}`, { token: parent.token })).statusCode, path).toBe(403);
      expect((await get(testApp.app, `/api/admin/dashboard/${path}`)).statusCode, path).toBe(401);
    }
    // Advisers run classes and orders (D24).
    expect((await today(adviser.token)).day).toBe('2026-03-02');
    expect((await trends(adviser.token)).enrolmentsPerWeek).toHaveLength(12);
  });

  it('counts enrolments per week, revenue and refunds per month, and seats per course, on the academy’s days', async () => {
    const parent = await parentWithChild(testApp.app);
    const refundedCourse = await createProduct(testApp.db, { nameEn: 'Orbit Algebra', nameZh: '轨道代数', stock: 5, price: 90_000, equityDateStart: '2026-04-01', equityDateEnd: '2026-06-30' });
    const cardCourse = await createProduct(testApp.db, { nameEn: 'Prism Optics', nameZh: '棱镜光学', stock: 4, price: 40_000, equityDateStart: '2026-03-15', equityDateEnd: '2026-05-31' });
    const ended = await createProduct(testApp.db, { nameEn: 'Bygone Botany', stock: 3, equityDateStart: '2025-09-01', equityDateEnd: '2026-01-31' });

    const refunded = await createPaidOrder(testApp.app, parent.token, refundedCourse.id, parent.childId);
    expect((await post(testApp.app, `/api/ddcOrder/refund/${refunded.id}`, undefined, { token: parent.token })).statusCode).toBe(200);
    const refund = (await expectOk<AdminOrderDetail>(testApp.app, 'POST', `/api/admin/order/completeRefund/${refunded.id}`, undefined, { token: admin.token })).refund!;
    const card = await createCardPaidOrder(testApp.app, parent.token, cardCourse.id, parent.childId);
    const secondChild = (await parentWithChild(testApp.app));
    const unpaid = await createOrderFor(testApp.app, secondChild.token, cardCourse.id, secondChild.childId);
    // 1 March 01:00 in Shanghai is still 28 February in UTC: the academy's week and month count.
    await testApp.db.update(orders).set({ paidAt: new Date('2026-02-28T17:00:00Z') }).where(eq(orders.id, refunded.id));
    await testApp.db.update(orders).set({ paidAt: new Date('2026-01-10T04:00:00Z') }).where(eq(orders.id, card.id));

    const figures = await trends();
    expect(figures.enrolmentsPerWeek[0]).toEqual({ weekStart: '2025-12-14', enrolments: 0 });
    expect(figures.enrolmentsPerWeek.filter((week) => week.enrolments > 0)).toEqual([
      { weekStart: '2026-01-04', enrolments: 1 },
      { weekStart: '2026-03-01', enrolments: 1 },
    ]);
    expect(figures.moneyPerMonth).toHaveLength(1);
    const [usd] = figures.moneyPerMonth;
    expect(usd.currency).toBe('USD');
    expect(usd.months.map((month) => month.month)).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ]);
    expect(usd.months.filter((month) => month.revenue > 0 || month.refunds > 0)).toEqual([
      { month: '2026-01', revenue: card.payAmount, refunds: 0 },
      { month: '2026-03', revenue: refunded.payAmount, refunds: refund.amount },
    ]);
    // The refund before the first class gave the seat back; the unpaid order holds one.
    const seats = Object.fromEntries(figures.seatsPerCourse.map((course) => [course.productId, course]));
    expect(seats[refundedCourse.id]).toEqual({ productId: refundedCourse.id, course: 'Orbit Algebra', capacity: 5, filled: 0, held: 0 });
    expect(seats[cardCourse.id]).toEqual({ productId: cardCourse.id, course: 'Prism Optics', capacity: 4, filled: 1, held: 1 });
    expect(seats[ended.id]).toBeUndefined();
    expect((await trends(admin.token, 'cn')).seatsPerCourse.find((course) => course.productId === refundedCourse.id)?.course).toBe('轨道代数');
    expect(unpaid.id).toBeGreaterThan(0);
  });

  it('lists today’s classes with their teacher, link and attendance, from upcoming to marked', async () => {
    // 18:00 and 20:00 in Shanghai today, and 09:00 tomorrow.
    const course = await courseWithClasses(testApp.db, { classes: 1, firstClass: '2026-03-02T10:00:00Z', joinUrl: 'https://meet.example/orbit' });
    const empty = await courseWithClasses(testApp.db, { classes: 2, firstClass: '2026-03-02T12:00:00Z', daysApart: 1 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await testApp.db.update(entitlements).set({ equityDateStart: '2026-03-01' }).where(eq(entitlements.id, family.entitlementId));
    const [booking] = await bookOrFail(testApp.app, family.token, family.entitlementId, course.classIds);

    const before = await today(admin.token, 'cn');
    expect(before.day).toBe('2026-03-02');
    expect(before.classes.map((item) => item.scheduleId)).toEqual([course.classIds[0], empty.classIds[0]]);
    expect(before.classes[0]).toMatchObject({
      name: '第 1 周',
      teacher: { id: course.teacherId, name: '玛雅老师' },
      joinUrl: 'https://meet.example/orbit',
      startAt: '2026-03-02T10:00:00.000Z',
      endAt: '2026-03-02T11:30:00.000Z',
      booked: 1,
      unmarked: 1,
      state: 'upcoming',
    });
    expect(before.classes[1]).toMatchObject({ booked: 0, state: 'noBookings' });

    testApp.clock.advanceSeconds(2.5 * 3600); // 10:30 UTC: the class is on
    expect((await today()).classes[0].state).toBe('inProgress');
    testApp.clock.advanceSeconds(3600); // 11:30 UTC: over, not marked
    expect((await today()).classes[0].state).toBe('toMark');
    await expectOk(testApp.app, 'POST', `/api/admin/class/attendance/${booking.id}`, { status: 'attended' }, { token: admin.token });
    expect((await today()).classes[0]).toMatchObject({ state: 'marked', attended: 1, unmarked: 0, booked: 1 });
    testApp.clock.advanceSeconds(-3.5 * 3600);
  });
});
