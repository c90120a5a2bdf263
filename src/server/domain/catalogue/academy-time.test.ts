import { describe, expect, it } from 'vitest';
import { localDayKey, localMidnight, localMonthWindow } from './academy-time.ts';

describe('academy time', () => {
  it('puts an evening UTC session on the next local day in Shanghai', () => {
    expect(localDayKey(new Date('2026-12-01T17:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-02');
    expect(localDayKey(new Date('2026-12-01T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-12-01');
  });

  it('bounds a local month by local midnights', () => {
    expect(localMonthWindow(2026, 12, 'Asia/Shanghai')).toEqual({
      from: new Date('2026-11-30T16:00:00Z'),
      until: new Date('2026-12-31T16:00:00Z'),
    });
  });

  it('handles daylight saving in zones that have it', () => {
    // New York springs forward on 2026-03-08; midnight is still EST (UTC-5) that day.
    expect(localMidnight(2026, 3, 8, 'America/New_York')).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(localMidnight(2026, 3, 9, 'America/New_York')).toEqual(new Date('2026-03-09T04:00:00Z'));
    expect(localMonthWindow(2026, 11, 'America/New_York').until).toEqual(new Date('2026-12-01T05:00:00Z'));
  });
});
