const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Byte sizes per §9: base 1024, three significant digits, `0B` for zero. */
export function formatByteSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number(value.toPrecision(3))}${UNITS[exponent]}`;
}
