import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type OrderDetail, type SandboxCheckout, type SandboxOutcomeAnswer } from '../../../shared/api/orders.ts';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrderFor, createProduct, orderDetail, parentWithChild } from '../../../../tests/support/factories-orders.ts';
import { createPaymentsTestApp, paymentFootprint } from '../../../../tests/support/factories-payments.ts';
import { startStripeStub, stripeStubEnv, type StripeStub } from '../../../../tests/support/stripe-stub-server.ts';

/**
 * A card purchase end to end through the endpoints a browser calls: `ddcOrder/create`,
 * `ddcOrder/pay`, then the sandbox page's calls, or Stripe's page and webhook.
 */

type Parent = Awaited<ReturnType<typeof parentWithChild>>;

async function payByCard(testApp: AccountsTestApp, parent: Parent, host = 'portal.example') {
  const product = await createProduct(testApp.db, { stock: 5 });
  const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/ddcOrder/pay/${order.id}`,
    headers: { authorization: `Bearer ${parent.token}`, language: 'en', host },
    payload: { payType: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { checkoutUrl } = envelopeOf(response).data as { checkoutUrl: string };
  return { order, checkoutUrl };
}

describe('a card purchase through the sandbox', () => {
  let testApp: AccountsTestApp;
  let parent: Parent;
  beforeAll(async () => {
    testApp = await createPaymentsTestApp();
    parent = await parentWithChild(testApp.app);
  });
  afterAll(() => testApp.close());

  const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl, 'http://localhost').searchParams.get('session')!;

  it('success: the order is paid with one payment and one pending entitlement', async () => {
    const { order, checkoutUrl } = await payByCard(testApp, parent);
    expect(checkoutUrl).toMatch(/^\/sandbox-checkout\?session=sbx_/);
    const session = sessionOf(checkoutUrl);
    const shown = await get(testApp.app, `/api/payment/sandbox/session/${session}`, { token: parent.token });
    expect(envelopeOf(shown).data).toMatchObject({ orderId: order.id, orderSn: order.orderSn, amount: order.payAmount, status: 'open' } satisfies Partial<SandboxCheckout>);
    expect((await orderDetail(testApp.app, parent.token, order.id)).status).toBe(OrderStatus.InPayment);

    const done = await post(testApp.app, `/api/payment/sandbox/session/${session}/complete`, { outcome: 'success' }, { token: parent.token });
    expect((envelopeOf(done).data as SandboxOutcomeAnswer).redirectUrl).toBe(`/stripe-callback?result=success&orderId=${order.id}`);

    const detail: OrderDetail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail.status).toBe(OrderStatus.Paid);
    expect(detail.payType).toBe(1);
    expect(detail.history.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([[null, 0], [0, 7], [7, 1]]);
    const footprint = await paymentFootprint(testApp.db, order.id);
    expect(footprint.payments).toHaveLength(1);
    expect(footprint.entitlements).toHaveLength(1);
  });

  it('failure and cancel: the order is back to pending payment and can be paid again', async () => {
    for (const outcome of ['failure', 'cancel'] as const) {
      const { order, checkoutUrl } = await payByCard(testApp, parent);
      const done = await post(testApp.app, `/api/payment/sandbox/session/${sessionOf(checkoutUrl)}/complete`, { outcome }, { token: parent.token });
      expect(done.statusCode).toBe(200);
      expect((envelopeOf(done).data as SandboxOutcomeAnswer).redirectUrl).toBe(`/stripe-callback?result=${outcome}&orderId=${order.id}`);
      const detail = await orderDetail(testApp.app, parent.token, order.id);
      expect(detail.status).toBe(OrderStatus.PendingPayment);
      expect(detail.allowedActions).toContain('pay');
      const footprint = await paymentFootprint(testApp.db, order.id);
      expect(footprint.payments).toEqual([]);
      expect(footprint.entitlements).toEqual([]);
    }
  });
});

describe('a card purchase through Stripe', () => {
  let stub: StripeStub;
  let testApp: AccountsTestApp;
  let parent: Parent;
  beforeAll(async () => {
    stub = await startStripeStub();
    testApp = await createPaymentsTestApp({ env: stripeStubEnv(stub) });
    parent = await parentWithChild(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await stub.close();
  });

  it('sends the parent to Stripe with return links to PUBLIC_URL, whatever the Host header says, and is paid by the webhook', async () => {
    const { order, checkoutUrl } = await payByCard(testApp, parent, 'evil.example:8443');
    const sessionId = checkoutUrl.split('/').at(-1)!;
    const sent = stub.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).toMatchObject({
      success_url: `https://portal.example/stripe-callback?result=success&orderId=${order.id}`,
      cancel_url: `https://portal.example/stripe-callback?result=cancel&orderId=${order.id}`,
      client_reference_id: String(order.id),
    });

    const session = stub.completeSession(sessionId);
    const { payload } = stub.sessionEvent('checkout.session.completed', session);
    const delivered = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stub.sign(payload) },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    const detail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail.status).toBe(OrderStatus.Paid);

    // Months before the first class, a refund asked by the parent goes to Stripe with the payment
    // intent and the amount the refund rules give (the orders' own), the fee kept.
    const refund = await post(testApp.app, `/api/ddcOrder/refund/${order.id}`, undefined, { token: parent.token });
    expect(refund.statusCode, refund.body).toBe(200);
    const { amount } = envelopeOf(refund).data as { amount: number };
    expect(amount).toBeGreaterThan(0);
    expect(amount).toBeLessThanOrEqual(order.tuitionAmount);
    expect(stub.requestsTo('POST', '/v1/refunds').at(-1)!.body).toEqual({ payment_intent: session.payment_intent, amount: String(amount) });
    expect(stub.refunds).toEqual([expect.objectContaining({ payment_intent: session.payment_intent, amount })]);
  });

  /** A card order paid through Stripe and its webhook. */
  async function paidByStripe() {
    const { order, checkoutUrl } = await payByCard(testApp, parent);
    const session = stub.completeSession(checkoutUrl.split('/').at(-1)!);
    await deliver(stub.sessionEvent('checkout.session.completed', session).payload);
    return order;
  }

  const deliver = (payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stub.sign(payload) },
      payload,
    });

  it('answers a refund that Stripe refuses with a clear 502, and records it failed with the reason', async () => {
    const order = await paidByStripe();
    stub.refuseRefunds('This charge is disputed and cannot be refunded');
    try {
      const refused = await post(testApp.app, `/api/ddcOrder/refund/${order.id}`, undefined, { token: parent.token, language: 'en' });
      expect(refused.statusCode).toBe(502);
      expect(envelopeOf(refused).message).toBe(
        'The card provider refused this refund: This charge is disputed and cannot be refunded. The academy has been told and will follow it up with you.',
      );
    } finally {
      stub.refuseRefunds(null);
    }
    const [row] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'This charge is disputed and cannot be refunded' });
    expect(row.failedAt).toBeInstanceOf(Date);
    // Nothing was returned: the order keeps its entitlement until staff settle it.
    expect((await orderDetail(testApp.app, parent.token, order.id)).status).toBe(OrderStatus.Paid);
  });

  it('marks a refund failed when Stripe later reports charge.refund.updated with status failed', async () => {
    const order = await paidByStripe();
    expect((await post(testApp.app, `/api/ddcOrder/refund/${order.id}`, undefined, { token: parent.token })).statusCode).toBe(200);
    const [sent] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(sent.status).toBe('completed');

    const { payload } = stub.failRefund(sent.providerRefundId!, 'expired_or_canceled_card');
    expect((await deliver(payload)).statusCode).toBe(200);
    const [failed] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' });
    // A redelivery of the same event changes nothing.
    expect((await deliver(payload)).statusCode).toBe(200);
  });
});
