import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { checkoutExpiryFor, paymentDeadlineOf, paymentReturnUrl, publicBaseOf } from './checkout.ts';

const now = new Date('2026-03-02T08:00:00.000Z');
const minutes = (count: number) => new Date(now.getTime() + count * 60 * 1000);
const stripe = { minCheckoutMs: 30 * 60 * 1000 };
const sandbox = { minCheckoutMs: 0 };

describe('checkoutExpiryFor', () => {
  it('ends a checkout at the order’s payment deadline when the provider allows it', () => {
    expect(checkoutExpiryFor(minutes(3), sandbox, now)).toEqual(minutes(3));
    expect(checkoutExpiryFor(minutes(50), stripe, now)).toEqual(minutes(50));
  });

  it('gives a Stripe checkout opened late Stripe’s 30 minutes, which the portal cuts short at the deadline', () => {
    expect(checkoutExpiryFor(minutes(3), stripe, now)).toEqual(minutes(30));
    expect(checkoutExpiryFor(minutes(29), stripe, now)).toEqual(minutes(30));
  });

  it('keeps it open 24 hours at most', () => {
    expect(checkoutExpiryFor(minutes(48 * 60), stripe, now)).toEqual(minutes(24 * 60));
    expect(checkoutExpiryFor(minutes(48 * 60), sandbox, now)).toEqual(minutes(24 * 60));
  });
});

describe('paymentDeadlineOf', () => {
  it('answers the order’s deadline while it is ahead', () => {
    expect(paymentDeadlineOf({ expiresAt: minutes(1) }, now)).toEqual(minutes(1));
  });

  it('refuses a checkout once the deadline has come, or for an order without one', () => {
    for (const expiresAt of [now, minutes(-1), null]) {
      expect(() => paymentDeadlineOf({ expiresAt }, now)).toThrow(ApiError);
    }
    expect(() => paymentDeadlineOf({ expiresAt: now }, now)).toThrow(expect.objectContaining({ status: 409, messageKey: 'paymentTimeOver' }));
  });
});

describe('return links', () => {
  it('start at PUBLIC_URL, or are paths on this site without it', () => {
    expect(publicBaseOf({ PUBLIC_URL: 'https://academy.example/' })).toBe('https://academy.example');
    expect(publicBaseOf({ PUBLIC_URL: undefined })).toBe('');
  });

  it('name the outcome and the order for the /stripe-callback page', () => {
    expect(paymentReturnUrl('https://academy.example', 'success', 12)).toBe(
      'https://academy.example/stripe-callback?result=success&orderId=12',
    );
    expect(paymentReturnUrl('', 'cancel', 7)).toBe('/stripe-callback?result=cancel&orderId=7');
  });
});
