import { ACADEMY_TIME_ZONE_DEFAULT } from '../../shared/limits.ts';
import type { Language } from '../../shared/language.ts';
import { formatMoney } from '../../shared/money.ts';
import { dateTimeFormat } from '../../shared/intl.ts';
import { formatInstant, labelled, viewerInstant } from '../../shared/time-labels.ts';
import { localeOf, useLanguage } from '../i18n/use-language.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The one way the portal writes money and dates in a language, from the catalogue to the order
 * and the back office. Instants (an order placed, a payment, a hold's end) read on the academy's
 * clock, as classes do (D17), and name it once per language (D33): "23 Nov 2026, 14:05 (Beijing time)".
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

/** The viewer's own zone, as the browser reports it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function createFormatters(language: Language, viewerZone?: string) {
  const locale = localeOf(language);
  const zone = ACADEMY_TIME_ZONE_DEFAULT;
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
  // A calendar day (`YYYY-MM-DD`) names a day, not an instant: read in UTC so no zone moves it.
  const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const academyDay = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone });
  /** The viewer's reading of an instant, when their clock differs from the academy's. */
  const yours = (iso: string) => (viewerZone ? viewerInstant(iso, zone, viewerZone, language) : null);
  return {
    locale,
    money: (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, locale),
    /** "23 Nov 2026, 14:05 (Beijing time)", and the viewer's own time after it when it differs. */
    dateTime: (iso: string | null) => {
      if (!iso) return '—';
      const academy = formatInstant(iso, zone, language);
      const local = yours(iso);
      return local ? `${academy} · ${local}` : academy;
    },
    /** "14:05 (Beijing time)". */
    time: (iso: string) => labelled(time.format(new Date(iso)), zone, language),
    day: (calendarDate: string) => {
      const date = new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? calendarDate : day.format(date);
    },
    /** The academy's calendar day of an instant, e.g. the day an entitlement was activated. */
    dayOf: (iso: string) => academyDay.format(new Date(iso)),
  };
}

/** Per language and viewer zone: the viewer's clock is only known in the browser, after hydration. */
const VIEWER_FORMATTERS = new Map<string, Formatters>();

export function formattersFor(language: Language, viewerZone: string): Formatters {
  const key = `${language}|${viewerZone}`;
  let formatters = VIEWER_FORMATTERS.get(key);
  if (!formatters) {
    formatters = createFormatters(language, viewerZone);
    VIEWER_FORMATTERS.set(key, formatters);
  }
  return formatters;
}

/** `formattersOf` in the page's language, adding the viewer's own time once the page runs in their browser. */
export function useFormatters(): Formatters {
  const language = useLanguage();
  const hydrated = useHydrated();
  return hydrated ? formattersFor(language, browserTimeZone()) : formattersOf(language);
}
