import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type OrderSummary } from '../../../shared/api/orders.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { orderDetail, stockOf } from '../../../../tests/support/factories-orders.ts';
import {
  createPaymentsTestApp,
  orderRow,
  payingParent,
  paymentFootprint,
  unpaidOrder,
  type PayingParent,
} from '../../../../tests/support/factories-payments.ts';
import { startStripeStub, stripeStubEnv, type StripeStub } from '../../../../tests/support/stripe-stub-server.ts';
import { closeExpiredOrders } from '../../domain/orders/order-maintenance.ts';
import { CHECKOUT_GRACE_MS } from '../../domain/payments/checkout.ts';

/**
 * ADR 017: an order's payment deadline is set when it is placed and never moves. A Stripe checkout
 * opened late lasts Stripe's 30 minutes, so the sweep closes it at Stripe when the deadline passes
 * before it frees the seat; only a payment Stripe had accepted by then is waited for.
 */

let stub: StripeStub;
let testApp: AccountsTestApp;

beforeAll(async () => {
  stub = await startStripeStub();
  testApp = await createPaymentsTestApp({ env: stripeStubEnv(stub) });
});
afterAll(async () => {
  await testApp.close();
  await stub.close();
});

const MINUTE = 60 * 1000;

function deliver(payload: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payment/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stub.sign(payload) },
    payload,
  });
}

/** `ddcOrder/pay` by card, as the order page asks it; answers the Stripe session's id. */
async function payByCard(parent: PayingParent, orderId: number): Promise<string> {
  const response = await post(testApp.app, `/api/ddcOrder/pay/${orderId}`, { payType: 1 }, { token: parent.token });
  expect(response.statusCode).toBe(200);
  return (envelopeOf(response).data as { checkoutUrl: string }).checkoutUrl.split('/').at(-1)!;
}

/**
 * A parent of their own (so that the sweep is theirs alone) whose order, placed now with 30
 * minutes to pay, opens its card checkout 25 minutes later: Stripe keeps it open 30 minutes, far
 * past the deadline.
 */
