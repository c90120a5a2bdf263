import { describe, expect, it } from 'vitest';
import { lateEnrolmentQuoteOf, proratedTuition } from './late-enrolment.ts';

describe('late enrolment (D27)', () => {
  it('charges tuition × classes ahead ÷ all classes, rounded to the cent', () => {
    expect(proratedTuition(109_000, 9, 12)).toBe(81_750);
    expect(proratedTuition(100_000, 2, 3)).toBe(66_667);
    expect(proratedTuition(100_000, 1, 3)).toBe(33_333);
    expect(proratedTuition(99_999, 1, 2)).toBe(50_000);
  });

  it('quotes only a course that has begun', () => {
    expect(lateEnrolmentQuoteOf(109_000, 12, 12)).toBeNull();
    expect(lateEnrolmentQuoteOf(109_000, 0, 0)).toBeNull();
    expect(lateEnrolmentQuoteOf(109_000, 9, 12)).toEqual({ classesAhead: 9, classesTotal: 12, tuition: 81_750 });
    expect(lateEnrolmentQuoteOf(109_000, 0, 12)).toEqual({ classesAhead: 0, classesTotal: 12, tuition: 0 });
  });
});
