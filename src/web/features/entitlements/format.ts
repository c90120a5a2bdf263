import type { Language } from '../../../shared/language.ts';
import { dateTimeFormat } from '../../../shared/intl.ts';
import { localeOf } from '../../i18n/use-language.ts';

/** Calendar dates (`YYYY-MM-DD`) name a day: read in UTC so that no time zone moves them. */
export function dayFormatter(language: Language) {
  const format = dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' });
  return (calendarDate: string) => format.format(new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`));
}

