/**
 * One way to tell time (D33), on the site and in mail: an instant reads on a named clock, and the
 * clock has one name per language. The academy's clock is "Beijing time" / "北京时间" whatever
 * the platform would call it ("GMT+8", "China Standard Time", "中国标准时间").
 */
import { dateTimeFormat } from './intl.ts';
import type { Language } from './language.ts';

const BEIJING_ZONES = new Set(['Asia/Shanghai', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Urumqi', 'PRC']);

const BEIJING_LABEL: Record<Language, string> = { en: 'Beijing time', cn: '北京时间' };

const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu']);
const UTC_LABEL: Record<Language, string> = { en: 'UTC', cn: '协调世界时' };

export const localeOfLanguage = (language: Language) => (language === 'cn' ? 'zh-CN' : 'en-GB');

/** The clock's one name in a language: "Beijing time", or the zone's generic name ("Pacific Time"). */
export function zoneLabel(timeZone: string, language: Language): string {
  if (BEIJING_ZONES.has(timeZone)) return BEIJING_LABEL[language];
  if (UTC_ZONES.has(timeZone)) return UTC_LABEL[language];
  const name = dateTimeFormat(localeOfLanguage(language), { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone.replace(/_/g, ' ');
}

/** A time followed by its clock's name: "14:05 (Beijing time)", "14:05（北京时间）". */
export function labelled(text: string, timeZone: string, language: Language): string {
  const label = zoneLabel(timeZone, language);
  return language === 'cn' ? `${text}（${label}）` : `${text} (${label})`;
}

type InstantStyle = 'short' | 'long';

const OPTIONS: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  // "23 Nov 2026, 14:05" / "2026年11月23日 14:05"
  short: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  // "Monday, 2 March 2026 at 16:30" / "2026年3月2日星期一 16:30"
  long: { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' },
};

/** An instant on a zone's wall clock, without the zone's name. */
export function wallTime(instant: Date | string, timeZone: string, language: Language, style: InstantStyle = 'short'): string {
  return dateTimeFormat(localeOfLanguage(language), { ...OPTIONS[style], timeZone }).format(new Date(instant));
}

/** An instant on a zone's wall clock, with the zone's one name: "23 Nov 2026, 14:05 (Beijing time)". */
export function formatInstant(instant: Date | string, timeZone: string, language: Language, style: InstantStyle = 'short'): string {
  return labelled(wallTime(instant, timeZone, language, style), timeZone, language);
}

const wallKey = (instant: Date, timeZone: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** Whether two zones' wall clocks read differently at an instant. */
export function clocksDiffer(instant: Date | string, zoneA: string, zoneB: string): boolean {
  const at = new Date(instant);
  return wallKey(at, zoneA) !== wallKey(at, zoneB);
}

/**
 * The same instant on the viewer's clock, when it reads differently from the academy's:
 * "22 Nov 2026, 22:05 (Pacific Time)"; null when both clocks agree.
 */
export function viewerInstant(instant: Date | string, academyZone: string, viewerZone: string, language: Language): string | null {
  return clocksDiffer(instant, academyZone, viewerZone) ? formatInstant(instant, viewerZone, language) : null;
}

/** Weeks start on Sunday everywhere (D33), as the specification's timetable does: 0 = Sunday. */
export const FIRST_DAY_OF_WEEK = 0 as const;
