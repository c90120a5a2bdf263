import type { z } from 'zod';
import { FEEDBACK_OPEN_MAX, type createFeedbackBody, type feedbackListQuery, type feedbackReplyBody } from '../../../shared/api/feedback.ts';
import type { Db } from '../../db/database.ts';
import { lockUser } from '../../db/repositories/account-access-repository.ts';
import { findChildOf } from '../../db/repositories/child-repository.ts';
import {
  countFeedbackByStatus,
  countOpenFeedbackOf,
  findFeedbackRecord,
  insertFeedback,
  insertFeedbackMessage,
  listFeedback,
  listThread,
  lockFeedback,
  updateFeedback,
  type FeedbackRecord,
} from '../../db/repositories/feedback-repository.ts';
import { findOrderOfMember } from '../../db/repositories/order-repository.ts';
import { findPublishedProduct } from '../../db/repositories/product-repository.ts';
import { claimDocuments } from '../../db/repositories/record-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import { RateLimitPolicies, spendAttempt } from '../rate-limit.ts';

export type FeedbackThread = FeedbackRecord & Awaited<ReturnType<typeof listThread>>;

/** A family's documents become the message's attachments; each must be theirs and unused. */
async function attachmentsOf(tx: Db, memberId: number, keys: readonly string[]): Promise<number[]> {
  const claimed = await claimDocuments(tx, keys, memberId, 'feedback');
  if (claimed.length !== keys.length) throw new FieldValidationError([{ field: 'fileKeys', messageKey: 'feedbackFilesInvalid' }], 'feedbackFilesInvalid');
  return claimed.map((file) => file.id);
}

/**
 * At most `FEEDBACK_OPEN_MAX` threads awaiting staff per family (issue 26). The member's row is
 * locked first, so that threads sent at the same moment are counted one after the other.
 */
async function assertRoomForThread(tx: Db, memberId: number) {
  await lockUser(tx, memberId);
  if ((await countOpenFeedbackOf(tx, memberId)) >= FEEDBACK_OPEN_MAX) {
    throw new ApiError(409, 'tooManyOpenFeedback', { max: String(FEEDBACK_OPEN_MAX) });
  }
}

/**
 * `ddcFeedback/create` (issue 8): a thread in status processing with the parent's first message
 * and up to three attachments. The child, the order and the course are optional and must be the
 * parent's own (an order names its course).
 */
export async function createFeedback(deps: { db: Db; now: Date }, memberId: number, body: z.output<typeof createFeedbackBody>): Promise<number> {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    await assertRoomForThread(tx, memberId);
    if (body.childId && !(await findChildOf(tx, memberId, body.childId))) throw new ApiError(404, 'childNotFound');
    let productId = body.productId ?? null;
    if (body.orderId) {
      const order = await findOrderOfMember(tx, memberId, body.orderId);
      if (!order) throw new ApiError(404, 'orderNotFound');
      productId = order.productId;
    } else if (productId && !(await findPublishedProduct(tx, productId))) {
      throw new ApiError(404, 'productNotFound');
    }
    const fileIds = await attachmentsOf(tx, memberId, body.fileKeys);
    // Counted last, in the transaction: a thread refused for any other reason costs nothing.
    await spendAttempt(tx, RateLimitPolicies.feedbackPerMember, String(memberId), now);
    const created = await insertFeedback(tx, {
      memberId,
      category: body.category,
      childId: body.childId ?? null,
      orderId: body.orderId ?? null,
      productId,
      status: 'processing',
      parentReadAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await insertFeedbackMessage(tx, { feedbackId: created.id, author: 'parent', authorId: memberId, text: body.text, createdAt: now }, fileIds);
    return created.id;
  });
}

/** `ddcFeedback/reply/{id}`: a follow-up while the thread is processing. */
export async function replyToFeedback(deps: { db: Db; now: Date }, memberId: number, feedbackId: number, body: z.output<typeof feedbackReplyBody>): Promise<void> {
  const { db, now } = deps;
  await db.transaction(async (tx) => {
    const thread = await lockFeedback(tx, feedbackId);
    if (!thread || thread.memberId !== memberId) throw new ApiError(404, 'feedbackNotFound');
    if (thread.status !== 'processing') throw new ApiError(409, 'feedbackClosed');
    const fileIds = await attachmentsOf(tx, memberId, body.fileKeys);
    await spendAttempt(tx, RateLimitPolicies.feedbackReplyPerMember, String(memberId), now);
    await insertFeedbackMessage(tx, { feedbackId, author: 'parent', authorId: memberId, text: body.text, createdAt: now }, fileIds);
    await updateFeedback(tx, feedbackId, { updatedAt: now, parentReadAt: now });
  });
}

/** `ddcFeedback/list`: a parent's threads of one status, with the count of each status. */
export async function listFeedbackOfMember(db: Db, memberId: number, query: z.output<typeof feedbackListQuery>) {
  const [page, counts] = await Promise.all([
    listFeedback(db, { memberId, status: query.status, offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize }),
    countFeedbackByStatus(db, memberId),
  ]);
  return { ...page, counts: { processing: counts.get('processing') ?? 0, processed: counts.get('processed') ?? 0 } };
}

/**
 * `ddcFeedback/detail/{id}`: the thread. Opening it reads its answers: they no longer count as
 * unread, in the list or in the user menu's badge.
 */
export async function openFeedbackThread(deps: { db: Db; now: Date }, memberId: number, feedbackId: number): Promise<FeedbackThread> {
  const found = await findFeedbackRecord(deps.db, feedbackId);
  if (!found || found.feedback.memberId !== memberId) throw new ApiError(404, 'feedbackNotFound');
  if (found.unread > 0) {
    await updateFeedback(deps.db, feedbackId, { parentReadAt: deps.now });
    found.unread = 0;
  }
  return { ...found, ...(await listThread(deps.db, feedbackId)) };
}

/** Any thread, for staff. */
export async function readFeedbackThread(db: Db, feedbackId: number): Promise<FeedbackThread> {
  const found = await findFeedbackRecord(db, feedbackId);
  if (!found) throw new ApiError(404, 'feedbackNotFound');
  return { ...found, ...(await listThread(db, feedbackId)) };
}
