import { describe, expect, it } from 'vitest';
import { CALENDAR_CELLS } from '../../../shared/limits.ts';
import { addMonths, clampMonth, currentMonthIn, monthCells, monthRangeOf, todayKeyIn, weeksOf, yearPageOf } from './month-grid.ts';

describe('monthCells', () => {
  it('fills 42 cells from the Sunday on or before the first of the month', () => {
    // 1 November 2026 is a Sunday.
    const cells = monthCells({ year: 2026, month: 11 });
    expect(cells).toHaveLength(CALENDAR_CELLS);
    expect(cells[0]).toEqual({ date: '2026-11-01', day: 1, weekday: 0, inMonth: true });
    expect(cells.at(-1)).toEqual({ date: '2026-12-12', day: 12, weekday: 6, inMonth: false });
  });

  it('shows the days of the neighbouring months around the month', () => {
    // 1 October 2026 is a Thursday.
    const cells = monthCells({ year: 2026, month: 10 });
    expect(cells.slice(0, 4).map((cell) => [cell.date, cell.inMonth])).toEqual([
      ['2026-09-27', false],
      ['2026-09-28', false],
      ['2026-09-29', false],
      ['2026-09-30', false],
    ]);
    expect(cells[4]).toMatchObject({ date: '2026-10-01', weekday: 4, inMonth: true });
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(31);
  });

  it('handles leap years and the turn of the year', () => {
    expect(monthCells({ year: 2028, month: 2 }).filter((cell) => cell.inMonth)).toHaveLength(29);
    const december = monthCells({ year: 2026, month: 12 });
    expect(december.at(-1)?.date).toBe('2027-01-09');
  });

  it('splits into six weeks that each start on Sunday', () => {
    const weeks = weeksOf(monthCells({ year: 2027, month: 3 }));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7 && week[0].weekday === 0)).toBe(true);
  });
});

describe('week start and the year picker', () => {
  it('starts weeks on Monday when asked, still with 42 cells', () => {
    // 1 November 2026 is a Sunday: the Monday-first grid opens on 26 October.
    const cells = monthCells({ year: 2026, month: 11 }, 1);
    expect(cells).toHaveLength(CALENDAR_CELLS);
    expect(cells[0]).toMatchObject({ date: '2026-10-26', weekday: 1, inMonth: false });
    expect(cells[6]).toMatchObject({ date: '2026-11-01', weekday: 0, inMonth: true });
    expect(weeksOf(cells).every((week) => week[0].weekday === 1)).toBe(true);
    // 1 June 2026 is a Monday: no day of May shows.
    expect(monthCells({ year: 2026, month: 6 }, 1)[0]).toMatchObject({ date: '2026-06-01', inMonth: true });
  });

  it('pages years by twelve', () => {
    expect(yearPageOf(2026)).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(yearPageOf(2028)[0]).toBe(2028);
    expect(yearPageOf(2027).at(-1)).toBe(2027);
  });
});

describe('month ranges', () => {
  const range = monthRangeOf('2026-10-01', '2027-03-31');

  it('clamps the current month into a timetable', () => {
    expect(clampMonth({ year: 2026, month: 7 }, range)).toEqual({ year: 2026, month: 10 });
    expect(clampMonth({ year: 2027, month: 9 }, range)).toEqual({ year: 2027, month: 3 });
    expect(clampMonth({ year: 2026, month: 12 }, range)).toEqual({ year: 2026, month: 12 });
  });

  it('rejects a range that ends before it starts', () => {
    expect(monthRangeOf('2027-01-01', '2026-12-31')).toBeNull();
  });

  it('adds months across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });
});

describe('the academy clock', () => {
  it('reads the month and the day in the academy time zone', () => {
    // 16:30 UTC on 31 October is already 1 November in Shanghai.
    const instant = new Date('2026-10-31T16:30:00Z');
    expect(currentMonthIn('Asia/Shanghai', instant)).toEqual({ year: 2026, month: 11 });
    expect(todayKeyIn('Asia/Shanghai', instant)).toBe('2026-11-01');
    expect(todayKeyIn('America/New_York', instant)).toBe('2026-10-31');
  });
});
