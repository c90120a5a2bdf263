import {
  ASSESSMENT_STEPS,
  AssessmentLimit,
  type AssessmentStatusCode,
  type AssessmentStep,
} from '../../../shared/api/assessments.ts';
import type { CaseActor } from '../../../shared/api/case-steps.ts';
import type { Db } from '../../db/database.ts';
import {
  insertAssessmentHistory,
  updateAssessment,
  type AssessmentChanges,
  type AssessmentRow,
} from '../../db/repositories/assessment-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';

export const assessmentNotFound = () => new ApiError(404, 'assessmentNotFound');
const stepNotAllowed = () => new ApiError(409, 'assessmentStepNotAllowed');

/** Refuses a step that the pipeline does not allow from the assessment's present status (409). */
export function assertAssessmentStep(step: AssessmentStep, status: number): void {
  if (!(ASSESSMENT_STEPS[step].from as readonly number[]).includes(status)) throw stepNotAllowed();
}

/**
 * Takes one step of the pipeline on a locked assessment: the new status and the step's own
 * columns in one update, and its dated line on the timeline. Call it inside the transaction that
 * locked the row.
 */
export async function moveAssessment(
  tx: Db,
  row: AssessmentRow,
  move: { step: AssessmentStep; actor: Exclude<CaseActor, 'system'>; actorId: number; note: string; changes?: AssessmentChanges; now: Date },
): Promise<AssessmentRow> {
  assertAssessmentStep(move.step, row.status);
  const to: AssessmentStatusCode = ASSESSMENT_STEPS[move.step].to;
  const updated = await updateAssessment(tx, row.id, { ...move.changes, status: to, updatedAt: move.now });
  await insertAssessmentHistory(tx, {
    assessmentId: row.id,
    fromStatus: row.status,
    toStatus: to,
    actor: move.actor,
    actorId: move.actorId,
    note: move.note,
    createdAt: move.now,
  });
  return updated;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The preferred slots as dates, each in the coming 21 days; otherwise a 400 naming `slots`. */
export function preferredSlotsFrom(slots: readonly string[], now: Date): Date[] {
  const latest = now.getTime() + AssessmentLimit.slotWindowDays * DAY_MS;
  const dates = slots.map((slot) => new Date(slot));
  if (dates.some((date) => date.getTime() <= now.getTime() || date.getTime() > latest)) {
    throw new FieldValidationError([{ field: 'slots', messageKey: 'slotOutOfRange' }]);
  }
  return dates;
}

/** An appointment staff set must lie ahead. */
export function futureInstant(value: string, now: Date, field: string): Date {
  const date = new Date(value);
  if (date.getTime() <= now.getTime()) throw new FieldValidationError([{ field, messageKey: 'instantInPast' }]);
  return date;
}
