import { REQUIREMENT_STEPS, type RequirementStatusCode, type RequirementStep } from '../../../shared/api/requirements.ts';
import type { CaseActor } from '../../../shared/api/case-steps.ts';
import type { Db } from '../../db/database.ts';
import {
  insertRequirementHistory,
  updateRequirement,
  type RequirementChanges,
  type RequirementRow,
} from '../../db/repositories/requirement-repository.ts';
import { ApiError } from '../../http/errors.ts';

export const requirementNotFound = () => new ApiError(404, 'requirementNotFound');

/** Refuses a step that the pipeline does not allow from the requirement's present status (409). */
export function assertRequirementStep(step: RequirementStep, status: number): void {
  if (!(REQUIREMENT_STEPS[step].from as readonly number[]).includes(status)) throw new ApiError(409, 'requirementStepNotAllowed');
}

/**
 * Takes one step of the pipeline on a locked requirement: the new status and the step's columns
 * in one update, and its dated line on the timeline, inside the caller's transaction.
 */
export async function moveRequirement(
  tx: Db,
  row: RequirementRow,
  move: { step: RequirementStep; actor: Exclude<CaseActor, 'system'>; actorId: number; note: string; changes?: RequirementChanges; now: Date },
): Promise<RequirementRow> {
  assertRequirementStep(move.step, row.status);
  const to: RequirementStatusCode = REQUIREMENT_STEPS[move.step].to;
  const updated = await updateRequirement(tx, row.id, { ...move.changes, status: to, updatedAt: move.now });
  await insertRequirementHistory(tx, {
    requirementId: row.id,
    fromStatus: row.status,
    toStatus: to,
    actor: move.actor,
    actorId: move.actorId,
    note: move.note,
    createdAt: move.now,
  });
  return updated;
}
