import { describe, expect, it } from 'vitest';
import { emptyInspireValues, formPathOf, inspireErrors, requirementBodyOf } from './inspire-values.ts';

describe('the Inspire questionnaire form', () => {
  it('names every field in error, hours outside 20-64 included', () => {
    expect(inspireErrors({ ...emptyInspireValues('UTC'), hours: 65 })).toEqual({
      childId: 'pickChild',
      subjectArea: 'pickSubject',
      goals: 'required',
      currentLevel: 'required',
      hours: 'hours',
      preferredDays: 'pickDays',
      preferredTimes: 'pickTimes',
    });
    expect(inspireErrors({ ...emptyInspireValues('UTC'), hours: 19.5 }).hours).toBe('hours');
    expect(inspireErrors({ ...emptyInspireValues('UTC'), hours: '' }).hours).toBe('hours');
  });

  it('sends the questionnaire with the uploaded files’ keys', () => {
    const values = {
      ...emptyInspireValues('Europe/London'),
      childId: '7',
      subjectArea: 'physics',
      goals: ' A research paper ',
      currentLevel: 'IB HL',
      hours: 64,
      students: '2' as const,
      preferredDays: ['sat' as const],
      preferredTimes: ['morning' as const],
      files: [{ key: 'a'.repeat(32) + '.pdf', name: 'report.pdf', size: 10 }],
    };
    expect(inspireErrors(values)).toEqual({});
    expect(requirementBodyOf(values)).toEqual({
      childId: 7,
      questionnaire: {
        subjectArea: 'physics',
        goals: 'A research paper',
        currentLevel: 'IB HL',
        competitionResults: '',
        hours: 64,
        students: 2,
        preferredDays: ['sat'],
        preferredTimes: ['morning'],
        timeZone: 'Europe/London',
        language: 'en',
      },
      fileKeys: ['a'.repeat(32) + '.pdf'],
    });
    expect(formPathOf('questionnaire.hours')).toBe('hours');
  });
});
