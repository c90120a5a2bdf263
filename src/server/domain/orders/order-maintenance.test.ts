import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  createOrderFor,
  createOrdersTestApp,
  createPaidOrder,
  createProduct,
  orderDetail,
  parentWithChild,
  sendTransferProof,
  stockOf,
} from '../../../../tests/support/factories-orders.ts';
import { entitlements, orders, paymentCheckouts } from '../../db/schema.ts';
import { startSweeps } from '../maintenance/sweeps.ts';
import { activateDueEntitlements, closeExpiredOrders, sweepOrders } from './order-maintenance.ts';

describe('order maintenance: holds that run out, entitlements that fall due', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());
  const closeExpired = () => closeExpiredOrders({ db: testApp.db, provider: testApp.app.cardPayments, now: testApp.clock() });

  it('closes an unpaid order when its hold runs out and frees the seat, not a minute before', async () => {
    const product = await createProduct(testApp.db, { stock: 1 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    expect(await stockOf(testApp.db, product.id)).toBe(0);
    const soldOut = await post(testApp.app, '/api/ddcProduct/detail/' + product.id);
    expect((envelopeOf(soldOut).data as { stock: number }).stock).toBe(0);

    testApp.clock.advanceSeconds(29 * 60);
    expect(await closeExpired()).toEqual({ closed: 0, freedSeats: 0 });
    expect(await stockOf(testApp.db, product.id)).toBe(0);

    testApp.clock.advanceSeconds(2 * 60);
    expect(await closeExpired()).toEqual({ closed: 1, freedSeats: 1 });
    expect(await stockOf(testApp.db, product.id)).toBe(1);
    const detail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail).toMatchObject({ status: 4, expiresAt: null, allowedActions: [] });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 4, actor: 'system', note: 'Closed unpaid when the seat hold ran out' });
    // A second sweep finds nothing.
    expect(await closeExpired()).toEqual({ closed: 0, freedSeats: 0 });
  });

  it('never shows a stale hold: reading the orders closes what ran out, and the product list shows the seat again', async () => {
    const product = await createProduct(testApp.db, { stock: 1 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    testApp.clock.advanceSeconds(31 * 60);

    const listed = envelopeOf(await get(testApp.app, '/api/ddcOrder/list', { token: parent.token })).data as { list: { id: number; status: number }[] };
    expect(listed.list.find((entry) => entry.id === order.id)?.status).toBe(4);
    expect(await stockOf(testApp.db, product.id)).toBe(1);
    const detail = await post(testApp.app, '/api/ddcProduct/detail/' + product.id);
    expect((envelopeOf(detail).data as { stock: number }).stock).toBe(1);

    // Paying or cancelling after the hold is too late.
    const late = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    testApp.clock.advanceSeconds(31 * 60);
    expect((await post(testApp.app, `/api/ddcOrder/pay/${late.id}`, { payType: 1 }, { token: parent.token })).statusCode).toBe(409);
    expect((await post(testApp.app, `/api/ddcOrder/cancel/${late.id}`, undefined, { token: parent.token })).statusCode).toBe(409);
    expect(await stockOf(testApp.db, product.id)).toBe(1);
  });

  it('closes an order in payment at its deadline, which the checkout did not move, marking the checkout expired', async () => {
    const product = await createProduct(testApp.db, { stock: 1 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    testApp.clock.advanceSeconds(20 * 60);
    expect((await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token: parent.token })).statusCode).toBe(200);
    const inPayment = await orderDetail(testApp.app, parent.token, order.id);
    expect(inPayment.status).toBe(7);
    expect(inPayment.expiresAt).toBe(order.expiresAt);
    // The sandbox has no minimum: its checkout ends with the order's time to pay.
    const [open] = await testApp.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, order.id));
    expect(open.expiresAt.toISOString()).toBe(order.expiresAt);

    testApp.clock.advanceSeconds((Date.parse(order.expiresAt!) - testApp.clock().getTime()) / 1000);
    expect(await closeExpired()).toEqual({ closed: 0, freedSeats: 0 });
    testApp.clock.advanceSeconds(1);
    expect(await closeExpired()).toEqual({ closed: 1, freedSeats: 1 });
    expect((await orderDetail(testApp.app, parent.token, order.id)).history.at(-1)).toMatchObject({ fromStatus: 7, toStatus: 4, actor: 'system' });
    const checkouts = await testApp.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, order.id));
    expect(checkouts.map((checkout) => checkout.status)).toEqual(['expired']);
    expect(await stockOf(testApp.db, product.id)).toBe(1);
  });

  it('leaves orders under review and paid orders alone', async () => {
    const product = await createProduct(testApp.db, { stock: 3 });
    const parent = await parentWithChild(testApp.app);
    const paid = await createPaidOrder(testApp.app, parent.token, product.id, parent.childId);
    const underReview = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    await sendTransferProof(testApp.app, parent.token, underReview.id);
    testApp.clock.advanceSeconds(2 * 86_400);
    expect(await closeExpired()).toEqual({ closed: 0, freedSeats: 0 });
    expect((await orderDetail(testApp.app, parent.token, paid.id)).status).toBe(1);
    expect((await orderDetail(testApp.app, parent.token, underReview.id)).status).toBe(6);
    expect(await stockOf(testApp.db, product.id)).toBe(1);
  });

  it('activates the entitlements of paid orders on the first class day of the academy’s time zone', async () => {
    const now = testApp.clock();
    // 17:00 UTC is 01:00 the next day in Shanghai.
    const utcDay = now.toISOString().slice(0, 10);
    const shanghaiTomorrow = new Date(Date.parse(`${utcDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const startsTomorrow = await createProduct(testApp.db, { stock: 3, equityDateStart: shanghaiTomorrow, equityDateEnd: '2027-12-31' });
    const startsLater = await createProduct(testApp.db, { stock: 3, equityDateStart: '2027-06-01', equityDateEnd: '2027-12-31' });
    const parent = await parentWithChild(testApp.app);
    const due = await createPaidOrder(testApp.app, parent.token, startsTomorrow.id, parent.childId);
    const notYet = await createPaidOrder(testApp.app, parent.token, startsLater.id, parent.childId);

    const utcEvening = new Date(`${utcDay}T15:59:00Z`);
    expect(await activateDueEntitlements(testApp.db, utcEvening, 'Asia/Shanghai')).toBe(0);
    const shanghaiMorning = new Date(`${utcDay}T17:00:00Z`);
    expect(await activateDueEntitlements(testApp.db, shanghaiMorning, 'UTC')).toBe(0);
    expect(await activateDueEntitlements(testApp.db, shanghaiMorning, 'Asia/Shanghai')).toBe(1);

    const activated = await orderDetail(testApp.app, parent.token, due.id);
    expect(activated.status).toBe(2);
    expect(activated.history.at(-1)).toMatchObject({ fromStatus: 1, toStatus: 2, actor: 'system', note: 'Entitlement activated' });
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, due.id));
    expect(entitlement.activatedAt?.toISOString()).toBe(shanghaiMorning.toISOString());
    expect((await orderDetail(testApp.app, parent.token, notYet.id)).status).toBe(1);
    expect(await activateDueEntitlements(testApp.db, shanghaiMorning, 'Asia/Shanghai')).toBe(0);
  });
});

describe('the maintenance timer', () => {
  it('sweeps at once and then on every tick, until stopped', { timeout: 120_000 }, async () => {
    const testApp = await createOrdersTestApp();
    try {
      const product = await createProduct(testApp.db, { stock: 1 });
      const parent = await parentWithChild(testApp.app);
      const first = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
      testApp.clock.advanceSeconds(31 * 60);
      let seatChanges = 0;
      const run = sweepOrders({
        db: testApp.db,
        provider: testApp.app.cardPayments,
        clock: testApp.clock,
        timeZone: 'Asia/Shanghai',
        onSeatsChanged: () => (seatChanges += 1),
      });
      const stop = startSweeps([{ name: 'orders', everyMs: 50, run }], {
        runExclusively: testApp.database.runExclusively,
        onError: (_sweep, error) => {
          throw error;
        },
      });
      await vi.waitFor(async () => expect(await stockOf(testApp.db, product.id)).toBe(1));
      expect(seatChanges).toBe(1);

      const second = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
      testApp.clock.advanceSeconds(31 * 60);
      await vi.waitFor(async () => expect(await stockOf(testApp.db, product.id)).toBe(1));
      await stop();
      expect(seatChanges).toBe(2);
      const rows = await testApp.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, [first.id, second.id]));
      expect(rows.map((row) => row.status)).toEqual([4, 4]);
    } finally {
      await testApp.close();
    }
  });
});
