/**
 * Intl's formatters cost far more to build than to use: building one resolves the locale and
 * loads its patterns from ICU, which on a phone takes longer than formatting a whole catalogue
 * page. So each locale and set of options is built once and shared, in the browser and on the
 * server. The keys are bounded by the code's call sites, two languages and the time zones in use.
 */
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;

const formatters = new Map<string, Formatter>();

function shared<T extends Formatter>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  shared('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  shared('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions): Intl.ListFormat =>
  shared('list', locale, options, () => new Intl.ListFormat(locale, options));
