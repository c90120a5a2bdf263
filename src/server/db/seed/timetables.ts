import { timetables } from '../schema.ts';
import type { Bilingual } from './bilingual.ts';
import { earlierMonth, firstDayOf, lastDayOf, laterMonth, shiftMonth, yearMonthOf, type YearMonth } from './seed-calendar.ts';
import type { SeedTx } from './seed-transaction.ts';

export type TimetableKey = 'insights' | 'inspire';

export interface PlannedTimetable {
  key: TimetableKey;
  name: Bilingual;
  startDate: string;
  endDate: string;
}

export type TimetableIds = Record<TimetableKey, number>;

/**
 * Both timetables are placed around the month of the seed, so a demo started at any time shows
 * last month's classes, this month's and several months ahead; each stretches to hold every
 * class of its courses.
 */
export function planTimetables(current: YearMonth, classDates: Record<TimetableKey, string[]>): Record<TimetableKey, PlannedTimetable> {
  const span = (key: TimetableKey, first: YearMonth, last: YearMonth) => {
    const dates = [...classDates[key]].sort();
    return {
      startDate: firstDayOf(dates.length ? earlierMonth(first, yearMonthOf(dates[0])) : first),
      endDate: lastDayOf(dates.length ? laterMonth(last, yearMonthOf(dates[dates.length - 1])) : last),
    };
  };
  const insights = span('insights', shiftMonth(current, -1), shiftMonth(current, 4));
  const year = academicYearLabel(yearMonthOf(insights.startDate));
  return {
    insights: {
      key: 'insights',
      name: { en: `${year} Insights Small-Group Timetable`, zh: `${year} 学年洞见小班课表` },
      ...insights,
    },
    inspire: {
      key: 'inspire',
      name: { en: 'Inspire Seminar Calendar', zh: '启发精品研讨日历' },
      ...span('inspire', current, shiftMonth(current, 5)),
    },
  };
}

/** Academic years start in August: March 2026 belongs to "2025-26". */
function academicYearLabel({ year, month }: YearMonth): string {
  const startYear = month >= 8 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

export async function seedTimetables(
  tx: SeedTx,
  planned: Record<TimetableKey, PlannedTimetable>,
): Promise<TimetableIds> {
  const keys: TimetableKey[] = ['insights', 'inspire'];
  const rows = await tx
    .insert(timetables)
    .values(
      keys.map((key, position) => ({
        position,
        nameEn: planned[key].name.en,
        nameZh: planned[key].name.zh,
        startDate: planned[key].startDate,
        endDate: planned[key].endDate,
      })),
    )
    .returning({ id: timetables.id });
  return { insights: rows[0].id, inspire: rows[1].id };
}
