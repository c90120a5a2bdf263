/** IANA time zones the browser knows, e.g. Europe/London; a short list if it knows none. */
export function timeZoneOptions(): string[] {
  try {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes('UTC') ? zones : ['UTC', ...zones];
  } catch {
    return ['UTC', 'Asia/Shanghai', 'Asia/Hong_Kong', 'Europe/London', 'America/New_York', 'America/Los_Angeles'];
  }
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}
