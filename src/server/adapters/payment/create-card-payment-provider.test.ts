import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { startStripeStub, stripeStubEnv, type StripeStub } from '../../../../tests/support/stripe-stub-server.ts';
import { createCardPaymentProvider } from './create-card-payment-provider.ts';
import type { CheckoutRequest } from './card-payment-provider.ts';

let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  orderId: 41,
  orderSn: 'EA260302ABC123',
  productName: 'Olympiad Geometry',
  amount: 134_000,
  currency: 'USD',
  customerEmail: 'parent@example.com',
  successUrl: 'https://portal.example/stripe-callback?result=success&orderId=41',
  cancelUrl: 'https://portal.example/stripe-callback?result=cancel&orderId=41',
  expiresAt: new Date(Date.now() + 45 * 60 * 1000),
  language: 'en',
  ...overrides,
});

describe('createCardPaymentProvider', () => {
  it('chooses the local sandbox when no Stripe key is set', async () => {
    const provider = await createCardPaymentProvider(loadEnv({ NODE_ENV: 'test' }));
    expect(provider.name).toBe('sandbox');
    expect(provider.minCheckoutMs).toBe(0);
    const opened = await provider.openCheckout(request());
    expect(opened.sessionId).toMatch(/^sbx_[0-9a-f]{32}$/);
    expect(opened.url).toBe(`/sandbox-checkout?session=${opened.sessionId}`);
    expect(stub.requests).toHaveLength(0);
  });

  it('chooses Stripe when a key is set, and talks to the API address it is given', async () => {
    const provider = await createCardPaymentProvider(loadEnv({ NODE_ENV: 'test', ...stripeStubEnv(stub) }));
    expect(provider.name).toBe('stripe');
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + 45 * 60) * 1000);
    const opened = await provider.openCheckout(request({ expiresAt, language: 'cn' }));
    expect(opened.sessionId).toMatch(/^cs_test_/);
    expect(opened.url).toBe(`https://checkout.stripe.test/c/pay/${opened.sessionId}`);
    expect(opened.expiresAt).toEqual(expiresAt);

    const [sent] = stub.requestsTo('POST', '/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe(`Bearer ${stripeStubEnv(stub).STRIPE_SECRET_KEY}`);
    expect(sent.body).toMatchObject({ mode: 'payment', locale: 'zh', client_reference_id: '41' });
  });

  it('expires a Stripe checkout, and closing one already closed is no error', async () => {
    const provider = await createCardPaymentProvider(loadEnv({ NODE_ENV: 'test', ...stripeStubEnv(stub) }));
    expect(provider.minCheckoutMs).toBe(30 * 60 * 1000);
    const open = await provider.openCheckout(request());
    expect(await provider.expireCheckout(open.sessionId)).toBe('expired');
    expect(stub.sessions.get(open.sessionId)?.status).toBe('expired');
    expect(await provider.expireCheckout(open.sessionId)).toBe('expired');

    const paid = await provider.openCheckout(request({ expiresAt: new Date(Date.now() + 50 * 60 * 1000) }));
    stub.completeSession(paid.sessionId);
    // Stripe refuses (400) to expire a completed session: its payment was accepted first.
    expect(await provider.expireCheckout(paid.sessionId)).toBe('completed');
    expect(stub.sessions.get(paid.sessionId)?.status).toBe('complete');
    expect(stub.requestsTo('POST', /\/expire$/)).toHaveLength(3);
  });

  it('passes on a failure to expire, which leaves the session open', async () => {
    const provider = await createCardPaymentProvider(loadEnv({ NODE_ENV: 'test', ...stripeStubEnv(stub) }));
    const open = await provider.openCheckout(request());
    stub.breakExpiries(true);
    try {
      await expect(provider.expireCheckout(open.sessionId)).rejects.toThrow(/unknown error/);
    } finally {
      stub.breakExpiries(false);
    }
    expect(stub.sessions.get(open.sessionId)?.status).toBe('open');
  });

  it('opens a new session each time, even for the same order and expiry', async () => {
    const provider = await createCardPaymentProvider(loadEnv({ NODE_ENV: 'test', ...stripeStubEnv(stub) }));
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + 60 * 60) * 1000);
    const first = await provider.openCheckout(request({ orderId: 77, expiresAt }));
    const second = await provider.openCheckout(request({ orderId: 77, expiresAt }));
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('refunds through Stripe with the payment intent and the amount', async () => {
    const provider = await createCardPaymentProvider(loadEnv({ NODE_ENV: 'test', ...stripeStubEnv(stub) }));
    const opened = await provider.openCheckout(request({ expiresAt: new Date(Date.now() + 55 * 60 * 1000) }));
    const session = stub.completeSession(opened.sessionId);
    const { refundId } = await provider.refund(session.payment_intent!, 64_500);
    expect(refundId).toMatch(/^re_/);
    const [sent] = stub.requestsTo('POST', '/v1/refunds');
    expect(sent.body).toEqual({ payment_intent: session.payment_intent, amount: '64500' });
    expect(stub.refunds).toEqual([expect.objectContaining({ id: refundId, amount: 64_500, payment_intent: session.payment_intent })]);
  });

  it('passes a refusal of Stripe on', async () => {
    const provider = await createCardPaymentProvider(loadEnv({ NODE_ENV: 'test', ...stripeStubEnv(stub) }));
    await expect(provider.refund('pi_unknown', 100)).rejects.toThrow(/No such payment_intent/);
  });
});
