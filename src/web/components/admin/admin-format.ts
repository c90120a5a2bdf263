import { formatMoney } from '../../../shared/money.ts';
import { localeOf, useLanguage } from '../../i18n/use-language.ts';

/** Dates and amounts in the back office, in the reader's language. */
export function useAdminFormat() {
  const locale = localeOf(useLanguage());
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, locale),
    dateTime: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—'),
    day: (calendarDate: string) => day.format(new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`)),
  };
}
