import { describe, expect, it } from 'vitest';
import { quoteRefund } from '../../../shared/refund-policy.ts';
import { addCalendarDays, refundScheduleFor, todayIn } from './refund-schedule.ts';

const FIRST_DAY = '2027-03-31';

describe('the refund schedule shown before confirming', () => {
  it('lists the last day of each share, counted back from the first class day', () => {
    expect(refundScheduleFor(FIRST_DAY, '2027-01-10').map(({ percent, until, from }) => ({ percent, until, from }))).toEqual([
      { percent: 100, until: '2027-03-01', from: null },
      { percent: 90, until: '2027-03-15', from: null },
      { percent: 50, until: '2027-03-30', from: null },
      { percent: 0, until: null, from: '2027-03-31' },
    ]);
  });

  it('marks the row the policy applies on each day, the same as the refund quote', () => {
    for (let offset = -45; offset <= 3; offset += 1) {
      const today = addCalendarDays(FIRST_DAY, offset);
      const rows = refundScheduleFor(FIRST_DAY, today);
      const current = rows.filter((row) => row.current);
      expect(current, today).toHaveLength(1);
      expect(current[0].percent, today).toBe(quoteRefund(100_000, today, FIRST_DAY).percent);
      // The marked row's dates hold today: on or before its "until", on or after its "from".
      if (current[0].until) expect(today <= current[0].until, today).toBe(true);
      if (current[0].from) expect(today >= current[0].from, today).toBe(true);
    }
  });

  it('reads the last day of each share at the boundaries (30, 16, 1 and 0 days before)', () => {
    const percentOn = (daysBefore: number) =>
      refundScheduleFor(FIRST_DAY, addCalendarDays(FIRST_DAY, -daysBefore)).find((row) => row.current)?.percent;
    expect([31, 30, 29, 16, 15, 1, 0].map(percentOn)).toEqual([100, 100, 90, 90, 50, 50, 0]);
  });

  it('crosses month and leap-year ends', () => {
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it("takes today's date in the academy's time zone, not the browser's", () => {
    const lateEveningInLondon = new Date('2027-03-14T20:00:00Z');
    expect(todayIn('Asia/Shanghai', lateEveningInLondon)).toBe('2027-03-15');
    expect(todayIn('Europe/London', lateEveningInLondon)).toBe('2027-03-14');
  });
});
