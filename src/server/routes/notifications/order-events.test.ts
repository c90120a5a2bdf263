import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, users } from '../../db/schema.ts';
import { closeExpiredOrders } from '../../domain/orders/order-maintenance.ts';
import { post, readOutbox, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrderFor, createOrdersTestApp, createPaidOrder, createProduct, parentWithChild } from '../../../../tests/support/factories-orders.ts';

/** Issue 27 (2): what a family is told about its orders, by mail and in the portal. */
describe('order notifications (D29)', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  async function family() {
    const parent = await parentWithChild(testApp.app);
    const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, parent.username));
    return { ...parent, memberId: user.id };
  }
  /** What the member was told after their welcome, oldest first. */
  const kindsOf = async (memberId: number) =>
    (
      await testApp.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(and(eq(notifications.userId, memberId), ne(notifications.kind, 'accountCreated')))
        .orderBy(notifications.id)
    ).map((row) => row.kind);

  it('tells of an order placed: the whole price, the deadline in the academy’s time and the bank details with the reference', async () => {
    const parent = await family();
    const product = await createProduct(testApp.db, { price: 128_000, stock: 3 });
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    const mail = (await readOutbox(testApp.dataDir)).filter((message) => message.to.includes(parent.email)).at(-1);
    // 30 minutes after 2026-03-02 08:00 UTC is 16:30 in Shanghai.
    expect(mail?.subject).toBe(`Order ${order.orderSn} placed: please pay by Monday, 2 March 2026 at 16:30 (Beijing time)`);
    expect(mail?.text).toContain('comes to $1,330 in all, the application fee included');
    expect(mail?.text).toContain('account 012-345678-901');
    expect(mail?.text).toContain(`Give the order number ${order.orderSn} as the reference`);
    const [row] = await testApp.db.select().from(notifications).where(and(eq(notifications.userId, parent.memberId), eq(notifications.kind, 'orderCreated')));
    expect(row.content.cn.subject).toContain(`订单 ${order.orderSn} 已创建`);
    expect(row.link).toBe(`/order-detail?id=${order.id}`);
  });

  it('tells of an order that closed unpaid when its time ran out, and not of one the parent cancelled', async () => {
    const parent = await family();
    const product = await createProduct(testApp.db, { stock: 3 });
    const expired = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    await testApp.db.update(orders).set({ expiresAt: new Date(testApp.clock().getTime() - 60_000), holdEndsBy: new Date(testApp.clock().getTime() - 60_000) }).where(eq(orders.id, expired.id));
    await closeExpiredOrders({ db: testApp.db, provider: testApp.app.cardPayments, now: testApp.clock() });
    await testApp.app.deliverNotifications();
    expect(await kindsOf(parent.memberId)).toEqual(['orderCreated', 'orderClosed']);
    const mail = (await readOutbox(testApp.dataDir)).filter((message) => message.to.includes(parent.email)).at(-1);
    expect(mail?.subject).toBe(`Order ${expired.orderSn} closed unpaid`);

    const other = await createProduct(testApp.db, { stock: 3 });
    const cancelled = await createOrderFor(testApp.app, parent.token, other.id, parent.childId);
    expect((await post(testApp.app, `/api/ddcOrder/cancel/${cancelled.id}`, undefined, { token: parent.token })).statusCode).toBe(200);
    expect(await kindsOf(parent.memberId)).toEqual(['orderCreated', 'orderClosed', 'orderCreated']);
  });

  it('tells of a transfer refund asked for (a task for staff) and of its completion', async () => {
    const parent = await family();
    const product = await createProduct(testApp.db, { stock: 3, equityDateStart: '2026-06-01', equityDateEnd: '2026-09-01' });
    const paid = await createPaidOrder(testApp.app, parent.token, product.id, parent.childId);
    expect((await post(testApp.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token })).statusCode).toBe(200);
    expect(await kindsOf(parent.memberId)).toEqual(['orderCreated', 'paymentReceived', 'refundRequested']);
    const mail = (await readOutbox(testApp.dataDir)).filter((message) => message.to.includes(parent.email)).at(-1);
    expect(mail?.text).toContain('within 5 working days');
  });
});
