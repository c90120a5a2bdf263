import { ACADEMY_TIME_ZONE_DEFAULT } from '../../shared/limits.ts';
import type { Language } from '../../shared/language.ts';
import { formatMoney } from '../../shared/money.ts';
import { dateTimeFormat } from '../../shared/intl.ts';
import { localeOf, useLanguage } from '../i18n/use-language.ts';

/**
 * The one way the portal writes money and dates in a language, from the catalogue to the order
 * and the back office. Instants (an order placed, a payment, a hold's end) read on the academy's
 * clock, as classes do (D17), and say which clock that is: "23 Nov 2026, 14:05 GMT+8".
 */
export function formattersOf(language: Language): Formatters {
  let formatters = FORMATTERS.get(language);
  if (!formatters) {
    formatters = createFormatters(language);
    FORMATTERS.set(language, formatters);
  }
  return formatters;
}

export type Formatters = ReturnType<typeof createFormatters>;

/** Built once per language: every price and date on a page uses them, on every render. */
const FORMATTERS = new Map<Language, Formatters>();

function createFormatters(language: Language) {
  const locale = localeOf(language);
  const clock = { hourCycle: 'h23', timeZone: ACADEMY_TIME_ZONE_DEFAULT } as const;
  const dateTime = dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', ...clock });
  // The clock's name goes last in every language (zh-CN would put it between the day and the time).
  const instant = (date: Date) => {
    const parts = dateTime.formatToParts(date);
    const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    const rest = parts.filter((part) => part.type !== 'timeZoneName').map((part) => part.value).join('').replace(/\s+/g, ' ').trim();
    return `${rest} ${zone}`;
  };
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...clock });
  // A calendar day (`YYYY-MM-DD`) names a day, not an instant: read in UTC so no zone moves it.
  const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    locale,
    money: (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, locale),
    dateTime: (iso: string | null) => (iso ? instant(new Date(iso)) : '—'),
    time: (iso: string) => time.format(new Date(iso)),
    day: (calendarDate: string) => {
      const date = new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? calendarDate : day.format(date);
    },
  };
}

/**
 * An instant on the viewer's own clock, with its zone ("11 Mar 2026, 12:30 GMT+1"), for a
 * deadline shown in the academy's time (D33); null when the two clocks read alike.
 */
export function viewerDateTimeOf(iso: string, language: Language, viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string | null {
  const instant = new Date(iso);
  const wall = (timeZone: string) =>
    dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  if (wall(viewerZone) === wall(ACADEMY_TIME_ZONE_DEFAULT)) return null;
  const parts = dateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone: viewerZone,
  }).formatToParts(instant);
  const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const rest = parts.filter((part) => part.type !== 'timeZoneName').map((part) => part.value).join('').replace(/\s+/g, ' ').trim();
  return `${rest} ${zone}`;
}

/** `formattersOf` in the page's language. */
export const useFormatters = () => formattersOf(useLanguage());
