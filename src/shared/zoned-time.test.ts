import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, instantInZone } from './zoned-time.ts';

describe('wall-clock times in a zone (D17)', () => {
  it.each([
    ['2026-03-10', '09:00', 'Asia/Shanghai', '2026-03-10T01:00:00.000Z'],
    ['2026-03-10', '09:00', 'UTC', '2026-03-10T09:00:00.000Z'],
    ['2026-01-15', '18:30', 'America/New_York', '2026-01-15T23:30:00.000Z'],
    ['2026-07-15', '18:30', 'America/New_York', '2026-07-15T22:30:00.000Z'],
    // The day summer time begins in London, and an hour after the clocks jumped.
    ['2026-03-29', '03:00', 'Europe/London', '2026-03-29T02:00:00.000Z'],
    ['2026-10-25', '12:00', 'Europe/London', '2026-10-25T12:00:00.000Z'],
    ['2026-03-10', '00:15', 'Asia/Kolkata', '2026-03-09T18:45:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(instantInZone(date, time, zone).toISOString()).toBe(expected);
  });

  it('names the calendar date of an instant in a zone, and moves dates by days', () => {
    expect(dateInZone(new Date('2026-03-09T18:45:00Z'), 'Asia/Kolkata')).toBe('2026-03-10');
    expect(dateInZone(new Date('2026-03-09T18:45:00Z'), 'America/Los_Angeles')).toBe('2026-03-09');
    expect(addDays('2026-02-27', 21)).toBe('2026-03-20');
  });
});
