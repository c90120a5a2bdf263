import type { Language } from '../../shared/language.ts';
import { dateTimeFormat } from '../../shared/intl.ts';
import { localeOf } from '../i18n/use-language.ts';

/** A date and time as the wall clock of `timeZone` shows it, e.g. "Tue 10 Mar 2026, 09:00". */
export function formatInZone(iso: string, timeZone: string, language: Language): string {
  return dateTimeFormat(localeOf(language), {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/** A zone's name as people read it: "America/New York". */
export const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');

/** The viewer's own zone, as the browser reports it. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
