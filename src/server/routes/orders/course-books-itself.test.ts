import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailDto } from '../../../shared/api/public-content.ts';
import type { EntitlementItem, EntitlementList } from '../../../shared/api/orders.ts';
import type { PlanMonth } from '../../../shared/api/bookings.ts';
import { bookings, entitlements, notifications, products, schedules } from '../../db/schema.ts';
import { envelopeOf, get, lastMailTo, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  createCardPaidOrder,
  createOrderFor,
  createOrdersTestApp,
  orderDetail,
  parentWithChild,
  requestOrder,
  sendTransferProof,
  staffToken,
} from '../../../../tests/support/factories-orders.ts';
import { courseWithClasses, seatsTakenOf } from '../../../../tests/support/factories-bookings.ts';

const DAY = 24 * 3600;

/** D27 (late enrolment pays for the classes ahead) and D28 (a course with a fixed class list books itself). */
describe('buying a course with a fixed class list', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
  });
  afterAll(() => testApp.close());

  const bookingsOf = (entitlementId: number) =>
    testApp.db.select({ scheduleId: bookings.scheduleId, status: bookings.status }).from(bookings).where(eq(bookings.entitlementId, entitlementId)).orderBy(bookings.scheduleId);
  const entitlementOf = async (orderId: number) => (await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, orderId)))[0];

  it('paid by card: active at once, the child booked into every class, shown in the plan, and the parent told', async () => {
    // Four weekly classes from Saturday 5 September 2026; four sessions: the class list is the course.
    const course = await courseWithClasses(testApp.db, { classes: 4, sessions: 4 });
    const parent = await parentWithChild(testApp.app);
    const paid = await createCardPaidOrder(testApp.app, parent.token, course.productId, parent.childId);
    expect(paid.status).toBe(2);
    expect(paid.history.slice(-3).map((entry) => entry.note)).toEqual([
      'Card payment received',
      'Entitlement activated',
      expect.stringMatching(/^Classes booked: 2026-09-05 09:00, 2026-09-12 09:00, 2026-09-19 09:00, 2026-09-26 09:00$/),
    ]);
    const entitlement = await entitlementOf(paid.id);
    expect(entitlement).toMatchObject({ total: 4, activatedAt: testApp.clock() });
    expect(await bookingsOf(entitlement.id)).toEqual(course.classIds.map((scheduleId) => ({ scheduleId, status: 'booked' })));
    for (const id of course.classIds) expect(await seatsTakenOf(testApp.db, id)).toBe(1);

    const list = envelopeOf(await get(testApp.app, '/api/ddcEntitlement/list', { token: parent.token })).data as EntitlementList;
    expect(list.list[0]).toMatchObject({ status: 'pendingUse', total: 4, booked: 4 });
    const plan = envelopeOf(await get(testApp.app, '/api/ddcPlan/month?year=2026&month=9', { token: parent.token })).data as PlanMonth;
    expect(Object.keys(plan).sort()).toEqual(['2026-09-05', '2026-09-12', '2026-09-19', '2026-09-26']);

    const mail = await lastMailTo(testApp.dataDir, parent.email);
    expect(mail?.subject).toBe('4 classes booked for Ada Chen');
  });

  it('skips a full class, tells the family, and keeps its session on the entitlement; never oversells', { timeout: 120_000 }, async () => {
    const course = await courseWithClasses(testApp.db, { classes: 3, sessions: 3, capacity: 1 });
    await testApp.db.update(schedules).set({ seatsTaken: 1 }).where(eq(schedules.id, course.classIds[1]));
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, course.productId, parent.childId);
    // Paid by a transfer staff confirm: the same as a card.
    await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    await sendTransferProof(testApp.app, parent.token, order.id);
    const confirmed = await post(testApp.app, `/api/admin/order/confirmTransfer/${order.id}`, undefined, { token: await staffToken(testApp.app) });
    expect(confirmed.statusCode).toBe(200);
    expect((await orderDetail(testApp.app, parent.token, order.id)).status).toBe(2);

    const entitlement = await entitlementOf(order.id);
    expect(await bookingsOf(entitlement.id)).toEqual([
      { scheduleId: course.classIds[0], status: 'booked' },
      { scheduleId: course.classIds[2], status: 'booked' },
    ]);
    expect(await seatsTakenOf(testApp.db, course.classIds[1])).toBe(1);
    const list = envelopeOf(await get(testApp.app, '/api/ddcEntitlement/list', { token: parent.token })).data as EntitlementList;
    expect((list.list as EntitlementItem[]).find((item) => item.orderId === order.id)).toMatchObject({ total: 3, booked: 2 });
    const mail = await lastMailTo(testApp.dataDir, parent.email);
    expect(mail?.subject).toBe('2 classes booked for Ada Chen');
    expect(mail?.text).toContain('These classes were full');
    const told = (await testApp.db
      .select({ content: notifications.content })
      .from(notifications)
      .where(and(eq(notifications.kind, 'classesBooked'), eq(notifications.link, '/user/plan')))
      .orderBy(notifications.id)).at(-1)!;
    expect(told.content.cn.text).toContain('以下课节已满');

    // The last seats: two families racing for a one-seat class get one booking between them.
    const race = await courseWithClasses(testApp.db, { classes: 2, sessions: 2, capacity: 1 });
    const families = await Promise.all([parentWithChild(testApp.app), parentWithChild(testApp.app)]);
    await Promise.all(families.map((family) => createCardPaidOrder(testApp.app, family.token, race.productId, family.childId)));
    for (const id of race.classIds) {
      expect(await seatsTakenOf(testApp.db, id)).toBe(1);
      expect(await testApp.db.$count(bookings, and(eq(bookings.scheduleId, id), eq(bookings.status, 'booked')))).toBe(1);
    }
  });

  it('leaves a package of fewer sessions than classes to book by hand', async () => {
    const course = await courseWithClasses(testApp.db, { classes: 6, sessions: 4 });
    const parent = await parentWithChild(testApp.app);
    const paid = await createCardPaidOrder(testApp.app, parent.token, course.productId, parent.childId);
    expect(paid.status).toBe(1);
    const entitlement = await entitlementOf(paid.id);
    expect(entitlement).toMatchObject({ total: 4, activatedAt: null });
    expect(await bookingsOf(entitlement.id)).toEqual([]);
  });

  it('charges a late enrolment for the classes ahead, shows it first, and gives exactly those sessions, booked', async () => {
    // Twelve daily classes from Monday 2 March 2026, 09:00 in Shanghai (01:00 UTC); the clock is at 16:00 that day.
    const course = await courseWithClasses(testApp.db, { classes: 12, sessions: 12, firstClass: '2026-02-28T01:00:00Z', daysApart: 1 });
    await testApp.db
      .update(products)
      .set({ price: 109_000, lateEnrolmentUntil: '2026-03-31', equityDateStart: '2026-02-28', equityDateEnd: '2026-03-11' })
      .where(eq(products.id, course.productId));
    // 28 Feb, 1 Mar and 2 Mar have begun: 9 of 12 classes remain.
    for (const language of ['en', 'cn'] as const) {
      const detail = envelopeOf(await post(testApp.app, `/api/ddcProduct/detail/${course.productId}`, undefined, { language })).data as ProductDetailDto;
      expect(detail).toMatchObject({ enrolment: 'late', applicationFee: 5_000, lateEnrolment: { classesAhead: 9, classesTotal: 12, tuition: 81_750 } });
    }
    const listed = envelopeOf(await post(testApp.app, '/api/ddcProduct/productList', { pageSize: 100 })).data as { list: ProductDetailDto[] };
    expect(listed.list.find((item) => item.id === course.productId)?.lateEnrolment).toEqual({ classesAhead: 9, classesTotal: 12, tuition: 81_750 });

    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, course.productId, parent.childId);
    expect(order).toMatchObject({ tuitionAmount: 81_750, applicationFee: 5_000, payAmount: 86_750 });

    // Paid by transfer, confirmed a day later: the family keeps the nine sessions it paid for; those still ahead are booked.
    await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    testApp.clock.advanceSeconds(DAY);
    await sendTransferProof(testApp.app, parent.token, order.id);
    const confirmed = await post(testApp.app, `/api/admin/order/confirmTransfer/${order.id}`, undefined, { token: await staffToken(testApp.app) });
    expect(confirmed.statusCode).toBe(200);
    const entitlement = await entitlementOf(order.id);
    expect(entitlement.total).toBe(9);
    expect((await bookingsOf(entitlement.id)).map((row) => row.scheduleId)).toEqual(course.classIds.slice(4));

    // A course whose classes have all begun cannot be joined, whatever the late-enrolment date.
    testApp.clock.advanceSeconds(10 * DAY);
    const other = await parentWithChild(testApp.app);
    const refused = await requestOrder(testApp.app, other.token, { productId: course.productId, childId: other.childId });
    expect(refused.statusCode).toBe(409);
    testApp.clock.advanceSeconds(-11 * DAY);
  });
});
