import { describe, expect, it } from 'vitest';
import { academyDayOf, describeClassTime } from './class-time.ts';

describe('class times (D17)', () => {
  it('reads in the academy’s zone, with the viewer’s own clock beside it when it differs', () => {
    const inLondon = describeClassTime('2026-09-05T01:00:00Z', '2026-09-05T02:30:00Z', 'en-GB', 'Europe/London');
    expect(inLondon).toMatchObject({ date: 'Saturday, 5 September 2026', time: '09:00–10:30', zone: 'Beijing time' });
    expect(inLondon.local).toBe('Sat 5 Sept 02:00–03:30');
    expect(describeClassTime('2026-09-05T01:00:00Z', '2026-09-05T02:30:00Z', 'en-GB', 'Asia/Shanghai').local).toBeNull();
  });

  it('keys an instant by its academy-zone day', () => {
    expect(academyDayOf('2026-09-04T17:00:00Z')).toBe('2026-09-05');
  });
});
