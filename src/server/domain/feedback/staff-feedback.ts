import type { z } from 'zod';
import type { feedbackAnswerBody, feedbackListQuery } from '../../../shared/api/feedback.ts';
import { feedbackAnsweredMail } from '../../adapters/mail/feedback-templates.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/database.ts';
import { countFeedbackIn, insertFeedbackMessage, listFeedback, lockFeedback, updateFeedback } from '../../db/repositories/feedback-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';

/** `admin/feedback/list`: every family's threads, the most recently active first. */
export function listFeedbackForStaff(db: Db, query: z.output<typeof feedbackListQuery>) {
  return listFeedback(db, { status: query.status, offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize });
}

/** Threads still processing: the parent waits for staff (the back office's dashboard). */
export const countFeedbackToAnswer = (db: Db) => countFeedbackIn(db, 'processing');

/**
 * `admin/feedback/answer/{id}`: staff answer a thread and, by default, mark it processed; a
 * processed thread can still get a further answer. One transaction with the audit record.
 */
export async function answerFeedback(deps: { db: Db; now: Date }, staff: Member, feedbackId: number, body: z.output<typeof feedbackAnswerBody>) {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const thread = await lockFeedback(tx, feedbackId);
    if (!thread) throw new ApiError(404, 'feedbackNotFound');
    await insertFeedbackMessage(tx, { feedbackId, author: 'staff', authorId: staff.id, text: body.text, createdAt: now }, []);
    const processes = body.markProcessed && thread.status === 'processing';
    const updated = await updateFeedback(tx, feedbackId, {
      updatedAt: now,
      ...(processes ? { status: 'processed' as const, processedAt: now, processedBy: staff.id } : {}),
    });
    await recordStaffAction(tx, staff, {
      action: 'feedback.answer',
      entityType: 'feedback',
      entityId: feedbackId,
      before: { status: thread.status },
      after: { status: updated.status, answer: body.text },
    });
    return updated;
  });
}

/** Tells the parent, in their language, that their feedback was answered (after the commit). */
export async function sendFeedbackAnsweredMail(deps: { db: Db; mailer: Mailer; linkBase: string }, memberId: number, processed: boolean, feedbackId: number) {
  const user = await findUserById(deps.db, memberId);
  if (!user) return;
  const link = `${deps.linkBase}/user/feedback-result?open=${feedbackId}`;
  await deps.mailer.send({ to: user.email, ...feedbackAnsweredMail({ name: user.nickname || user.username, processed, link }, user.language) });
}
