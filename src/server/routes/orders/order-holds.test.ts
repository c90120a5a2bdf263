import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type OrderSummary } from '../../../shared/api/orders.ts';
import { envelopeOf, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  childFor,
  createOrderFor,
  createOrdersTestApp,
  createProduct,
  parentWithChild,
  requestOrder,
} from '../../../../tests/support/factories-orders.ts';
import { orders } from '../../db/schema.ts';
import { MAX_OPEN_HOLDS_PER_PARENT } from '../../domain/orders/create-order.ts';
import { CHECKOUT_GRACE_MS } from '../../domain/payments/checkout.ts';

/** D22: holds are limited, so that one parent cannot block a course. */
describe('limits on unpaid holds', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  const payByCard = (token: string, orderId: number) =>
    post(testApp.app, `/api/ddcOrder/pay/${orderId}`, { payType: 1 }, { token });
  const holdOf = async (orderId: number) => {
    const [row] = await testApp.db.select({ expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, orderId));
    return row.expiresAt!;
  };

  it('allows one open unpaid order per child and course, with a clear 409, and another once it is cancelled', async () => {
    const product = await createProduct(testApp.db, { stock: 10 });
    const parent = await parentWithChild(testApp.app);
    const first = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);

    const again = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId }, { language: 'cn' });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('该孩子已有此课程的未付款订单，请先付款或取消');
    // A brother or sister may apply for the same course.
    const sibling = await childFor(testApp.app, parent.token, { name: 'Ben Chen' });
    expect((await requestOrder(testApp.app, parent.token, { productId: product.id, childId: sibling })).statusCode).toBe(200);

    expect((await post(testApp.app, `/api/ddcOrder/cancel/${first.id}`, undefined, { token: parent.token })).statusCode).toBe(200);
    expect((await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId })).statusCode).toBe(200);
  });

  it('gives one order to ten racing requests for one child and course', async () => {
    const product = await createProduct(testApp.db, { stock: 10 });
    const parent = await parentWithChild(testApp.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
  });

  it(`caps a parent's open holds at ${MAX_OPEN_HOLDS_PER_PARENT}, even when the orders race`, async () => {
    const parent = await parentWithChild(testApp.app);
    const products = await Promise.all(Array.from({ length: MAX_OPEN_HOLDS_PER_PARENT + 3 }, () => createProduct(testApp.db, { stock: 5 })));
    const answers = await Promise.all(
      products.map((product) => requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_OPEN_HOLDS_PER_PARENT);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(envelopeOf(refused).message).toBe(`You already hold ${MAX_OPEN_HOLDS_PER_PARENT} seats with unpaid orders: pay or cancel one first`);
  });

  it('never moves the payment deadline, however often the card checkout is reopened, and refuses a checkout after it', async () => {
    const product = await createProduct(testApp.db, { stock: 5 });
    const parent = await parentWithChild(testApp.app);
    const order = envelopeOf(await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId })).data as OrderSummary;
    const deadline = new Date(order.expiresAt!);
    const [placed] = await testApp.db.select({ holdEndsBy: orders.holdEndsBy }).from(orders).where(eq(orders.id, order.id));
    // D22: the seat is kept past the deadline only for the grace, well within one checkout's lifetime.
    expect(placed.holdEndsBy!.getTime()).toBe(deadline.getTime() + CHECKOUT_GRACE_MS);

    const reopenings: number[] = [];
    for (let minute = 0; minute < 30; minute += 5) {
      const answer = await payByCard(parent.token, order.id);
      reopenings.push(answer.statusCode);
      expect(await holdOf(order.id)).toEqual(deadline);
      testApp.clock.advanceSeconds(5 * 60);
    }
    expect(reopenings).toEqual([200, 200, 200, 200, 200, 200]);

    // At the deadline, before any sweep has closed the order: too late to open a checkout.
    testApp.clock.advanceSeconds((deadline.getTime() - testApp.clock().getTime()) / 1000);
    const [row] = await testApp.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe(OrderStatus.InPayment);
    const refused = await payByCard(parent.token, order.id);
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe('The time to pay for this order has ended');
  });
});
