import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PayType, type SandboxCheckout, type SandboxOutcomeAnswer } from '../../../shared/api/orders.ts';
import { envelopeOf, get, lastMailTo, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { stockOf } from '../../../../tests/support/factories-orders.ts';
import {
  checkoutsOf,
  createPaymentsTestApp,
  openCheckoutFor,
  orderRow,
  payingParent,
  paymentFootprint,
  unpaidOrder,
  type PayingParent,
} from '../../../../tests/support/factories-payments.ts';
import { closeExpiredOrders } from '../../domain/orders/order-maintenance.ts';

let testApp: AccountsTestApp;
let parent: PayingParent;

beforeAll(async () => {
  testApp = await createPaymentsTestApp();
  parent = await payingParent(testApp.app);
});
afterAll(() => testApp.close());

async function orderWithSandboxCheckout() {
  const order = await unpaidOrder(testApp.app, parent.memberId);
  const { checkoutUrl, sessionId } = await openCheckoutFor(testApp.app, order, parent.email);
  return { order, checkoutUrl, sessionId };
}

const complete = (sessionId: string, outcome: string, token = parent.token) =>
  post(testApp.app, `/api/payment/sandbox/session/${sessionId}/complete`, { outcome }, { token });

describe('opening a sandbox checkout', () => {
  it('sends the browser to the local checkout page and puts the order in payment', async () => {
    const { order, checkoutUrl, sessionId } = await orderWithSandboxCheckout();
    expect(checkoutUrl).toBe(`/sandbox-checkout?session=${sessionId}`);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.InPayment);
    expect(after.checkouts).toEqual(['open']);
    expect(after.history.at(-1)).toEqual({ from: 0, to: 7, event: 'cardCheckoutStarted', actor: 'member' });
    // The payment deadline stays where the order put it, and the sandbox's checkout ends with it.
    const stored = await orderRow(testApp.db, order.id);
    expect(stored.expiresAt).toEqual(order.expiresAt);
    const [checkout] = await checkoutsOf(testApp.db, order.id);
    expect(checkout.expiresAt).toEqual(order.expiresAt);
  });

  it('shows the checkout to its member in the request language, and to no one else', async () => {
    const { order, sessionId } = await orderWithSandboxCheckout();
    const response = await get(testApp.app, `/api/payment/sandbox/session/${sessionId}`, { token: parent.token, language: 'cn' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toEqual({
      id: sessionId,
      orderId: order.id,
      orderSn: order.orderSn,
      productName: order.productNameZh,
      amount: order.payAmount,
      currency: 'USD',
      status: 'open',
      expiresAt: new Date(testApp.clock().getTime() + 30 * 60 * 1000).toISOString(),
      methods: ['card'],
    } satisfies SandboxCheckout);

    const stranger = await payingParent(testApp.app);
    const foreign = await get(testApp.app, `/api/payment/sandbox/session/${sessionId}`, { token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    const foreignComplete = await complete(sessionId, 'success', stranger.token);
    expect(foreignComplete.statusCode).toBe(404);
    expect((await paymentFootprint(testApp.db, order.id)).status).toBe(OrderStatus.InPayment);

    expect((await get(testApp.app, `/api/payment/sandbox/session/${sessionId}`)).statusCode).toBe(401);
    expect((await get(testApp.app, '/api/payment/sandbox/session/sbx_nothing', { token: parent.token })).statusCode).toBe(404);
  });

  it('closes the open checkout when the parent opens another', async () => {
    const { order, sessionId: first } = await orderWithSandboxCheckout();
    const { sessionId: second } = await openCheckoutFor(testApp.app, order, parent.email);
    expect(second).not.toBe(first);
    expect((await paymentFootprint(testApp.db, order.id)).checkouts).toEqual(['cancelled', 'open']);
    expect((await complete(first, 'success')).statusCode).toBe(409);
    expect((await complete(second, 'success')).statusCode).toBe(200);
  });
});

describe('completing a sandbox checkout', () => {
  it('success pays the order once: one payment, one entitlement, one change to paid', async () => {
    const { order, sessionId } = await orderWithSandboxCheckout();
    const response = await complete(sessionId, 'success');
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).message).toBe('Payment Successful');
    expect(envelopeOf(response).data).toEqual({
      redirectUrl: `/stripe-callback?result=success&orderId=${order.id}`,
    } satisfies SandboxOutcomeAnswer);

    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Paid);
    expect(after.payType).toBe(PayType.Online);
    expect(after.paidChanges).toBe(1);
    expect(after.history.at(-1)).toEqual({ from: 7, to: 1, event: 'cardPaymentSucceeded', actor: 'provider' });
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ provider: 'sandbox', payType: 1, amount: order.payAmount, currency: 'USD' });
    expect(after.payments[0].providerPaymentId).toMatch(/^sbxpi_/);
    expect(after.entitlements).toHaveLength(1);
    expect(after.entitlements[0]).toMatchObject({ memberId: parent.memberId, unit: 'sessions', total: 12, activatedAt: null });
    expect(after.checkouts).toEqual(['completed']);
    // The parent hears of it by mail once the payment has committed.
    await expect
      .poll(async () => (await lastMailTo(testApp.dataDir, parent.email))?.subject)
      .toBe(`Payment received for order ${order.orderSn}: $1,340`);

    // A second click, or another outcome, finds the checkout closed and changes nothing.
    for (const outcome of ['success', 'failure', 'cancel']) {
      const again = await complete(sessionId, outcome);
      expect(again.statusCode).toBe(409);
      expect(envelopeOf(again).code).toBe(409);
    }
    expect(await paymentFootprint(testApp.db, order.id)).toEqual(after);
  });

  it('failure closes the checkout as failed and puts the order back to pending payment', async () => {
    const { order, sessionId } = await orderWithSandboxCheckout();
    const response = await complete(sessionId, 'failure');
    expect(response.statusCode).toBe(200);
    expect((envelopeOf(response).data as SandboxOutcomeAnswer).redirectUrl).toBe(
      `/stripe-callback?result=failure&orderId=${order.id}`,
    );
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.PendingPayment);
    expect(after.history.at(-1)).toEqual({ from: 7, to: 0, event: 'cardPaymentFailed', actor: 'provider' });
    expect(after.payments).toEqual([]);
    expect(after.entitlements).toEqual([]);
    expect(after.checkouts).toEqual(['failed']);

    // The parent may try again with a new checkout, and pay.
    const { sessionId: retry } = await openCheckoutFor(testApp.app, await orderRow(testApp.db, order.id), parent.email);
    expect((await complete(retry, 'success')).statusCode).toBe(200);
    expect((await paymentFootprint(testApp.db, order.id)).status).toBe(OrderStatus.Paid);
  });

  it('cancel closes the checkout as cancelled and puts the order back to pending payment', async () => {
    const { order, sessionId } = await orderWithSandboxCheckout();
    const response = await complete(sessionId, 'cancel');
    expect(response.statusCode).toBe(200);
    expect((envelopeOf(response).data as SandboxOutcomeAnswer).redirectUrl).toBe(
      `/stripe-callback?result=cancel&orderId=${order.id}`,
    );
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.PendingPayment);
    expect(after.history.at(-1)).toEqual({ from: 7, to: 0, event: 'cardCheckoutCancelled', actor: 'provider' });
    expect(after.payments).toEqual([]);
    expect(after.checkouts).toEqual(['cancelled']);
  });

  it('refuses an expired checkout, and shows it as expired', async () => {
    const { order, sessionId } = await orderWithSandboxCheckout();
    testApp.clock.advanceSeconds(30 * 60);
    const shown = await get(testApp.app, `/api/payment/sandbox/session/${sessionId}`, { token: parent.token });
    expect((envelopeOf(shown).data as SandboxCheckout).status).toBe('expired');
    const before = await paymentFootprint(testApp.db, order.id);
    const response = await complete(sessionId, 'success');
    expect(response.statusCode).toBe(409);
    expect(await paymentFootprint(testApp.db, order.id)).toEqual(before);
  });

  it('refuses an unknown outcome with 400 and changes nothing', async () => {
    const { order, sessionId } = await orderWithSandboxCheckout();
    const before = await paymentFootprint(testApp.db, order.id);
    expect((await complete(sessionId, 'maybe')).statusCode).toBe(400);
    expect((await post(testApp.app, `/api/payment/sandbox/session/${sessionId}/complete`, {}, { token: parent.token })).statusCode).toBe(400);
    expect(await paymentFootprint(testApp.db, order.id)).toEqual(before);
  });

  it('refuses a checkout of an order that can no longer be paid', async () => {
    const { order } = await orderWithSandboxCheckout();
    const closed = await unpaidOrder(testApp.app, parent.memberId, { status: OrderStatus.Closed, expiresAt: null });
    await expect(openCheckoutFor(testApp.app, closed, parent.email)).rejects.toMatchObject({
      status: 409,
      messageKey: 'orderStatusConflict',
    });
    expect((await paymentFootprint(testApp.db, closed.id)).checkouts).toEqual([]);
    expect((await paymentFootprint(testApp.db, order.id)).status).toBe(OrderStatus.InPayment);
  });
});

