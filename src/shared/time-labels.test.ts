import { describe, expect, it } from 'vitest';
import { FIRST_DAY_OF_WEEK, clocksDiffer, formatInstant, viewerInstant, zoneLabel } from './time-labels.ts';

describe('one way to tell time (D33)', () => {
  it('names the academy’s clock once per language, whatever the platform calls it', () => {
    expect(zoneLabel('Asia/Shanghai', 'en')).toBe('Beijing time');
    expect(zoneLabel('Asia/Shanghai', 'cn')).toBe('北京时间');
    expect(zoneLabel('America/Los_Angeles', 'en')).toBe('Pacific Time');
    expect(zoneLabel('UTC', 'cn')).toBe('协调世界时');
  });

  it('writes an instant on the academy’s clock with that name, on the site and in mail', () => {
    expect(formatInstant('2026-11-23T06:05:00Z', 'Asia/Shanghai', 'en')).toBe('23 Nov 2026, 14:05 (Beijing time)');
    expect(formatInstant('2026-11-23T06:05:00Z', 'Asia/Shanghai', 'cn')).toBe('2026年11月23日 14:05（北京时间）');
    expect(formatInstant('2026-03-02T08:30:00Z', 'Asia/Shanghai', 'en', 'long')).toBe('Monday, 2 March 2026 at 16:30 (Beijing time)');
    expect(formatInstant('2026-03-02T08:30:00Z', 'Asia/Shanghai', 'cn', 'long')).toBe('2026年3月2日星期一 16:30（北京时间）');
  });

  it('adds the viewer’s own time only when their clock reads differently', () => {
    expect(viewerInstant('2026-11-23T06:05:00Z', 'Asia/Shanghai', 'America/Los_Angeles', 'en')).toBe('22 Nov 2026, 22:05 (Pacific Time)');
    expect(viewerInstant('2026-11-23T06:05:00Z', 'Asia/Shanghai', 'Asia/Shanghai', 'en')).toBeNull();
    // Hong Kong's clock reads as Beijing's: nothing to add.
    expect(clocksDiffer('2026-11-23T06:05:00Z', 'Asia/Shanghai', 'Asia/Hong_Kong')).toBe(false);
  });

  it('starts weeks on Sunday', () => {
    expect(FIRST_DAY_OF_WEEK).toBe(0);
  });
});
