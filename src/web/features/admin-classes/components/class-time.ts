import type { StaffClassSummary } from '../../../../shared/api/classes.ts';
import { describeClassTime } from '../../../lib/class-time.ts';

/** "Saturday, 5 September 2026 · 09:00–10:30" in the academy's zone, with the viewer's clock when it differs (D17). */
export function classWhen(entry: Pick<StaffClassSummary, 'startAt' | 'endAt'>, locale: string) {
  const time = describeClassTime(entry.startAt, entry.endAt, locale);
  return { academy: `${time.date} · ${time.time}`, local: time.local };
}
