import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../shared/api/orders.ts';
import { envelopeOf, get, post, readOutbox, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  checkoutsOf,
  createPaymentsTestApp,
  openCheckoutFor,
  orderRow,
  payingParent,
  paymentCount,
  paymentEventCount,
  paymentFootprint,
  unpaidOrder,
  type PayingParent,
} from '../../../../tests/support/factories-payments.ts';
import {
  startStripeStub,
  stripeStubEnv,
  type StripeStub,
  type StubSession,
} from '../../../../tests/support/stripe-stub-server.ts';
import { changeOrderStatus } from '../../db/repositories/order-repository.ts';
import { closeOpenCheckouts } from '../../domain/payments/checkout.ts';

let stub: StripeStub;
let testApp: AccountsTestApp;
let parent: PayingParent;

beforeAll(async () => {
  stub = await startStripeStub();
  testApp = await createPaymentsTestApp({ env: stripeStubEnv(stub) });
  parent = await payingParent(testApp.app);
});
afterAll(async () => {
  await testApp.close();
  await stub.close();
});

function deliver(payload: string, signature = stub.sign(payload)) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payment/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function orderInStripeCheckout(overrides: Parameters<typeof unpaidOrder>[2] = {}) {
  const order = await unpaidOrder(testApp.app, parent.memberId, overrides);
  const { checkoutUrl, sessionId } = await openCheckoutFor(testApp.app, order, parent.email, { language: 'cn' });
  return { order, checkoutUrl, sessionId, session: () => stub.sessions.get(sessionId)! };
}

/** The payer paid on Stripe's page: the session completes and Stripe sends `checkout.session.completed`. */
async function paidOnStripe(sessionId: string): Promise<{ session: StubSession; payload: string }> {
  const session = stub.completeSession(sessionId);
  return { session, payload: stub.sessionEvent('checkout.session.completed', session).payload };
}

