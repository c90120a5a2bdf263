import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type OnlinePaymentMethod, type OrderDetail, type PaymentMethodsAnswer, type SandboxCheckout } from '../../../shared/api/orders.ts';
import { envelopeOf, get, lastMailTo, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrderFor, createProduct, orderDetail, parentWithChild } from '../../../../tests/support/factories-orders.ts';
import { createPaymentsTestApp, paymentFootprint } from '../../../../tests/support/factories-payments.ts';
import { startStripeStub, stripeStubEnv, type StripeStub } from '../../../../tests/support/stripe-stub-server.ts';

/**
 * Alipay and WeChat Pay beside cards (`PAYMENT_METHODS`): offered by the checkout, recorded on the
 * payment and the order, and refunded the way they came; through the sandbox and through Stripe.
 */

type Parent = Awaited<ReturnType<typeof parentWithChild>>;
const ALL_METHODS = 'card,alipay,wechat_pay';
const METHODS: OnlinePaymentMethod[] = ['card', 'alipay', 'wechat_pay'];

async function openCheckout(testApp: AccountsTestApp, parent: Parent) {
  const product = await createProduct(testApp.db, { stock: 5 });
  const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
  const response = await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token: parent.token });
  expect(response.statusCode, response.body).toBe(200);
  const { checkoutUrl } = envelopeOf(response).data as { checkoutUrl: string };
  return { order, checkoutUrl };
}

describe('the ways to pay through the sandbox', () => {
  let testApp: AccountsTestApp;
  let parent: Parent;
  beforeAll(async () => {
    testApp = await createPaymentsTestApp({ env: { PAYMENT_METHODS: ALL_METHODS } });
    parent = await parentWithChild(testApp.app);
  });
  afterAll(() => testApp.close());

  const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl, 'http://localhost').searchParams.get('session')!;
  const complete = (session: string, body: object, language: 'en' | 'cn' = 'en') =>
    post(testApp.app, `/api/payment/sandbox/session/${session}/complete`, body, { token: parent.token, language });

  it('lists the configured ways, and the checkout page offers each of them', async () => {
    const methods = await get(testApp.app, '/api/payment/methods', { token: parent.token });
    expect(envelopeOf(methods).data).toEqual({ methods: METHODS } satisfies PaymentMethodsAnswer);
    const { checkoutUrl } = await openCheckout(testApp, parent);
    const shown = envelopeOf(await get(testApp.app, `/api/payment/sandbox/session/${sessionOf(checkoutUrl)}`, { token: parent.token })).data as SandboxCheckout;
    expect(shown.methods).toEqual(METHODS);
  });

  it.each(METHODS)('%s: a decline and a cancel put the order back to pending payment; success pays it that way', async (method) => {
    const { order, checkoutUrl } = await openCheckout(testApp, parent);
    for (const outcome of ['failure', 'cancel'] as const) {
      const session = outcome === 'failure' ? sessionOf(checkoutUrl) : sessionOf((await openAgain(order.id)).checkoutUrl);
      expect((await complete(session, { outcome, method })).statusCode).toBe(200);
      const detail = await orderDetail(testApp.app, parent.token, order.id);
      expect(detail.status).toBe(OrderStatus.PendingPayment);
      expect(detail.paidMethod).toBeNull();
    }
    const { checkoutUrl: last } = await openAgain(order.id);
    expect((await complete(sessionOf(last), { outcome: 'success', method })).statusCode).toBe(200);
    const detail: OrderDetail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail.status).toBe(OrderStatus.Paid);
    expect(detail.paidMethod).toBe(method);
    const footprint = await paymentFootprint(testApp.db, order.id);
    expect(footprint.payments).toHaveLength(1);
    expect(footprint.payments[0]).toMatchObject({ provider: 'sandbox', method });
    const event = { card: 'cardPaymentSucceeded', alipay: 'alipayPaymentSucceeded', wechat_pay: 'wechatPayPaymentSucceeded' }[method];
    expect(footprint.history.at(-1)).toMatchObject({ to: OrderStatus.Paid, event });
  });

  async function openAgain(orderId: number) {
    const response = await post(testApp.app, `/api/ddcOrder/pay/${orderId}`, { payType: 1 }, { token: parent.token });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf(response).data as { checkoutUrl: string };
  }

  it('shows the way in both languages on the timeline, and refunds it the same way', async () => {
    const { order, checkoutUrl } = await openCheckout(testApp, parent);
    await complete(sessionOf(checkoutUrl), { outcome: 'success', method: 'alipay' });
    const chinese: OrderDetail = envelopeOf(await get(testApp.app, `/api/ddcOrder/detail/${order.id}`, { token: parent.token, language: 'cn' })).data as OrderDetail;
    expect(chinese.history.at(-1)?.note).toBe('支付宝支付成功');
    const refund = await post(testApp.app, `/api/ddcOrder/refund/${order.id}`, undefined, { token: parent.token });
    expect(refund.statusCode, refund.body).toBe(200);
    const detail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail.status).toBe(OrderStatus.Invalid);
    expect(detail.paidMethod).toBe('alipay');
    expect(detail.receipts.map((receipt) => receipt.kind)).toEqual(['payment', 'refund']);
    await expect.poll(async () => (await lastMailTo(testApp.dataDir, parent.email))?.text ?? '').toContain('to your Alipay account');
  });

  it('refuses a way that is not offered, in the reader language, and changes nothing', async () => {
    const restricted = await createPaymentsTestApp({ env: { PAYMENT_METHODS: 'card' } });
    try {
      const someone = await parentWithChild(restricted.app);
      const product = await createProduct(restricted.db, { stock: 5 });
      const order = await createOrderFor(restricted.app, someone.token, product.id, someone.childId);
      const paid = await post(restricted.app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token: someone.token });
      const session = sessionOf((envelopeOf(paid).data as { checkoutUrl: string }).checkoutUrl);
      const refused = await post(restricted.app, `/api/payment/sandbox/session/${session}/complete`, { outcome: 'success', method: 'wechat_pay' }, { token: someone.token, language: 'cn' });
      expect(refused.statusCode).toBe(400);
      expect(envelopeOf(refused).message).toBe('不支持此付款方式');
      expect((await paymentFootprint(restricted.db, order.id)).status).toBe(OrderStatus.InPayment);
      const unknown = await post(restricted.app, `/api/payment/sandbox/session/${session}/complete`, { outcome: 'success', method: 'paypal' }, { token: someone.token });
      expect(unknown.statusCode).toBe(400);
    } finally {
      await restricted.close();
    }
  });
});

