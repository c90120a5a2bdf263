import { describe, expect, it } from 'vitest';
import { EnrolmentStatus, enrolmentStatusOf, isEnrolmentOpen } from './enrolment.ts';

const firstClassAt = new Date('2026-11-14T01:00:00Z'); // Saturday 09:00 in Shanghai
const course = { firstClassAt, equityDateStart: '2026-11-14', lateEnrolmentUntil: null };

describe('enrolmentStatusOf (D21)', () => {
  it.each([
    ['a day before the first class', '2026-11-13T01:00:00Z', '2026-11-13', EnrolmentStatus.Open],
    ['a minute before it begins', '2026-11-14T00:59:00Z', '2026-11-14', EnrolmentStatus.Open],
    ['the moment it begins', '2026-11-14T01:00:00Z', '2026-11-14', EnrolmentStatus.Closed],
    ['nine days later', '2026-11-23T01:00:00Z', '2026-11-23', EnrolmentStatus.Closed],
  ])('%s', (_case, now, today, expected) => {
    expect(enrolmentStatusOf(course, new Date(now), today)).toBe(expected);
  });

  it('stays open after the start until the late-enrolment date, that day included', () => {
    const late = { ...course, lateEnrolmentUntil: '2026-11-28' };
    expect(enrolmentStatusOf(late, new Date('2026-11-13T00:00:00Z'), '2026-11-13')).toBe(EnrolmentStatus.Open);
    expect(enrolmentStatusOf(late, new Date('2026-11-28T15:00:00Z'), '2026-11-28')).toBe(EnrolmentStatus.Late);
    expect(enrolmentStatusOf(late, new Date('2026-11-28T16:00:00Z'), '2026-11-29')).toBe(EnrolmentStatus.Closed);
  });

  it('counts the period’s first day as the start of a course without dated classes', () => {
    const unscheduled = { firstClassAt: null, equityDateStart: '2026-12-01', lateEnrolmentUntil: null };
    expect(enrolmentStatusOf(unscheduled, new Date('2026-11-30T15:59:00Z'), '2026-11-30')).toBe(EnrolmentStatus.Open);
    expect(enrolmentStatusOf(unscheduled, new Date('2026-11-30T16:00:00Z'), '2026-12-01')).toBe(EnrolmentStatus.Closed);
  });

  it('lets families apply while open or late, never when closed', () => {
    expect([EnrolmentStatus.Open, EnrolmentStatus.Late, EnrolmentStatus.Closed].map(isEnrolmentOpen)).toEqual([true, true, false]);
  });
});
