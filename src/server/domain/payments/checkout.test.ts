import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../shared/api/orders.ts';
import { checkoutExpiryFor, paymentReturnUrl, publicBaseOf } from './checkout.ts';

const now = new Date('2026-03-02T08:00:00.000Z');
const minutes = (count: number) => new Date(now.getTime() + count * 60 * 1000);

describe('checkoutExpiryFor', () => {
  it('gives a checkout at least 30 minutes, Stripe’s minimum', () => {
    expect(checkoutExpiryFor({ status: OrderStatus.PendingPayment, expiresAt: minutes(3) }, now)).toEqual(minutes(30));
    expect(checkoutExpiryFor({ status: OrderStatus.PendingPayment, expiresAt: null }, now)).toEqual(minutes(30));
  });

  it('keeps it open until a longer seat hold ends, at most 24 hours', () => {
    expect(checkoutExpiryFor({ status: OrderStatus.PendingPayment, expiresAt: minutes(50) }, now)).toEqual(minutes(50));
    expect(checkoutExpiryFor({ status: OrderStatus.PendingPayment, expiresAt: minutes(48 * 60) }, now)).toEqual(minutes(24 * 60));
  });

  it('does not count the grace of an open checkout as hold when another is opened', () => {
    // In payment, the hold is the open checkout's end plus 5 minutes of grace.
    expect(checkoutExpiryFor({ status: OrderStatus.InPayment, expiresAt: minutes(45) }, now)).toEqual(minutes(40));
    expect(checkoutExpiryFor({ status: OrderStatus.InPayment, expiresAt: minutes(20) }, now)).toEqual(minutes(30));
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
