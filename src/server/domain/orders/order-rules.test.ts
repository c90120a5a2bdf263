import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/api/orders.ts';
import { allowedActionsOf, refundabilityOf } from './order-rules.ts';

const paid = { status: 1, tuitionAmount: 100_000, firstClassDate: '2026-04-01', hasRefund: false };

describe('allowed actions and refundability', () => {
  it('offers pay, receipt and cancel while unpaid, a refund while paid and refundable, nothing otherwise', () => {
    const today = '2026-03-01';
    const actions = Object.fromEntries(ORDER_STATUSES.map((status) => [status, allowedActionsOf({ ...paid, status }, today)]));
    expect(actions).toEqual({
      0: ['pay', 'uploadProof', 'cancel'],
      1: ['refund'],
      2: ['refund'],
      3: [],
      4: [],
      5: [],
      6: [],
      7: ['pay', 'uploadProof', 'cancel'],
    });
  });

  it('says why a refund cannot be asked', () => {
    expect(refundabilityOf(paid, '2026-03-01')).toEqual({ allowed: true, quote: { daysBefore: 31, percent: 100, amount: 100_000 } });
    expect(refundabilityOf({ ...paid, hasRefund: true }, '2026-03-01')).toMatchObject({ allowed: false, reason: 'refundAlreadyRequested' });
    expect(refundabilityOf(paid, '2026-04-01')).toMatchObject({ allowed: false, reason: 'refundCourseStarted' });
    expect(refundabilityOf({ ...paid, status: 0 }, '2026-03-01')).toMatchObject({ allowed: false, reason: 'refundNotAllowed' });
    expect(allowedActionsOf(paid, '2026-04-01')).toEqual([]);
  });
});
