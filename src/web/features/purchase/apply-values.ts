import type { TFunction } from '../../i18n/translator.tsx';
import {
  ApplicationAnswerLimit,
  applicationAnswers,
  type CreateOrderBody,
  type LEARNING_OUTCOMES,
  type LEARNING_PROCESSES,
} from '../../../shared/api/orders.ts';
import type { FieldErrors } from '../../lib/form-feedback.ts';

/** What the application form holds, step by step, until the order is created. */
export type LearningProcess = (typeof LEARNING_PROCESSES)[number];
export type LearningOutcome = (typeof LEARNING_OUTCOMES)[number];

export interface ApplyValues {
  childId: string | null;
  /** The chosen child's grade code, to compare with the course's grades. */
  childGrade: string | null;
  /** The parent confirmed applying for a child whose grade the course is not for. */
  gradeConfirmed: boolean;
  processes: LearningProcess[];
  outcomes: LearningOutcome[];
  /** The refund policy has been read and accepted. */
  accepted: boolean;
}

export const APPLY_STEPS = ['child', 'questions', 'review'] as const;
export type ApplyStep = (typeof APPLY_STEPS)[number];

export const emptyApplyValues = (): ApplyValues => ({
  childId: null,
  childGrade: null,
  gradeConfirmed: false,
  processes: [],
  outcomes: [],
  accepted: false,
});

/** Whether the child's grade is outside the course's grades; a course naming no grades takes any. */
export const gradeOutsideCourse = (courseGrades: readonly string[], childGrade: string | null) =>
  childGrade !== null && courseGrades.length > 0 && !courseGrades.includes(childGrade);

/**
 * The messages that stop a step, keyed by the form's field names; empty when the step may go on.
 * A child outside the course's grades needs the parent's explicit confirmation.
 */
export function applyStepErrors(step: ApplyStep, values: ApplyValues, t: TFunction, courseGrades: readonly string[] = []): FieldErrors {
  switch (step) {
    case 'child':
      if (!values.childId) return { childId: t('purchase.child.required') };
      return gradeOutsideCourse(courseGrades, values.childGrade) && !values.gradeConfirmed
        ? { gradeConfirmed: t('purchase.child.gradeConfirmRequired') }
        : {};
    case 'questions': {
      const result = applicationAnswers.safeParse({ processes: values.processes, outcomes: values.outcomes });
      if (result.success) return {};
      const errors: FieldErrors = {};
      for (const issue of result.error.issues) {
        const group = issue.path[0] === 'outcomes' ? 'outcomes' : 'processes';
        errors[group] ??= t(`purchase.questions.${group}Error`, ApplicationAnswerLimit[group]);
      }
      return errors;
    }
    case 'review':
      return values.accepted ? {} : { accepted: t('purchase.review.acceptRequired') };
  }
}

/** The body of `ddcOrder/create`; only called once every step is valid. */
export function createOrderBodyOf(productId: number, values: ApplyValues): CreateOrderBody {
  return {
    productId,
    childId: Number(values.childId),
    answers: { processes: values.processes, outcomes: values.outcomes },
  };
}

/** Two attempts are the same order when they send the same body (then they share one key). */
export const fingerprintOf = (body: CreateOrderBody) =>
  JSON.stringify([body.productId, body.childId, [...body.answers.processes].sort(), [...body.answers.outcomes].sort()]);

export interface OrderAttempt {
  key: string;
  fingerprint: string;
}

/**
 * The `Idempotency-Key` for sending `body`: the previous attempt's when the body is the same (a
 * double click, a retry after a timeout), a new one when the answers changed.
 */
export function attemptFor(previous: OrderAttempt | null, body: CreateOrderBody, newKey: () => string): OrderAttempt {
  const fingerprint = fingerprintOf(body);
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}
