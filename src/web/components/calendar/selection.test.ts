import { describe, expect, it } from 'vitest';
import { daysBetween, emptySelection, selectDate, shiftDay } from './selection.ts';

describe('calendar selection (spec §2)', () => {
  it('single: at most one date, a second click clears it', () => {
    const once = selectDate('single', emptySelection, '2026-11-03');
    expect(once.dates).toEqual(['2026-11-03']);
    expect(selectDate('single', once, '2026-11-05').dates).toEqual(['2026-11-05']);
    expect(selectDate('single', once, '2026-11-03').dates).toEqual([]);
  });

  it('multi: each click toggles its date', () => {
    let selection = selectDate('multi', emptySelection, '2026-11-09');
    selection = selectDate('multi', selection, '2026-11-02');
    expect(selection.dates).toEqual(['2026-11-02', '2026-11-09']);
    expect(selectDate('multi', selection, '2026-11-09').dates).toEqual(['2026-11-02']);
  });

  it('range: two clicks fill every day between, in either order, across months', () => {
    const first = selectDate('range', emptySelection, '2026-11-29');
    expect(first).toEqual({ dates: ['2026-11-29'], anchor: '2026-11-29' });
    const range = selectDate('range', first, '2026-12-02');
    expect(range).toEqual({ dates: ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'], anchor: null });
    expect(selectDate('range', selectDate('range', emptySelection, '2026-12-02'), '2026-11-30').dates).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(selectDate('range', range, '2027-01-05')).toEqual({ dates: ['2027-01-05'], anchor: '2027-01-05' });
  });

  it('counts days in UTC: leap days and the turn of the year', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -7)).toBe('2026-02-22');
  });
});
