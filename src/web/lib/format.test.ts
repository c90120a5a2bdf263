import { describe, expect, it } from 'vitest';
import { localeOf } from '../i18n/use-language.ts';
import { formatDay } from '../features/products/format.ts';
import { formattersFor, formattersOf } from './format.ts';

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
    expect(formattersOf('en').dateTime('2026-11-23T06:05:00Z')).toBe('23 Nov 2026, 14:05 (Beijing time)');
    expect(formattersOf('cn').dateTime('2026-11-23T06:05:00Z')).toBe('2026年11月23日 14:05（北京时间）');
    expect(formattersOf('en').time('2026-11-23T06:05:00Z')).toBe('14:05 (Beijing time)');
    expect(formattersOf('en').dateTime(null)).toBe('—');
  });

  it('adds the viewer’s own time when it differs, and reads days on the academy’s calendar', () => {
    const inLosAngeles = formattersFor('en', 'America/Los_Angeles');
    expect(inLosAngeles.dateTime('2026-11-23T06:05:00Z')).toBe('23 Nov 2026, 14:05 (Beijing time) · 22 Nov 2026, 22:05 (Pacific Time)');
    expect(formattersFor('en', 'Asia/Shanghai').dateTime('2026-11-23T06:05:00Z')).toBe('23 Nov 2026, 14:05 (Beijing time)');
    // Activated at 00:30 in Beijing on 29 Nov: the day the entitlement's validity starts, wherever the parent is.
    expect(inLosAngeles.dayOf('2026-11-28T16:30:00Z')).toBe(inLosAngeles.day('2026-11-29'));
  });
});
