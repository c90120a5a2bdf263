import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../shared/api/orders.ts';
import { awaitsLatePayment } from './late-payment.ts';

describe('awaitsLatePayment', () => {
  const deadline = '2026-11-27T08:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('waits for a card payment from the deadline on, for a quarter of an hour', () => {
    const inCheckout = { status: OrderStatus.InPayment, expiresAt: deadline };
    expect(awaitsLatePayment(inCheckout, at('2026-11-27T07:59:59.000Z'))).toBe(false);
    expect(awaitsLatePayment(inCheckout, at('2026-11-27T08:00:00.000Z'))).toBe(true);
    expect(awaitsLatePayment(inCheckout, at('2026-11-27T08:14:59.000Z'))).toBe(true);
    expect(awaitsLatePayment(inCheckout, at('2026-11-27T08:15:00.000Z'))).toBe(false);
  });

  it('never for an order outside a card checkout, or not yet loaded', () => {
    const after = at('2026-11-27T08:01:00.000Z');
    expect(awaitsLatePayment({ status: OrderStatus.PendingPayment, expiresAt: deadline }, after)).toBe(false);
    expect(awaitsLatePayment({ status: OrderStatus.Paid, expiresAt: deadline }, after)).toBe(false);
    expect(awaitsLatePayment({ status: OrderStatus.InPayment, expiresAt: null }, after)).toBe(false);
    expect(awaitsLatePayment(undefined, after)).toBe(false);
  });
});
