import { dateTimeFormat } from '../../../shared/intl.ts';
import type { Language } from '../../../shared/language.ts';
import { zoneLabel } from '../../../shared/time-labels.ts';
import { addDays, dateInZone, instantInZone } from '../../../shared/zoned-time.ts';
import { localeOf } from '../../i18n/use-language.ts';
import { ACADEMY_TIME_ZONE, describeClassTime, viewerTimeZone } from '../../lib/class-time.ts';

/** A class's time on the academy's clock, and on the teacher's own when it reads differently (D33). */
export function teacherClassTime(item: { startAt: string; endAt: string }, language: Language, ownZone: string | null) {
  const zone = ownZone ?? viewerTimeZone();
  const time = describeClassTime(item.startAt, item.endAt, localeOf(language), zone);
  return { ...time, ownZoneLabel: zoneLabel(zone, language) };
}

/** The academy's day of an instant, the key the agenda and the month grid group by. */
export const academyDayOf = (instant: string | Date) => dateInZone(new Date(instant), ACADEMY_TIME_ZONE);

/** [from, to) of a window of academy days, as instants for `teacher/classes`. */
export function academyWindow(firstDay: string, days: number) {
  return {
    from: instantInZone(firstDay, '00:00', ACADEMY_TIME_ZONE).toISOString(),
    to: instantInZone(addDays(firstDay, days), '00:00', ACADEMY_TIME_ZONE).toISOString(),
  };
}

export const longDayFormat = (language: Language) => dateTimeFormat(localeOf(language), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An instant on the teacher's clock, with that clock's name. */
export function onOwnClock(instant: string, language: Language, ownZone: string | null) {
  const zone = ownZone ?? viewerTimeZone();
  const text = dateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(instant));
  return language === 'cn' ? `${text}（${zoneLabel(zone, language)}）` : `${text} (${zoneLabel(zone, language)})`;
}
