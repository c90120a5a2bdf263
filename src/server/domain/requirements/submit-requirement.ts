import type { z } from 'zod';
import {
  OPEN_REQUIREMENT_STATUSES,
  RequirementLimit,
  RequirementStatus,
  type createRequirementBody,
  type withdrawRequirementBody,
} from '../../../shared/api/requirements.ts';
import type { Db } from '../../db/database.ts';
import { lockChildOf } from '../../db/repositories/child-repository.ts';
import {
  countRequirementsOfChild,
  insertRequirement,
  insertRequirementHistory,
  lockRequirement,
  withdrawFormedProgramme,
  type RequirementRow,
} from '../../db/repositories/requirement-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { assertKnownSubjects } from '../consulting/subjects.ts';
import { RateLimitPolicies, spendAttempt } from '../rate-limit.ts';
import { attachUploads } from './requirement-files.ts';
import { moveRequirement, requirementNotFound } from './requirement-moves.ts';

/**
 * `ddcRequirement/create` (D12): the Inspire questionnaire for one of the parent's children, as a
 * requirement in status 0 with the files uploaded for it, all in one transaction. The child is
 * locked, so that requirements sent at once are counted against its open ones (issue 26) in turn.
 */
export async function submitRequirement(
  deps: { db: Db; now: Date },
  memberId: number,
  body: z.output<typeof createRequirementBody>,
): Promise<RequirementRow> {
  const { db, now } = deps;
  await assertKnownSubjects(db, [body.questionnaire.subjectArea], 'questionnaire.subjectArea');
  return db.transaction(async (tx) => {
    const child = await lockChildOf(tx, memberId, body.childId);
    if (!child) throw new ApiError(404, 'childNotFound');
    if ((await countRequirementsOfChild(tx, child.id, OPEN_REQUIREMENT_STATUSES)) >= RequirementLimit.openPerChild) {
      throw new ApiError(409, 'tooManyOpenRequirements', { max: String(RequirementLimit.openPerChild) });
    }
    await spendAttempt(tx, RateLimitPolicies.requirementPerMember, String(memberId), now);
    const row = await insertRequirement(tx, {
      memberId,
      childId: child.id,
      childName: child.name,
      status: RequirementStatus.Pending,
      questionnaire: body.questionnaire,
      createdAt: now,
      updatedAt: now,
    });
    await insertRequirementHistory(tx, {
      requirementId: row.id,
      fromStatus: null,
      toStatus: RequirementStatus.Pending,
      actor: 'member',
      actorId: memberId,
      createdAt: now,
    });
    await attachUploads(tx, row.id, memberId, body.fileKeys, now, 'fileKeys');
    return row;
  });
}

/**
 * `ddcRequirement/withdraw/{id}`: the family closes its requirement (9) with a reason, at any
 * point before it became an order. A programme formed for it can no longer be bought.
 */
export async function withdrawRequirement(
  deps: { db: Db; now: Date },
  memberId: number,
  id: number,
  body: z.output<typeof withdrawRequirementBody>,
): Promise<RequirementRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockRequirement(tx, id, memberId);
    if (!row) throw requirementNotFound();
    const closed = await moveRequirement(tx, row, {
      step: 'withdraw',
      actor: 'member',
      actorId: memberId,
      note: body.reason,
      changes: { closedReason: body.reason },
      now: deps.now,
    });
    if (row.productId !== null) await withdrawFormedProgramme(tx, row.productId, deps.now);
    return closed;
  });
}