describe('the ways to pay through Stripe', () => {
  let stub: StripeStub;
  let testApp: AccountsTestApp;
  let parent: Parent;
  beforeAll(async () => {
    stub = await startStripeStub();
    testApp = await createPaymentsTestApp({ env: { ...stripeStubEnv(stub), PAYMENT_METHODS: ALL_METHODS } });
    parent = await parentWithChild(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await stub.close();
  });

  const deliver = (payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stub.sign(payload) },
      payload,
    });

  it('opens Checkout with the configured ways, WeChat Pay for the browser', async () => {
    await openCheckout(testApp, parent);
    const sent = stub.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).toMatchObject({ allowed_payment_method_types: METHODS, payment_method_options: { wechat_pay: { client: 'web' } } });
  });

  it.each(METHODS)('%s: the webhook pays the order that way, and a refund goes back to the same payment', async (method) => {
    const { order, checkoutUrl } = await openCheckout(testApp, parent);
    const session = stub.completeSession(checkoutUrl.split('/').at(-1)!, 'paid', method);
    expect((await deliver(stub.sessionEvent('checkout.session.completed', session).payload)).statusCode).toBe(200);
    const asked = stub.requestsTo('GET', `/v1/payment_intents/${session.payment_intent}`);
    expect(asked.at(-1)?.body).toEqual({ expand: ['payment_method'] });
    const detail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail.status).toBe(OrderStatus.Paid);
    expect(detail.paidMethod).toBe(method);
    expect((await paymentFootprint(testApp.db, order.id)).payments[0]).toMatchObject({ provider: 'stripe', method, providerPaymentId: session.payment_intent });

    const refund = await post(testApp.app, `/api/ddcOrder/refund/${order.id}`, undefined, { token: parent.token });
    expect(refund.statusCode, refund.body).toBe(200);
    const { amount } = envelopeOf(refund).data as { amount: number };
    expect(stub.refunds.at(-1)).toMatchObject({ payment_intent: session.payment_intent, amount });
    const after = await orderDetail(testApp.app, parent.token, order.id);
    expect(after.receipts.at(-1)).toMatchObject({ kind: 'refund', amount });
  });

  it('leaves the event for Stripe to send again when the payment intent cannot be read', async () => {
    const { order, checkoutUrl } = await openCheckout(testApp, parent);
    const session = stub.completeSession(checkoutUrl.split('/').at(-1)!, 'paid', 'alipay');
    const event = stub.sessionEvent('checkout.session.completed', { ...session, payment_intent: 'pi_unknown' });
    // Any answer but 2xx makes Stripe deliver the event again.
    expect((await deliver(event.payload)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await paymentFootprint(testApp.db, order.id)).status).toBe(OrderStatus.InPayment);
    expect((await deliver(stub.sessionEvent('checkout.session.completed', session, event.id).payload)).statusCode).toBe(200);
    expect((await orderDetail(testApp.app, parent.token, order.id)).paidMethod).toBe('alipay');
  });
});
