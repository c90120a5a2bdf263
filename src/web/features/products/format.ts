/** Formatting of catalogue values that are not money (money lives in src/shared/money.ts). */
import { dateTimeFormat, listFormat } from '../../../shared/intl.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Equity dates are calendar days. Reading them as UTC midnight and formatting in UTC keeps a
 * visitor west of Greenwich from seeing the day before.
 */
export function calendarDay(value: string): Date | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * A calendar day for display. Ranges are joined by the catalogue's own template rather than
 * `formatRange`, whose spacing differs between Node's and the browser's ICU (a hydration mismatch).
 */
export function formatDay(value: string, locale: string): string | null {
  const day = calendarDay(value);
  return day ? dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day) : null;
}

/** A Sunday, so that day N after it is weekday N (0 = Sunday … 6 = Saturday). */
const A_SUNDAY = Date.UTC(2026, 0, 4);

/**
 * The days a course meets, as one phrase: "Tuesday and Friday" / "周二和周五". Chinese takes the
 * short names, which read as the days of the week ("周二") rather than as dates.
 */
export function formatMeetingDays(days: readonly number[], locale: string): string {
  const weekday = dateTimeFormat(locale, { weekday: locale.startsWith('zh') ? 'short' : 'long', timeZone: 'UTC' });
  const names = days.map((day) => weekday.format(new Date(A_SUNDAY + day * 86_400_000)));
  return listFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

/** A class instant in the academy's time zone, e.g. "Sat, May 2, 2026, 09:00"; the zone is named once, beside the list. */
export function formatClassInstant(instant: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

/** The academy-local calendar day of a class instant, e.g. "Apr 4, 2026". */
export function formatClassDay(instant: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(instant));
}

/** Editors' HTML reduced to text, for meta descriptions and length checks. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function summarise(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
