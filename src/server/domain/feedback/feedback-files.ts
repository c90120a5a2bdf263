import type { Readable } from 'node:stream';
import { FEEDBACK_FILE_LINK_MINUTES } from '../../../shared/api/feedback.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { findFeedbackFileOfMember, type FeedbackFileRow } from '../../db/repositories/feedback-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { signLink, verifyLink, type SignedLinkKind } from '../files/signed-links.ts';

/** A thread's files open in a tab of their own, which sends no session: by a signed link, as records do. */
const FEEDBACK_FILE_LINKS: SignedLinkKind = { secretName: 'feedback-file-links', minutes: FEEDBACK_FILE_LINK_MINUTES };

export const feedbackFilePath = (token: string) => `/api/ddcFeedback/file/${token}`;

async function fileOfMember(db: Db, memberId: number, fileId: number): Promise<FeedbackFileRow> {
  const found = await findFeedbackFileOfMember(db, memberId, fileId);
  if (!found) throw new ApiError(404, 'feedbackNotFound');
  return found;
}

/** `ddcFeedback/openFile/{fileId}`: a signed, short-lived link to a file of one of the parent's threads. */
export async function openFeedbackFile(deps: { db: Db; now: Date }, memberId: number, fileId: number) {
  const file = await fileOfMember(deps.db, memberId, fileId);
  return { url: feedbackFilePath(await signLink(deps.db, FEEDBACK_FILE_LINKS, file.id, memberId, deps.now)), file };
}

/**
 * The bytes behind a signed link. A forged, altered or expired token answers 404, and so does a
 * request with another member's session; the account it was made for must still be enabled and
 * the file still in one of its threads.
 */
export async function readSignedFeedbackFile(
  deps: { db: Db; storage: FileStorage; now: Date },
  token: string,
  viewerId: number | null,
): Promise<{ file: FeedbackFileRow; bytes: Readable }> {
  const check = await verifyLink(deps.db, FEEDBACK_FILE_LINKS, token, deps.now);
  if (!check.valid) throw new ApiError(404, check.expired ? 'feedbackLinkExpired' : 'feedbackNotFound');
  if (viewerId !== null && viewerId !== check.memberId) throw new ApiError(404, 'feedbackNotFound');
  const owner = await findUserById(deps.db, check.memberId);
  if (!owner || owner.disabledAt !== null) throw new ApiError(404, 'feedbackNotFound');
  const file = await fileOfMember(deps.db, check.memberId, check.subjectId);
  const bytes = await deps.storage.open(file.key);
  if (!bytes) throw new ApiError(404, 'feedbackNotFound');
  return { file, bytes };
}