async function checkoutOpenedLate() {
  const parent = await payingParent(testApp.app);
  const order = await unpaidOrder(testApp.app, parent.memberId);
  const deadline = order.expiresAt!;
  testApp.clock.advanceSeconds(25 * 60);
  const sessionId = await payByCard(parent, order.id);
  const sweep = () => closeExpiredOrders({ db: testApp.db, provider: testApp.app.cardPayments, now: testApp.clock() }, parent.memberId);
  const toDeadline = (offsetMs: number) => testApp.clock.advanceSeconds((deadline.getTime() + offsetMs - testApp.clock().getTime()) / 1000);
  const expiriesOf = () => stub.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`).length;
  return { parent, order, deadline, sessionId, sweep, toDeadline, expiriesOf };
}

describe('the payment deadline and a Stripe checkout', () => {
  it('is the same in the order list and the order detail before, during and after a card checkout', async () => {
    const parent = await payingParent(testApp.app);
    const order = await unpaidOrder(testApp.app, parent.memberId);
    const deadline = order.expiresAt!.toISOString();
    const shown = async () => {
      const list = envelopeOf(await get(testApp.app, '/api/ddcOrder/list', { token: parent.token })).data as { list: OrderSummary[] };
      const detail = await orderDetail(testApp.app, parent.token, order.id);
      return { status: detail.status, detail: detail.expiresAt, listed: list.list.find((entry) => entry.id === order.id)?.expiresAt };
    };
    expect(await shown()).toEqual({ status: OrderStatus.PendingPayment, detail: deadline, listed: deadline });

    testApp.clock.advanceSeconds(10 * 60);
    const sessionId = await payByCard(parent, order.id);
    expect(await shown()).toEqual({ status: OrderStatus.InPayment, detail: deadline, listed: deadline });
    // Stripe's 30-minute minimum: the session itself outlives the deadline by 10 minutes.
    expect(stub.sessions.get(sessionId)!.expires_at * 1000).toBe(order.expiresAt!.getTime() + 10 * MINUTE);

    // Opened again; then that checkout ends unpaid and the order waits for payment again.
    testApp.clock.advanceSeconds(5 * 60);
    const again = await payByCard(parent, order.id);
    expect(await shown()).toEqual({ status: OrderStatus.InPayment, detail: deadline, listed: deadline });
    const ended = stub.sessionEvent('checkout.session.expired', { ...stub.sessions.get(again)!, status: 'expired' });
    expect((await deliver(ended.payload)).statusCode).toBe(200);
    expect(await shown()).toEqual({ status: OrderStatus.PendingPayment, detail: deadline, listed: deadline });
  });

  it('closes an open checkout at Stripe when the deadline passes, then frees the seat', async () => {
    const { order, sessionId, sweep, toDeadline, expiriesOf } = await checkoutOpenedLate();
    expect(await stockOf(testApp.db, order.productId)).toBe(4);

    toDeadline(0);
    expect(await sweep()).toEqual({ closed: 0, freedSeats: 0 });
    expect(expiriesOf()).toBe(0);

    toDeadline(1000);
    expect(await sweep()).toEqual({ closed: 1, freedSeats: 1 });
    expect(expiriesOf()).toBe(1);
    expect(stub.sessions.get(sessionId)).toMatchObject({ status: 'expired', url: null });
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Closed);
    expect(after.history.at(-1)).toEqual({ from: 7, to: 4, event: 'holdExpired', actor: 'system' });
    expect(after.checkouts).toEqual(['expired']);
    expect(await stockOf(testApp.db, order.productId)).toBe(5);

    // Stripe's own event about the expiry changes nothing more.
    const expired = stub.sessionEvent('checkout.session.expired', stub.sessions.get(sessionId)!);
    expect((await deliver(expired.payload)).statusCode).toBe(200);
    expect(await paymentFootprint(testApp.db, order.id)).toEqual(after);
  });

  it('closes it when the parent reads the orders after the deadline, before any sweep', async () => {
    const { parent, order, sessionId, toDeadline, expiriesOf } = await checkoutOpenedLate();
    toDeadline(1000);
    const detail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail).toMatchObject({ status: OrderStatus.Closed, expiresAt: null });
    expect(expiriesOf()).toBe(1);
    expect(stub.sessions.get(sessionId)?.status).toBe('expired');
    expect(await stockOf(testApp.db, order.productId)).toBe(5);
  });

  it('settles a payment Stripe accepted just before the deadline: the seat waits for its event', async () => {
    const { parent, order, sessionId, sweep, toDeadline, expiriesOf } = await checkoutOpenedLate();
    toDeadline(-1000);
    const session = stub.completeSession(sessionId);

    toDeadline(1000);
    expect(await sweep()).toEqual({ closed: 0, freedSeats: 0 });
    // Stripe refused to expire it, being complete; the order keeps its seat, and its deadline.
    expect(expiriesOf()).toBe(1);
    expect(stub.sessions.get(sessionId)?.status).toBe('complete');
    expect(await orderDetail(testApp.app, parent.token, order.id)).toMatchObject({
      status: OrderStatus.InPayment,
      expiresAt: order.expiresAt!.toISOString(),
    });
    expect(await stockOf(testApp.db, order.productId)).toBe(4);

    toDeadline(CHECKOUT_GRACE_MS - 1000);
    expect(await sweep()).toEqual({ closed: 0, freedSeats: 0 });
    const completed = stub.sessionEvent('checkout.session.completed', session);
    expect((await deliver(completed.payload)).statusCode).toBe(200);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Paid);
    expect(after.checkouts).toEqual(['completed']);
    expect(after.payments).toEqual([expect.objectContaining({ providerPaymentId: session.payment_intent, amount: order.payAmount })]);
    expect(await stockOf(testApp.db, order.productId)).toBe(4);
    toDeadline(CHECKOUT_GRACE_MS + MINUTE);
    expect(await sweep()).toEqual({ closed: 0, freedSeats: 0 });
  });

  it('waits the grace at most: then the order closes, and the payment that comes after is refunded', async () => {
    const { order, sessionId, sweep, toDeadline } = await checkoutOpenedLate();
    toDeadline(-1000);
    const session = stub.completeSession(sessionId);
    toDeadline(1000);
    expect(await sweep()).toEqual({ closed: 0, freedSeats: 0 });

    toDeadline(CHECKOUT_GRACE_MS);
    expect(await sweep()).toEqual({ closed: 1, freedSeats: 1 });
    expect(await stockOf(testApp.db, order.productId)).toBe(5);

    const refundsBefore = stub.refunds.length;
    const late = stub.sessionEvent('checkout.session.completed', session);
    expect((await deliver(late.payload)).statusCode).toBe(200);
    expect(stub.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ payment_intent: session.payment_intent, amount: order.payAmount }),
    ]);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Closed);
    expect(after.payments).toEqual([]);
  });

  it('keeps the seat while Stripe cannot be reached, until it answers or the grace is over', async () => {
    const first = await checkoutOpenedLate();
    stub.breakExpiries(true);
    try {
      first.toDeadline(1000);
      expect(await first.sweep()).toEqual({ closed: 0, freedSeats: 0 });
      expect((await orderRow(testApp.db, first.order.id)).status).toBe(OrderStatus.InPayment);
      expect(stub.sessions.get(first.sessionId)?.status).toBe('open');
    } finally {
      stub.breakExpiries(false);
    }
    expect(await first.sweep()).toEqual({ closed: 1, freedSeats: 1 });
    expect(stub.sessions.get(first.sessionId)?.status).toBe('expired');

    const second = await checkoutOpenedLate();
    stub.breakExpiries(true);
    try {
      second.toDeadline(1000);
      expect(await second.sweep()).toEqual({ closed: 0, freedSeats: 0 });
      second.toDeadline(CHECKOUT_GRACE_MS);
      expect(await second.sweep()).toEqual({ closed: 1, freedSeats: 1 });
    } finally {
      stub.breakExpiries(false);
    }
    expect((await paymentFootprint(testApp.db, second.order.id)).checkouts).toEqual(['expired']);
  });
});
