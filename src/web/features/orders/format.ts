import type { Language } from '../../../shared/language.ts';
import { formatMoney } from '../../../shared/money.ts';
import { localeOf } from '../../i18n/use-language.ts';

/** Dates and amounts of orders in the reader's language. */
export function orderFormatters(language: Language) {
  const locale = localeOf(language);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  // Calendar dates (`YYYY-MM-DD`) name a day, not an instant: read them in UTC so no zone shifts them.
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, locale),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    day: (calendarDate: string) => day.format(new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`)),
  };
}
