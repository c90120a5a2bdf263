import type { z } from 'zod';
import { filesEditableIn, RequirementLimit, type RequirementStatusCode, type saveRequirementFileBody } from '../../../shared/api/requirements.ts';
import type { Db } from '../../db/database.ts';
import {
  attachRequirementFiles,
  claimDocumentsForRequirement,
  countRequirementFiles,
  detachRequirementFile,
  listRequirementFiles,
  type RequirementFileRecord,
} from '../../db/repositories/requirement-file-repository.ts';
import { findRequirement, lockRequirement } from '../../db/repositories/requirement-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import { requirementNotFound } from './requirement-moves.ts';

/**
 * Attaches the member's uploads to a requirement, at most 10 in all: each key must be one of
 * their own plain documents, not yet attached anywhere. Call it in the transaction that locked
 * the requirement, so that two uploads at once cannot pass the limit together.
 */
export async function attachUploads(tx: Db, requirementId: number, memberId: number, keys: readonly string[], now: Date, field: string) {
  if (keys.length === 0) return;
  if ((await countRequirementFiles(tx, requirementId)) + keys.length > RequirementLimit.maxFiles) {
    throw new FieldValidationError([{ field, messageKey: 'tooManyRequirementFiles' }], 'tooManyRequirementFiles');
  }
  const fileIds = await claimDocumentsForRequirement(tx, keys, memberId);
  if (fileIds.length !== keys.length) throw new FieldValidationError([{ field, messageKey: 'requirementFileInvalid' }]);
  await attachRequirementFiles(tx, requirementId, fileIds, now);
}

/** `ddcQuestionnaire/file/list?needId=`: the files of one of the family's requirements. */
export async function listFilesOfRequirement(db: Db, memberId: number, requirementId: number): Promise<RequirementFileRecord[]> {
  if (!(await findRequirement(db, requirementId, memberId))) throw requirementNotFound();
  return listRequirementFiles(db, requirementId);
}

/**
 * `ddcQuestionnaire/saveFile`: adds an uploaded file to a requirement or removes one, while the
 * requirement is still being shaped (before 7, never once closed). Another family's need is 404.
 */
export async function saveRequirementFile(
  deps: { db: Db; now: Date },
  memberId: number,
  body: z.output<typeof saveRequirementFileBody>,
): Promise<'requirementFileAdded' | 'requirementFileRemoved'> {
  return deps.db.transaction(async (tx) => {
    const requirement = await lockRequirement(tx, body.needId, memberId);
    if (!requirement) throw requirementNotFound();
    if (!filesEditableIn(requirement.status as RequirementStatusCode)) throw new ApiError(409, 'requirementFilesLocked');
    if ('fileKey' in body) {
      await attachUploads(tx, requirement.id, memberId, [body.fileKey], deps.now, 'fileKey');
      return 'requirementFileAdded';
    }
    if (!(await detachRequirementFile(tx, requirement.id, body.fileId))) throw new ApiError(404, 'requirementFileNotFound');
    return 'requirementFileRemoved';
  });
}