describe('the payment deadline with the sandbox (ADR 017)', () => {
  /** A parent of their own, so that the sweep is theirs alone; the order's deadline is 30 minutes away. */
  async function lateCheckout() {
    const own = await payingParent(testApp.app);
    const order = await unpaidOrder(testApp.app, own.memberId);
    testApp.clock.advanceSeconds(25 * 60);
    const { sessionId } = await openCheckoutFor(testApp.app, order, own.email);
    const sweep = () => closeExpiredOrders({ db: testApp.db, provider: testApp.app.cardPayments, now: testApp.clock() }, own.memberId);
    const toDeadline = (offsetSeconds: number) =>
      testApp.clock.advanceSeconds((order.expiresAt!.getTime() - testApp.clock().getTime()) / 1000 + offsetSeconds);
    return { own, order, sessionId, sweep, toDeadline };
  }

  it('settles a payment made just before the deadline', async () => {
    const { own, order, sessionId, sweep, toDeadline } = await lateCheckout();
    expect((await orderRow(testApp.db, order.id)).expiresAt).toEqual(order.expiresAt);
    toDeadline(-1);
    expect((await complete(sessionId, 'success', own.token)).statusCode).toBe(200);
    toDeadline(1);
    expect(await sweep()).toEqual({ closed: 0, freedSeats: 0 });
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Paid);
    expect(after.checkouts).toEqual(['completed']);
  });

  it('closes the checkout when the deadline passes, refuses it from then on, and frees the seat', async () => {
    const { own, order, sessionId, sweep, toDeadline } = await lateCheckout();
    expect(await stockOf(testApp.db, order.productId)).toBe(4);
    toDeadline(1);
    const shown = await get(testApp.app, `/api/payment/sandbox/session/${sessionId}`, { token: own.token });
    expect(envelopeOf(shown).data as SandboxCheckout).toMatchObject({ status: 'expired', expiresAt: order.expiresAt!.toISOString() });
    expect((await complete(sessionId, 'success', own.token)).statusCode).toBe(409);

    expect(await sweep()).toEqual({ closed: 1, freedSeats: 1 });
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Closed);
    expect(after.history.at(-1)).toEqual({ from: 7, to: 4, event: 'holdExpired', actor: 'system' });
    expect(after.checkouts).toEqual(['expired']);
    expect(after.payments).toEqual([]);
    expect(await stockOf(testApp.db, order.productId)).toBe(5);
  });
});

describe('without Stripe', () => {
  it('has no Stripe webhook: 404', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"checkout.session.completed"}',
    });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).code).toBe(404);
  });
});
