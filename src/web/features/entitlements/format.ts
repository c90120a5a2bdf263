import type { Language } from '../../../shared/language.ts';
import { dateTimeFormat } from '../../../shared/intl.ts';
import { localeOf } from '../../i18n/use-language.ts';

/** Calendar dates (`YYYY-MM-DD`) name a day: read in UTC so that no time zone moves them. */
export function dayFormatter(language: Language) {
  const format = dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' });
  return (calendarDate: string) => format.format(new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`));
}

/** An instant (ISO 8601) in the viewer's own time, with its zone so that nobody misreads a class time. */
export function dateTimeFormatter(language: Language) {
  const format = dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

/** The viewer's calendar day of an instant (ISO 8601). */
export function instantDayFormatter(language: Language) {
  const format = dateTimeFormat(localeOf(language), { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}
