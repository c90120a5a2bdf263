import { timetables } from '../schema.ts';
import type { Bilingual } from './bilingual.ts';
import { firstDayOf, lastDayOf, shiftMonth, type YearMonth } from './seed-calendar.ts';
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
 * last month's classes, this month's and several months ahead.
 */
export function planTimetables(current: YearMonth): Record<TimetableKey, PlannedTimetable> {
  const insightsStart = shiftMonth(current, -1);
  const year = academicYearLabel(insightsStart);
  return {
    insights: {
      key: 'insights',
      name: { en: `${year} Insights Small-Group Timetable`, zh: `${year} 学年洞见小班课表` },
      startDate: firstDayOf(insightsStart),
      endDate: lastDayOf(shiftMonth(current, 4)),
    },
    inspire: {
      key: 'inspire',
      name: { en: 'Inspire Seminar Calendar', zh: '启发精品研讨日历' },
      startDate: firstDayOf(current),
      endDate: lastDayOf(shiftMonth(current, 5)),
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
