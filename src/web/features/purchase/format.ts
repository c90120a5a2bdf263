import { formatMoney } from '../../../shared/money.ts';
import { localeOf, useLanguage } from '../../i18n/use-language.ts';

/**
 * A calendar day (`YYYY-MM-DD`) for reading, e.g. "31 Mar 2027" / "2027年3月31日"; read and
 * written in UTC so that no visitor west of Greenwich sees the day before.
 */
export function formatCalendarDay(day: string, locale: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Formatting in the page's language: money in minor units, calendar days. */
export function usePurchaseFormat() {
  const locale = localeOf(useLanguage());
  return {
    locale,
    money: (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, locale),
    day: (day: string) => formatCalendarDay(day, locale),
  };
}
