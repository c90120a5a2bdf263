import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from './working-days.ts';

const SHANGHAI = 'Asia/Shanghai';

describe('working days of the academy (D25)', () => {
  it('knows Monday to Friday', () => {
    expect(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map(isWorkingDay)).toEqual([true, false, false, true]);
  });

  it('takes a Friday evening to Wednesday evening, in the academy time zone', () => {
    // Friday 27 November 2026, 19:30 in Shanghai.
    const friday = new Date('2026-11-27T11:30:00Z');
    expect(addWorkingDays(friday, 3, SHANGHAI).toISOString()).toBe('2026-12-02T11:30:00.000Z');
  });

  it('counts a weekend start from the Monday, and a Monday three days on', () => {
    expect(addWorkingDays(new Date('2026-11-28T02:00:00Z'), 3, SHANGHAI).toISOString()).toBe('2026-12-02T02:00:00.000Z');
    expect(addWorkingDays(new Date('2026-11-30T02:00:00Z'), 3, SHANGHAI).toISOString()).toBe('2026-12-03T02:00:00.000Z');
  });

  it('uses the academy calendar, not UTC: 23:30 UTC on a Sunday is already Monday in Shanghai', () => {
    expect(addWorkingDays(new Date('2026-11-29T23:30:00Z'), 1, SHANGHAI).toISOString()).toBe('2026-11-30T23:30:00.000Z');
  });

  it('keeps the wall-clock time across a change of summer time', () => {
    // Thursday 5 March 2026, 18:00 in New York (EST); Tuesday 10 March is in EDT.
    expect(addWorkingDays(new Date('2026-03-05T23:00:00Z'), 3, 'America/New_York').toISOString()).toBe('2026-03-10T22:00:00.000Z');
  });
});
