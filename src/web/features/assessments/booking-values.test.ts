import { describe, expect, it } from 'vitest';
import { bookingChoicesOf, bookingErrors, emptyBookingValues, SLOT_TIMES, slotTimesOn, slotWindow } from './booking-values.ts';

const now = new Date('2026-03-02T08:00:00Z');

describe('the assessment booking form', () => {
  it('offers half-hour times from 07:00 to 21:30 and days from today to 21 days ahead in the zone', () => {
    expect(SLOT_TIMES[0]).toBe('07:00');
    expect(SLOT_TIMES.at(-1)).toBe('21:30');
    expect(slotWindow('Asia/Shanghai', now)).toEqual({ first: '2026-03-02', last: '2026-03-22' });
    expect(slotWindow('America/Los_Angeles', new Date('2026-03-02T03:00:00Z'))).toEqual({ first: '2026-03-01', last: '2026-03-21' });
  });

  it('offers no time that has passed: today only the times ahead, from tomorrow once today is over', () => {
    // 16:00 in Shanghai.
    expect(slotTimesOn('2026-03-02', 'Asia/Shanghai', now)).toEqual(SLOT_TIMES.filter((time) => time > '16:00'));
    expect(slotTimesOn('2026-03-03', 'Asia/Shanghai', now)).toEqual(SLOT_TIMES);
    expect(slotTimesOn(null, 'Asia/Shanghai', now)).toEqual(SLOT_TIMES);
    // 22:00 in Shanghai: nothing is left today.
    const late = new Date('2026-03-02T14:00:00Z');
    expect(slotTimesOn('2026-03-02', 'Asia/Shanghai', late)).toEqual([]);
    expect(slotWindow('Asia/Shanghai', late)).toEqual({ first: '2026-03-03', last: '2026-03-22' });
  });

  it('names every field in error', () => {
    const values = emptyBookingValues('Asia/Shanghai', {
      subjects: ['mathematics'],
      slots: [
        { date: '2026-03-02', time: '09:00' },
        { date: '2026-03-05', time: '10:00' },
        { date: '2026-03-05', time: '10:00' },
      ],
    });
    expect(bookingErrors(values, now)).toEqual({ childId: 'pickChild', subjects: 'pickSubjects', 'slots.0': 'slotPassed', 'slots.2': 'slotsDistinct' });
    expect(bookingErrors(emptyBookingValues('UTC'), now, { childFixed: true })).toEqual({
      subjects: 'pickSubjects',
      'slots.0': 'pickSlot',
      'slots.1': 'pickSlot',
      'slots.2': 'pickSlot',
    });
  });

  it('sends the slots as UTC instants with the zone they were picked in', () => {
    const values = emptyBookingValues('Asia/Shanghai', {
      childId: '4',
      subjects: ['mathematics', 'physics'],
      notes: '  Loves puzzles ',
      slots: [
        { date: '2026-03-03', time: '09:00' },
        { date: '2026-03-04', time: '19:30' },
        { date: '2026-03-05', time: '07:00' },
      ],
    });
    expect(bookingErrors(values, now)).toEqual({});
    expect(bookingChoicesOf(values)).toEqual({
      subjects: ['mathematics', 'physics'],
      slots: ['2026-03-03T01:00:00.000Z', '2026-03-04T11:30:00.000Z', '2026-03-04T23:00:00.000Z'],
      timeZone: 'Asia/Shanghai',
      notes: 'Loves puzzles',
    });
  });
});
