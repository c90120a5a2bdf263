import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type BookingItem, type EntitlementItem, type EntitlementList, type OrderDetail } from '../../../shared/api/orders.ts';
import { ProductCategory, CourseType } from '../../../shared/catalogue.ts';
import { bookings, entitlements } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createCourseSystem, createSchedule, createTimetable } from '../../../../tests/support/factories.ts';
import {
  createCardPaidOrder,
  createOrdersTestApp,
  createPaidOrder,
  createProduct,
  parentWithChild,
  staffToken,
} from '../../../../tests/support/factories-orders.ts';

describe('ddcEntitlement/list (D11)', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  const list = async (token: string, query = '', language: 'en' | 'cn' = 'en') => {
    const response = await get(testApp.app, `/api/ddcEntitlement/list${query}`, { token, language });
    expect(response.statusCode).toBe(200);
    return envelopeOf(response).data as EntitlementList;
  };

  it('lists each tab with its count; refunded ones are gone; the booked tab lists every booking, those to come first', async () => {
    const staff = await staffToken(testApp.app);
    const parent = await parentWithChild(testApp.app);
    const product = (overrides: Parameters<typeof createProduct>[1] = {}) => createProduct(testApp.db, { stock: 5, totalClassHours: 4, ...overrides });
    const activate = async (orderId: number) => {
      const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
      expect((await post(testApp.app, `/api/admin/entitlement/activate/${entitlement.id}`, undefined, { token: staff })).statusCode).toBe(200);
      return entitlement.id;
    };

    const pendingActivation = await createPaidOrder(testApp.app, parent.token, (await product({ nameEn: 'Awaiting', nameZh: '待激活' })).id, parent.childId);
    const pendingBooking = await createPaidOrder(testApp.app, parent.token, (await product()).id, parent.childId);
    await activate(pendingBooking.id);
    const pendingUse = await createPaidOrder(testApp.app, parent.token, (await product({ nameEn: 'Booked course', nameZh: '已约课程' })).id, parent.childId);
    const pendingUseEntitlement = await activate(pendingUse.id);
    const used = await createPaidOrder(testApp.app, parent.token, (await product()).id, parent.childId);
    const usedEntitlement = await activate(used.id);
    // Bought after its end, which only a late-enrolment date allows (D21): its entitlement is expired at once.
    const expired = await createPaidOrder(testApp.app, parent.token, (await product({ equityDateStart: '2025-09-01', equityDateEnd: '2026-02-28', lateEnrolmentUntil: '2026-03-31' })).id, parent.childId);
    const inspire = await createPaidOrder(
      testApp.app,
      parent.token,
      (await product({ categoryId: ProductCategory.Inspire, courseType: CourseType.Inspire, stock: null, totalClassHours: 20 })).id,
      parent.childId,
    );
    const refunded = await createCardPaidOrder(testApp.app, parent.token, (await product()).id, parent.childId);
    expect((await post(testApp.app, `/api/ddcOrder/refund/${refunded.id}`, undefined, { token: parent.token })).statusCode).toBe(200);

    // Nothing books sessions yet (a later issue): the bookings are written directly.
    const system = await createCourseSystem(testApp.db);
    const timetable = await createTimetable(testApp.db);
    const sessions = await Promise.all(
      [1, 2, 3, 4, 5].map((day) =>
        createSchedule(testApp.db, { timetableId: timetable.id, courseSystemId: system.id, classDate: new Date(`2026-09-0${day}T10:00:00Z`), nameEn: `Lesson ${day}`, nameZh: `第${day}课` }),
      ),
    );
    await testApp.db.update(entitlements).set({ used: 1 }).where(eq(entitlements.id, pendingUseEntitlement));
    await testApp.db.insert(bookings).values([
      { entitlementId: pendingUseEntitlement, scheduleId: sessions[0].id, status: 'attended' },
      { entitlementId: pendingUseEntitlement, scheduleId: sessions[1].id, status: 'booked' },
      { entitlementId: pendingUseEntitlement, scheduleId: sessions[2].id, status: 'booked' },
      { entitlementId: pendingUseEntitlement, scheduleId: sessions[3].id, status: 'booked' },
      { entitlementId: pendingUseEntitlement, scheduleId: sessions[4].id, status: 'cancelled' },
    ]);
    await testApp.db.update(entitlements).set({ used: 4 }).where(eq(entitlements.id, usedEntitlement));

    const all = await list(parent.token);
    expect(all.counts).toEqual({ all: 6, pendingActivation: 2, pendingBooking: 1, pendingUse: 1, used: 1, expired: 1, booked: 5 });
    expect(all.total).toBe(6);
    const statusOf = new Map((all.list as EntitlementItem[]).map((item) => [item.orderId, item.status]));
    expect(Object.fromEntries(statusOf)).toEqual({
      [pendingActivation.id]: 'pendingActivation',
      [pendingBooking.id]: 'pendingBooking',
      [pendingUse.id]: 'pendingUse',
      [used.id]: 'used',
      [expired.id]: 'expired',
      [inspire.id]: 'pendingActivation',
    });
    expect(statusOf.has(refunded.id)).toBe(false);
    expect((all.list as EntitlementItem[]).find((item) => item.orderId === inspire.id)).toMatchObject({ unit: 'hours', total: 20, productCategoryId: 59 });
    expect((all.list as EntitlementItem[]).find((item) => item.orderId === pendingUse.id)).toMatchObject({ unit: 'sessions', total: 4, used: 1, booked: 3 });

    const waiting = await list(parent.token, '?tab=pendingActivation', 'cn');
    expect(waiting.total).toBe(2);
    expect((waiting.list as EntitlementItem[]).map((item) => item.orderId).sort()).toEqual([pendingActivation.id, inspire.id].sort());
    expect((waiting.list as EntitlementItem[]).find((item) => item.orderId === pendingActivation.id)).toMatchObject({
      productName: '待激活',
      orderSn: pendingActivation.orderSn,
      childName: 'Ada Chen',
      activateTime: null,
    });
    for (const tab of ['pendingBooking', 'pendingUse', 'used', 'expired'] as const) {
      expect((await list(parent.token, `?tab=${tab}`)).total, tab).toBe(1);
    }
    const paged = await list(parent.token, '?pageSize=4&pageNum=2');
    expect(paged.total).toBe(6);
    expect(paged.list).toHaveLength(2);

    const booked = await list(parent.token, '?tab=booked', 'cn');
    expect(booked.total).toBe(5);
    expect((booked.list as BookingItem[]).map((item) => [item.scheduleName, item.status])).toEqual([
      ['第2课', 'booked'],
      ['第3课', 'booked'],
      ['第4课', 'booked'],
      ['第5课', 'cancelled'],
      ['第1课', 'attended'],
    ]);
    expect(booked.list[0]).toEqual({
      id: expect.any(Number),
      entitlementId: pendingUseEntitlement,
      productName: '已约课程',
      childName: 'Ada Chen',
      scheduleName: '第2课',
      classDate: '2026-09-02T10:00:00.000Z',
      endAt: '2026-09-02T11:00:00.000Z',
      teacherName: null,
      status: 'booked',
      cancelDeadline: '2026-09-01T10:00:00.000Z',
      cancellable: true,
    });
  });

  it('shows a member only their own entitlements, and refuses unknown tabs', async () => {
    const owner = await parentWithChild(testApp.app);
    const stranger = await parentWithChild(testApp.app);
    await createPaidOrder(testApp.app, owner.token, (await createProduct(testApp.db, { stock: 2 })).id, owner.childId);
    expect((await list(owner.token)).total).toBe(1);
    expect(await list(stranger.token)).toEqual({
      total: 0,
      list: [],
      counts: { all: 0, pendingActivation: 0, pendingBooking: 0, pendingUse: 0, used: 0, expired: 0, booked: 0 },
    });
    for (const query of ['?tab=everything', '?pageSize=0', '?pageNum=-1']) {
      expect((await get(testApp.app, `/api/ddcEntitlement/list${query}`, { token: owner.token })).statusCode, query).toBe(400);
    }
  });

  it('activates at once an entitlement paid after its course began', async () => {
    const parent = await parentWithChild(testApp.app);
    // The test clock stands on 2026-03-02: this course began ten days earlier.
    // Late enrolment (D21) lets a family buy a course that has begun.
    const running = await createProduct(testApp.db, { stock: 5, equityDateStart: '2026-02-20', equityDateEnd: '2026-06-30', lateEnrolmentUntil: '2026-06-30' });
    const order = await createCardPaidOrder(testApp.app, parent.token, running.id, parent.childId);

    const entitlementsNow = await list(parent.token);
    expect(entitlementsNow.counts).toMatchObject({ all: 1, pendingActivation: 0, pendingBooking: 1 });
    expect(entitlementsNow.list[0]).toMatchObject({ orderId: order.id, status: 'pendingBooking', activateTime: testApp.clock().toISOString() });
    const detail = envelopeOf(await get(testApp.app, `/api/ddcOrder/detail/${order.id}`, { token: parent.token })).data as OrderDetail;
    expect(detail.status).toBe(OrderStatus.InProgress);
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: OrderStatus.Paid, toStatus: OrderStatus.InProgress, actor: 'system' });
  });
});
