import type { TFunction } from '../../i18n/translator.tsx';
import type { ArticleEventDto } from '../../../shared/api/public-content.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../../shared/limits.ts';
import { dateTimeFormat } from '../../../shared/intl.ts';

const dayFormat = (locale: string) =>
  dateTimeFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: ACADEMY_TIME_ZONE_DEFAULT });
const timeFormat = (locale: string) =>
  dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ACADEMY_TIME_ZONE_DEFAULT });

/**
 * When an event takes place, in the academy's time zone (D17): "Sat, Mar 21, 2026, 10:00–11:30",
 * or its first and last day with the daily hours. Joined by the catalogue's templates rather than
 * `formatRange`, whose spacing differs between Node's and the browser's ICU.
 */
export function formatEventTime(event: ArticleEventDto, locale: string, t: TFunction): string {
  const day = dayFormat(locale);
  const time = timeFormat(locale);
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const hours = { start: time.format(start), end: time.format(end) };
  const [first, last] = [day.format(start), day.format(end)];
  return first === last ? t('news.event.when', { day: first, ...hours }) : t('news.event.whenDays', { first, last, ...hours });
}

/** The day an article was published, e.g. "Mar 13, 2026". */
export function formatPublished(instant: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: ACADEMY_TIME_ZONE_DEFAULT }).format(new Date(instant));
}

/** Whether the event has ended; decided on the server for lists, and here for an article's page. */
export const hasEnded = (event: ArticleEventDto, now: Date) => new Date(event.endsAt).getTime() < now.getTime();
