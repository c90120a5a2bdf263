import { describe, expect, it } from 'vitest';
import { OrderStatus, type OrderStatusCode } from '../../../shared/api/orders.ts';
import { isPaid, minutesHeld, paymentReturnOf } from './payment-outcome.ts';
import { applyRefusalOf, isSoldOut, productIdOf, tuitionOf } from './purchase-rules.ts';

describe('the payment return address', () => {
  it('reads the result and the order of /stripe-callback', () => {
    expect(paymentReturnOf('?result=success&orderId=12')).toEqual({ result: 'success', orderId: 12 });
    expect(paymentReturnOf('?result=cancel&orderId=3')).toEqual({ result: 'cancel', orderId: 3 });
  });

  it('refuses what is not ours', () => {
    expect(paymentReturnOf('?result=paid&orderId=12')).toEqual({ result: null, orderId: 12 });
    expect(paymentReturnOf('?result=failure&orderId=-1').orderId).toBeNull();
    expect(paymentReturnOf('?result=failure&orderId=1e3').orderId).toBeNull();
    expect(paymentReturnOf('?result=failure&orderId=99999999999').orderId).toBeNull();
    expect(paymentReturnOf('')).toEqual({ result: null, orderId: null });
  });
});

describe('an order after the card checkout', () => {
  it('has landed once paid or further on', () => {
    const paid = (status: OrderStatusCode) => isPaid({ status });
    expect([OrderStatus.Paid, OrderStatus.InProgress, OrderStatus.Completed].map(paid)).toEqual([true, true, true]);
    expect([OrderStatus.PendingPayment, OrderStatus.InPayment, OrderStatus.Closed, OrderStatus.UnderReview].map(paid)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('is held for whole minutes rounded up, and not at all once the hold has passed', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(minutesHeld({ expiresAt: '2026-11-22T10:29:01Z' }, now)).toBe(30);
    expect(minutesHeld({ expiresAt: '2026-11-22T10:00:30Z' }, now)).toBe(1);
    expect(minutesHeld({ expiresAt: '2026-11-22T09:59:00Z' }, now)).toBeNull();
    expect(minutesHeld({ expiresAt: null }, now)).toBeNull();
  });
});

describe('the course applied for', () => {
  it('is named by a positive whole productId', () => {
    expect(productIdOf('?productId=16')).toBe(16);
    expect(['', '?productId=', '?productId=0', '?productId=abc', '?productId=2.5', '?productId=99999999999'].map(productIdOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('costs its promotion when one is lower than the usual price', () => {
    expect(tuitionOf({ price: 384_000, promotionPrice: 352_000 })).toBe(352_000);
    expect(tuitionOf({ price: 384_000, promotionPrice: null })).toBe(384_000);
    expect(tuitionOf({ price: 384_000, promotionPrice: 400_000 })).toBe(384_000);
  });

  it('is sold out only as Insights with no seat left (D8)', () => {
    expect(isSoldOut({ productCategoryId: 58, stock: 0 })).toBe(true);
    expect(isSoldOut({ productCategoryId: 58, stock: 1 })).toBe(false);
    expect(isSoldOut({ productCategoryId: 59, stock: null })).toBe(false);
  });

  it('refuses a course that has begun before one that is full, and takes late enrolment (D21)', () => {
    expect(applyRefusalOf({ enrolment: 'closed', productCategoryId: 58, stock: 0 })).toBe('closed');
    expect(applyRefusalOf({ enrolment: 'open', productCategoryId: 58, stock: 0 })).toBe('soldOut');
    expect(applyRefusalOf({ enrolment: 'late', productCategoryId: 58, stock: 2 })).toBeNull();
    expect(applyRefusalOf({ enrolment: 'open', productCategoryId: 59, stock: null })).toBeNull();
  });
});
