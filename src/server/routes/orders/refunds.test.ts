import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FEE, type OrderDetail, type RefundAnswer } from '../../../shared/api/orders.ts';
import type { CardPaymentProvider } from '../../adapters/payment/card-payment-provider.ts';
import { createSandboxPaymentProvider } from '../../adapters/payment/sandbox-payment-provider.ts';
import { entitlements, payments, refunds } from '../../db/schema.ts';
import { envelopeOf, post, START_TIME, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  createCardPaidOrder,
  createOrdersTestApp,
  createPaidOrder,
  createProduct,
  orderDetail,
  orderFootprint,
  parentWithChild,
  staffToken,
  stockOf,
} from '../../../../tests/support/factories-orders.ts';

/** The calendar date `days` after the test clock's day (2026-03-02, also in Asia/Shanghai). */
function dayAfterStart(days: number): string {
  return new Date(START_TIME.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The sandbox provider, with a record of the refunds it was asked for. */
function recordingSandbox() {
  const sandbox = createSandboxPaymentProvider();
  const asked: { providerPaymentId: string; amount: number }[] = [];
  const provider: CardPaymentProvider = {
    ...sandbox,
    name: sandbox.name,
    async refund(providerPaymentId, amount) {
      asked.push({ providerPaymentId, amount });
      return sandbox.refund(providerPaymentId, amount);
    },
  };
  return { provider, asked };
}

describe('refunds (D10)', () => {
  let testApp: AccountsTestApp;
  const sandbox = recordingSandbox();
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ cardPayments: sandbox.provider });
  });
  afterAll(() => testApp.close());

  it.each([
    [30, 100],
    [16, 90],
    [1, 50],
  ])('refunds a card payment %i days before the first class: %i percent of the tuition, never the fee', async (days, percent) => {
    const tuition = 123_457;
    const product = await createProduct(testApp.db, { price: tuition, stock: 3, equityDateStart: dayAfterStart(days), equityDateEnd: dayAfterStart(days + 90) });
    const parent = await parentWithChild(testApp.app);
    const paid = await createCardPaidOrder(testApp.app, parent.token, product.id, parent.childId);
    expect(paid.status).toBe(1);
    const expected = Math.floor((tuition * percent) / 100);
    expect(paid.refundQuote).toEqual({ daysBefore: days, percent, amount: expected });
    expect(await stockOf(testApp.db, product.id)).toBe(2);

    const response = await post(testApp.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token });
    expect(response.statusCode).toBe(200);
    const answer = envelopeOf(response) as { message: string; data: RefundAnswer };
    expect(answer.message).toBe('The refund was sent');
    expect(answer.data.amount).toBe(expected);
    expect(answer.data.percent).toBe(percent);
    expect(answer.data.amount).toBeLessThan(paid.payAmount - APPLICATION_FEE + 1);
    expect(answer.data.order).toMatchObject({
      status: 5,
      allowedActions: [],
      refundQuote: null,
      refund: { percent, amount: expected, method: 'card', status: 'completed', requestTime: testApp.clock().toISOString(), completeTime: testApp.clock().toISOString() },
    });
    expect(answer.data.order.history.at(-1)).toMatchObject({ fromStatus: 1, toStatus: 5, actor: 'member', note: 'Refunded' });

    const [payment] = await testApp.db.select().from(payments).where(eq(payments.orderId, paid.id));
    expect(sandbox.asked.at(-1)).toEqual({ providerPaymentId: payment.providerPaymentId, amount: expected });
    const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, paid.id));
    expect(refund.providerRefundId).toMatch(/^sbxre_/);
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, paid.id));
    expect(entitlement.revokedAt?.toISOString()).toBe(testApp.clock().toISOString());
    // The course has not started: the seat goes back on sale.
    expect(await stockOf(testApp.db, product.id)).toBe(3);

    const again = await post(testApp.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a refund on the first class day and after, with the reason, changing nothing', async () => {
    // Bought on its first day, which late enrolment allows (D21).
    const product = await createProduct(testApp.db, {
      stock: 3,
      equityDateStart: dayAfterStart(0),
      equityDateEnd: dayAfterStart(60),
      lateEnrolmentUntil: dayAfterStart(7),
    });
    const parent = await parentWithChild(testApp.app);
    const paid = await createPaidOrder(testApp.app, parent.token, product.id, parent.childId);
    expect(paid).toMatchObject({ status: 1, allowedActions: [], refundQuote: null });
    const asked = sandbox.asked.length;
    const before = await orderFootprint(testApp.db, paid.id);

    for (const [language, message] of [
      ['en', 'The course has started: no tuition can be refunded'],
      ['cn', '课程已开始，学费不予退还'],
    ] as const) {
      const response = await post(testApp.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token, language });
      expect(response.statusCode).toBe(409);
      expect(envelopeOf(response)).toEqual({ code: 409, message, data: null });
    }
    testApp.clock.advanceSeconds(3 * 86_400);
    expect((await post(testApp.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token })).statusCode).toBe(409);
    testApp.clock.advanceSeconds(-3 * 86_400);
    expect(await orderFootprint(testApp.db, paid.id)).toEqual(before);
    expect(await testApp.db.$count(refunds, eq(refunds.orderId, paid.id))).toBe(0);
    expect(sandbox.asked.length).toBe(asked);
  });

  it('makes a wire-transfer refund a staff task: requested, then completed by staff → 5', async () => {
    const product = await createProduct(testApp.db, { price: 80_000, stock: 3, equityDateStart: dayAfterStart(20), equityDateEnd: dayAfterStart(120) });
    const parent = await parentWithChild(testApp.app);
    const paid = await createPaidOrder(testApp.app, parent.token, product.id, parent.childId);
    const asked = sandbox.asked.length;

    const response = await post(testApp.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token });
    expect(response.statusCode).toBe(200);
    const answer = envelopeOf(response) as { message: string; data: RefundAnswer };
    expect(answer.message).toBe('Your refund request was received; it is processed within 5 business days');
    expect(answer.data).toMatchObject({ amount: 72_000, percent: 90 });
    expect(answer.data.order).toMatchObject({ status: 1, allowedActions: [], refund: { method: 'offline', status: 'requested', completeTime: null } });
    expect(sandbox.asked.length).toBe(asked);
    expect(await stockOf(testApp.db, product.id)).toBe(2);

    // Asked once only, even twice at once.
    const twice = await Promise.all([1, 2].map(() => post(testApp.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token })));
    expect(twice.map((reply) => reply.statusCode)).toEqual([409, 409]);
    expect(envelopeOf(twice[0]).message).toBe('A refund was already requested for this order');

    const staff = await staffToken(testApp.app);
    testApp.clock.advanceSeconds(2 * 86_400);
    const completed = await post(testApp.app, `/api/admin/order/completeRefund/${paid.id}`, undefined, { token: staff });
    expect(completed.statusCode).toBe(200);
    const detail = envelopeOf(completed).data as OrderDetail;
    expect(detail).toMatchObject({ status: 5, refund: { status: 'completed', completeTime: testApp.clock().toISOString() } });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 1, toStatus: 5, actor: 'staff', note: 'Refunded' });
    const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, paid.id));
    expect(refund).toMatchObject({ status: 'completed', amount: 72_000, method: 'offline' });
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, paid.id));
    expect(entitlement.revokedAt).not.toBeNull();
    expect(await stockOf(testApp.db, product.id)).toBe(3);
    expect((await orderDetail(testApp.app, parent.token, paid.id)).status).toBe(5);

    expect((await post(testApp.app, `/api/admin/order/completeRefund/${paid.id}`, undefined, { token: staff })).statusCode).toBe(409);
    expect((await post(testApp.app, '/api/admin/order/completeRefund/2000000000', undefined, { token: staff })).statusCode).toBe(404);
  });

  // A second app of its own: its database takes a while to migrate on a busy machine.
  it('lets the parent ask again when the card provider fails', { timeout: 120_000 }, async () => {
    const failing = recordingSandbox();
    const flaky = await createOrdersTestApp({
      cardPayments: { ...failing.provider, name: 'sandbox', refund: async () => Promise.reject(new Error('provider unavailable')) },
    });
    try {
      const product = await createProduct(flaky.db, { stock: 3 });
      const parent = await parentWithChild(flaky.app);
      const paid = await createCardPaidOrder(flaky.app, parent.token, product.id, parent.childId);
      const response = await post(flaky.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token });
      expect(response.statusCode).toBe(500);
      expect(await flaky.db.$count(refunds, eq(refunds.orderId, paid.id))).toBe(0);
      expect((await orderDetail(flaky.app, parent.token, paid.id)).allowedActions).toEqual(['refund']);
    } finally {
      await flaky.close();
    }
  });
});
