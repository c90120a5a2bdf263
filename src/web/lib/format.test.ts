import { describe, expect, it } from 'vitest';
import { localeOf } from '../i18n/use-language.ts';
import { formatDay } from '../features/products/format.ts';
import { formattersOf } from './format.ts';

describe('one way to write money and dates per language', () => {
  it('writes a price and a course day the same on the catalogue and on an order', () => {
    const en = formattersOf('en');
    expect(en.money(149_000, 'USD')).toBe('US$1,490');
    expect(en.day('2026-11-14')).toBe('14 Nov 2026');
    expect(formatDay('2026-11-14', localeOf('en'))).toBe(en.day('2026-11-14'));
    const cn = formattersOf('cn');
    expect(cn.day('2026-11-14')).toBe('2026年11月14日');
    expect(formatDay('2026-11-14', localeOf('cn'))).toBe(cn.day('2026-11-14'));
  });

  it('reads instants on the academy clock and names it, whatever the viewer’s zone', () => {
    expect(formattersOf('en').dateTime('2026-11-23T06:05:00Z')).toBe('23 Nov 2026, 14:05 GMT+8');
    expect(formattersOf('en').time('2026-11-23T06:05:00Z')).toBe('14:05');
    expect(formattersOf('en').dateTime(null)).toBe('—');
  });
});
