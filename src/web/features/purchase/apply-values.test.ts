import type { TFunction } from '../../i18n/translator.tsx';
import { describe, expect, it } from 'vitest';
import { idempotencyKey } from '../../../shared/api/orders.ts';
import { applyStepErrors, attemptFor, createOrderBodyOf, emptyApplyValues, type ApplyValues } from './apply-values.ts';
import { newIdempotencyKey } from './purchase-rules.ts';

/** Message keys stand in for the texts: the test checks which rule spoke, not the wording. */
const t = ((key: string) => key) as unknown as TFunction;

const complete: ApplyValues = {
  childId: '7',
  childGrade: 'G6',
  gradeConfirmed: false,
  processes: ['guidedInquiry', 'projectWork'],
  outcomes: ['confidence'],
  accepted: true,
};

describe('the application steps', () => {
  it('needs a child before the questions', () => {
    expect(applyStepErrors('child', emptyApplyValues(), t)).toEqual({ childId: 'purchase.child.required' });
    expect(applyStepErrors('child', complete, t)).toEqual({});
  });

  it('asks to confirm a child whose grade the course is not for, and only then', () => {
    const grade4 = { ...complete, childGrade: 'G4' };
    expect(applyStepErrors('child', grade4, t, ['G6', 'G7', 'G8'])).toEqual({ gradeConfirmed: 'purchase.child.gradeConfirmRequired' });
    expect(applyStepErrors('child', { ...grade4, gradeConfirmed: true }, t, ['G6', 'G7', 'G8'])).toEqual({});
    expect(applyStepErrors('child', complete, t, ['G6', 'G7', 'G8'])).toEqual({});
    // A course that names no grades takes any child.
    expect(applyStepErrors('child', grade4, t, [])).toEqual({});
  });

  it('takes 2 to 3 learning processes and 1 to 2 outcomes, each once (spec §5)', () => {
    const errorsOf = (processes: string[], outcomes: string[]) =>
      applyStepErrors('questions', { ...complete, processes, outcomes } as ApplyValues, t);
    expect(errorsOf(['guidedInquiry'], [])).toEqual({
      processes: 'purchase.questions.processesError',
      outcomes: 'purchase.questions.outcomesError',
    });
    expect(errorsOf(['guidedInquiry', 'projectWork', 'problemSolving', 'seminarDiscussion'], ['confidence'])).toEqual({
      processes: 'purchase.questions.processesError',
    });
    expect(errorsOf(['guidedInquiry', 'guidedInquiry'], ['confidence'])).toEqual({ processes: 'purchase.questions.processesError' });
    expect(errorsOf(['guidedInquiry', 'projectWork'], ['confidence', 'academicPlanning', 'researchPortfolio'])).toEqual({
      outcomes: 'purchase.questions.outcomesError',
    });
    expect(errorsOf(['guidedInquiry', 'projectWork', 'problemSolving'], ['confidence', 'academicPlanning'])).toEqual({});
  });

  it('confirms only once the refund policy is accepted', () => {
    expect(applyStepErrors('review', { ...complete, accepted: false }, t)).toEqual({ accepted: 'purchase.review.acceptRequired' });
    expect(applyStepErrors('review', complete, t)).toEqual({});
  });
});

describe('the Idempotency-Key of an order attempt', () => {
  const body = createOrderBodyOf(16, complete);
  let made = 0;
  const newKey = () => `key-${(made += 1)}-abcdefgh`;

  it('is kept for the same answers, so a double click or a retry after a timeout makes one order', () => {
    const first = attemptFor(null, body, newKey);
    expect(attemptFor(first, createOrderBodyOf(16, { ...complete }), newKey)).toBe(first);
    // The order of the chosen answers does not make another order.
    const reordered = createOrderBodyOf(16, { ...complete, processes: ['projectWork', 'guidedInquiry'] });
    expect(attemptFor(first, reordered, newKey).key).toBe(first.key);
  });

  it('is new when the child, the answers or the course change', () => {
    const first = attemptFor(null, body, newKey);
    expect(attemptFor(first, createOrderBodyOf(16, { ...complete, childId: '8' }), newKey).key).not.toBe(first.key);
    expect(attemptFor(first, createOrderBodyOf(16, { ...complete, outcomes: ['academicPlanning'] }), newKey).key).not.toBe(first.key);
    expect(attemptFor(first, createOrderBodyOf(17, complete), newKey).key).not.toBe(first.key);
  });

  it('is a key the server accepts', () => {
    expect(idempotencyKey.safeParse(newIdempotencyKey()).success).toBe(true);
    const original = crypto.randomUUID;
    try {
      // Plain http on a network address has no randomUUID.
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const fallback = newIdempotencyKey();
      expect(fallback).toMatch(/^[0-9a-f]{32}$/);
      expect(idempotencyKey.safeParse(fallback).success).toBe(true);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
