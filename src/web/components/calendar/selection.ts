/**
 * The calendar's selection types (spec §2): 1 single (at most one date), 2 multi (each click
 * toggles a date), 3 range (two clicks fill every day between them). Dates are `YYYY-MM-DD` keys.
 */
export type SelectionType = 'single' | 'multi' | 'range';

export interface Selection {
  dates: string[];
  /** Range only: the first click of a range still waiting for its second. */
  anchor: string | null;
}

export const emptySelection: Selection = { dates: [], anchor: null };

const DAY_MS = 86_400_000;
const toTime = (key: string) => Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));
const toKey = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every day from `a` to `b`, in order, whichever comes first. */
export function daysBetween(a: string, b: string): string[] {
  const [from, to] = [toTime(a), toTime(b)].sort((x, y) => x - y);
  const days: string[] = [];
  for (let time = from; time <= to; time += DAY_MS) days.push(toKey(time));
  return days;
}

/** The selection after a click on `date`. */
export function selectDate(type: SelectionType, current: Selection, date: string): Selection {
  switch (type) {
    case 'single':
      return { dates: current.dates[0] === date ? [] : [date], anchor: null };
    case 'multi': {
      const dates = current.dates.includes(date) ? current.dates.filter((day) => day !== date) : [...current.dates, date].sort();
      return { dates, anchor: null };
    }
    case 'range':
      if (current.anchor === null) return { dates: [date], anchor: date };
      return { dates: daysBetween(current.anchor, date), anchor: null };
  }
}

/** The day `days` away from a key (negative goes back). */
export const shiftDay = (key: string, days: number) => toKey(toTime(key) + days * DAY_MS);