describe('opening a Stripe checkout', () => {
  it('sends Stripe the order, the amount, the return links and an expiry of at least 30 minutes', async () => {
    const before = stub.requestsTo('POST', '/v1/checkout/sessions').length;
    const { order, checkoutUrl, sessionId } = await orderInStripeCheckout();
    const sent = stub.requestsTo('POST', '/v1/checkout/sessions');
    expect(sent).toHaveLength(before + 1);
    const now = testApp.clock().getTime();
    expect(sent.at(-1)!.body).toEqual({
      mode: 'payment',
      // PAYMENT_METHODS' default: cards only.
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: String(order.payAmount),
            product_data: { name: order.productNameZh },
          },
        },
      ],
      client_reference_id: String(order.id),
      metadata: { orderId: String(order.id), orderSn: order.orderSn },
      payment_intent_data: { metadata: { orderId: String(order.id), orderSn: order.orderSn } },
      customer_email: parent.email,
      success_url: `https://portal.example/stripe-callback?result=success&orderId=${order.id}`,
      cancel_url: `https://portal.example/stripe-callback?result=cancel&orderId=${order.id}`,
      expires_at: String(Math.floor(now / 1000) + 30 * 60),
      locale: 'zh',
    });
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const [checkout] = await checkoutsOf(testApp.db, order.id);
    expect(checkout).toMatchObject({ provider: 'stripe', providerSessionId: sessionId, status: 'open', amount: order.payAmount });
    const stored = await orderRow(testApp.db, order.id);
    expect(stored.status).toBe(OrderStatus.InPayment);
    // The payment deadline is the order's own, not the checkout's.
    expect(stored.expiresAt).toEqual(order.expiresAt);
  });

  it('ends the checkout at the payment deadline when that is more than 30 minutes away', async () => {
    const now = testApp.clock().getTime();
    const { sessionId } = await orderInStripeCheckout({ expiresAt: new Date(now + 50 * 60 * 1000) });
    const sent = stub.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).toMatchObject({ expires_at: String(Math.floor(now / 1000) + 50 * 60) });
    expect(stub.sessions.get(sessionId)?.expires_at).toBe(Math.floor(now / 1000) + 50 * 60);
  });

  it('expires the open session at Stripe when another is opened or the parent leaves card payment', async () => {
    const { order, sessionId: first } = await orderInStripeCheckout();
    const { sessionId: second } = await openCheckoutFor(testApp.app, await orderRow(testApp.db, order.id), parent.email);
    expect(stub.sessions.get(first)?.status).toBe('expired');
    expect(stub.sessions.get(second)?.status).toBe('open');
    await testApp.db.transaction((tx) =>
      closeOpenCheckouts({ db: tx, provider: testApp.app.cardPayments, now: testApp.clock() }, order.id),
    );
    expect(stub.sessions.get(second)?.status).toBe('expired');
    expect((await checkoutsOf(testApp.db, order.id)).map((checkout) => checkout.status)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('the Stripe webhook', () => {
  it('pays the order once however often the event is delivered', async () => {
    const { order, sessionId } = await orderInStripeCheckout();
    const { session, payload } = await paidOnStripe(sessionId);
    const events = await paymentEventCount(testApp.db);

    for (let delivery = 0; delivery < 5; delivery += 1) {
      const response = await deliver(payload);
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).code).toBe(200);
    }

    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Paid);
    expect(after.paidChanges).toBe(1);
    expect(after.history.filter((entry) => entry.event === 'cardPaymentSucceeded')).toHaveLength(1);
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({
      provider: 'stripe',
      payType: 1,
      amount: order.payAmount,
      providerPaymentId: session.payment_intent,
    });
    expect(after.entitlements).toHaveLength(1);
    expect(after.checkouts).toEqual(['completed']);
    const [checkout] = await checkoutsOf(testApp.db, order.id);
    expect(checkout.providerPaymentId).toBe(session.payment_intent);
    expect(await paymentEventCount(testApp.db)).toBe(events + 1);
    // And one mail tells the parent, however many deliveries there were.
    const paidMails = async () =>
      (await readOutbox(testApp.dataDir)).filter((mail) => mail.subject.startsWith(`Payment received for order ${order.orderSn}:`)).length;
    await expect.poll(paidMails).toBe(1);
  });

  it('pays the order once when the same event arrives five times at once', async () => {
    const { order, sessionId } = await orderInStripeCheckout();
    const { payload } = await paidOnStripe(sessionId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Paid);
    expect(after.paidChanges).toBe(1);
    expect(after.payments).toHaveLength(1);
    expect(after.entitlements).toHaveLength(1);
  });

  it('pays the order once when different events report the same session, one after another and at once', async () => {
    for (const together of [false, true]) {
      const { order, sessionId } = await orderInStripeCheckout();
      const session = stub.completeSession(sessionId);
      const payloads = [
        stub.sessionEvent('checkout.session.completed', session).payload,
        stub.sessionEvent('checkout.session.async_payment_succeeded', session).payload,
        stub.sessionEvent('checkout.session.completed', session).payload,
      ];
      const responses = together
        ? await Promise.all(payloads.map((payload) => deliver(payload)))
        : await payloads.reduce<Promise<Awaited<ReturnType<typeof deliver>>[]>>(
            async (done, payload) => [...(await done), await deliver(payload)],
            Promise.resolve([]),
          );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const after = await paymentFootprint(testApp.db, order.id);
      expect(after.status, `together: ${together}`).toBe(OrderStatus.Paid);
      expect(after.paidChanges).toBe(1);
      expect(after.payments).toHaveLength(1);
      expect(after.entitlements).toHaveLength(1);
    }
  });

  it('changes nothing when the session expires after it was paid (events out of order)', async () => {
    const { order, sessionId } = await orderInStripeCheckout();
    const { session, payload } = await paidOnStripe(sessionId);
    expect((await deliver(payload)).statusCode).toBe(200);
    const paid = await paymentFootprint(testApp.db, order.id);

    const expired = stub.sessionEvent('checkout.session.expired', { ...session, status: 'expired' }).payload;
    const failed = stub.sessionEvent('checkout.session.async_payment_failed', session).payload;
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await paymentFootprint(testApp.db, order.id)).toEqual(paid);
  });

  it('puts the order back to pending payment when its open checkout expires, keeping its hold', async () => {
    const { order, sessionId, session } = await orderInStripeCheckout();
    const held = (await orderRow(testApp.db, order.id)).expiresAt;
    const { payload } = stub.sessionEvent('checkout.session.expired', { ...session(), status: 'expired' });
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.PendingPayment);
    expect(after.history.filter((entry) => entry.event === 'cardCheckoutExpired')).toEqual([
      { from: 7, to: 0, event: 'cardCheckoutExpired', actor: 'provider' },
    ]);
    expect(after.checkouts).toEqual(['expired']);
    expect((await orderRow(testApp.db, order.id)).expiresAt).toEqual(held);
    expect(sessionId).toMatch(/^cs_test_/);
  });

  it('leaves the order in payment when an older, replaced checkout expires', async () => {
    const { order, session: firstSession } = await orderInStripeCheckout();
    const first = firstSession();
    await openCheckoutFor(testApp.app, await orderRow(testApp.db, order.id), parent.email);
    const { payload } = stub.sessionEvent('checkout.session.expired', { ...first, status: 'expired' });
    expect((await deliver(payload)).statusCode).toBe(200);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.InPayment);
    expect(after.checkouts).toEqual(['cancelled', 'open']);
  });

  it('treats a failed delayed payment like a failure', async () => {
    const { order, sessionId } = await orderInStripeCheckout();
    const session = stub.completeSession(sessionId, 'unpaid');
    // Completed but unpaid: the bank debit is still on its way, nothing to do yet.
    expect((await deliver(stub.sessionEvent('checkout.session.completed', session).payload)).statusCode).toBe(200);
    expect((await paymentFootprint(testApp.db, order.id)).status).toBe(OrderStatus.InPayment);

    expect((await deliver(stub.sessionEvent('checkout.session.async_payment_failed', session).payload)).statusCode).toBe(200);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.PendingPayment);
    expect(after.history.at(-1)).toEqual({ from: 7, to: 0, event: 'cardPaymentFailed', actor: 'provider' });
    expect(after.checkouts).toEqual(['failed']);
    expect(after.payments).toEqual([]);
  });

  it('pays the order when a delayed payment succeeds', async () => {
    const { order, sessionId } = await orderInStripeCheckout();
    const session = stub.completeSession(sessionId, 'unpaid');
    expect((await deliver(stub.sessionEvent('checkout.session.completed', session).payload)).statusCode).toBe(200);
    session.payment_status = 'paid';
    expect((await deliver(stub.sessionEvent('checkout.session.async_payment_succeeded', session).payload)).statusCode).toBe(200);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Paid);
    expect(after.payments).toHaveLength(1);
  });

  it('refunds a payment that arrives after the order was closed, and only once', async () => {
    const { order, sessionId } = await orderInStripeCheckout();
    // The hold ran out and the order closed just as the payer paid (a rare race).
    await testApp.db.transaction(async (tx) => {
      await changeOrderStatus(tx, {
        orderId: order.id,
        from: [OrderStatus.InPayment],
        to: OrderStatus.Closed,
        actor: 'system',
        event: 'holdExpired',
        set: { expiresAt: null },
        now: testApp.clock(),
      });
    });
    const { session, payload } = await paidOnStripe(sessionId);
    const refundsBefore = stub.refunds.length;

    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(stub.sessionEvent('checkout.session.async_payment_succeeded', session).payload)).statusCode).toBe(200);

    expect(stub.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ payment_intent: session.payment_intent, amount: order.payAmount }),
    ]);
    const after = await paymentFootprint(testApp.db, order.id);
    expect(after.status).toBe(OrderStatus.Closed);
    expect(after.payments).toEqual([]);
    expect(after.entitlements).toEqual([]);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { order, sessionId } = await orderInStripeCheckout();
    const { payload } = await paidOnStripe(sessionId);
    const before = await paymentFootprint(testApp.db, order.id);
    const events = await paymentEventCount(testApp.db);

    const attempts = [
      deliver(payload, stub.sign(payload, { secret: 'whsec_someone_else' })),
      deliver(payload.replace(`"${order.id}"`, '"999999"'), stub.sign(payload)),
      deliver(payload, 't=1700000000,v1=0000000000000000000000000000000000000000000000000000000000000000'),
      testApp.app.inject({
        method: 'POST',
        url: '/api/payment/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toMatchObject({ code: 400, message: 'The signature of this event is not valid', data: null });
    }
    expect(await paymentFootprint(testApp.db, order.id)).toEqual(before);
    expect(await paymentEventCount(testApp.db)).toBe(events);
  });

  it('refuses a replayed event whose signature is ten minutes old', async () => {
    const { order, sessionId } = await orderInStripeCheckout();
    const { payload } = await paidOnStripe(sessionId);
    const before = await paymentFootprint(testApp.db, order.id);
    const stale = stub.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    const response = await deliver(payload, stale);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).code).toBe(400);
    expect(await paymentFootprint(testApp.db, order.id)).toEqual(before);
    // The same event, freshly signed, is then taken.
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await paymentFootprint(testApp.db, order.id)).status).toBe(OrderStatus.Paid);
  });

  it('refuses a signed body that is not a readable event with 400, and changes nothing', async () => {
    const events = await paymentEventCount(testApp.db);
    for (const payload of ['not json at all', '{"id":"evt_broken_1","object":"event","type":"checkout.session.completed"}']) {
      const response = await deliver(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(envelopeOf(response)).toMatchObject({ code: 400, message: 'This event could not be read' });
    }
    expect(await paymentEventCount(testApp.db)).toBe(events);
  });

  it('answers 200 to events it does not act on and to sessions that are not ours', async () => {
    const payments = await paymentCount(testApp.db);
    const events = await paymentEventCount(testApp.db);
    const unknownType = JSON.stringify({ id: 'evt_unknown_type_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect((await deliver(unknownType)).statusCode).toBe(200);
    const foreign = stub.sessionEvent('checkout.session.completed', {
      ...stub.completeSession((await stubSessionNotOurs()).id),
    }).payload;
    expect((await deliver(foreign)).statusCode).toBe(200);
    expect(await paymentCount(testApp.db)).toBe(payments);
    expect(await paymentEventCount(testApp.db)).toBe(events + 2);
  });

  it('keeps the raw body to this route only: the rest of the API still reads JSON', async () => {
    const response = await post(testApp.app, '/api/sso/login', { username: parent.username, password: parent.password });
    expect(response.statusCode).toBe(200);
    expect((envelopeOf(response).data as { token: string }).token).toEqual(expect.any(String));
    const emptyJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/sso/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(401);
    // The sandbox's calls do not exist while Stripe takes the cards.
    expect((await get(testApp.app, '/api/payment/sandbox/session/sbx_1', { token: parent.token })).statusCode).toBe(404);
  });
});

/** A session someone opened at Stripe outside the portal. */
async function stubSessionNotOurs(): Promise<StubSession> {
  const response = await fetch(`${stub.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stripeStubEnv(stub).STRIPE_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'mode=payment&success_url=https%3A%2F%2Fx.example&cancel_url=https%3A%2F%2Fx.example&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=100',
  });
  return (await response.json()) as StubSession;
}
