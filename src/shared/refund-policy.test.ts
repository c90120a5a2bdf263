import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, quoteRefund } from './refund-policy.ts';

describe('the refund policy (spec §9, D10)', () => {
  const firstClassDay = '2027-03-31';
  const dayBefore = (days: number) =>
    new Date(Date.parse(`${firstClassDay}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

  it.each([
    { daysBefore: 45, percent: 100, amount: 120_000 },
    { daysBefore: 30, percent: 100, amount: 120_000 },
    { daysBefore: 29, percent: 90, amount: 108_000 },
    { daysBefore: 16, percent: 90, amount: 108_000 },
    { daysBefore: 15, percent: 50, amount: 60_000 },
    { daysBefore: 1, percent: 50, amount: 60_000 },
    { daysBefore: 0, percent: 0, amount: 0 },
    { daysBefore: -3, percent: 0, amount: 0 },
  ])('$daysBefore days before the first class returns $percent% of the tuition', ({ daysBefore, percent, amount }) => {
    expect(quoteRefund(120_000, dayBefore(daysBefore), firstClassDay)).toEqual({ daysBefore, percent, amount });
  });

  it('rounds a share of an odd amount down to the minor unit', () => {
    expect(quoteRefund(99_999, dayBefore(20), firstClassDay).amount).toBe(89_999);
    expect(quoteRefund(1, dayBefore(5), firstClassDay).amount).toBe(0);
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(calendarDaysBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(calendarDaysBetween('2027-12-31', '2028-01-01')).toBe(1);
  });
});
