import type { z } from 'zod';
import type { feedbackAnswerBody, staffFeedbackListQuery } from '../../../shared/api/feedback.ts';
import { feedbackAnsweredMail } from '../../adapters/mail/feedback-templates.ts';
import type { Db } from '../../db/database.ts';
import { countFeedbackIn, insertFeedbackMessage, listFeedback, lockFeedback, updateFeedback } from '../../db/repositories/feedback-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { assigneeIdOf } from '../case-work/case-work.ts';
import { notify } from '../notifications/notify.ts';

/** `admin/feedback/list`: every family's threads, the most recently active first. */
export function listFeedbackForStaff(db: Db, query: z.output<typeof staffFeedbackListQuery>, staff: Member) {
  return listFeedback(db, { status: query.status, assigneeId: assigneeIdOf(query.assignee, staff), offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize });
}

/** Threads still processing: the parent waits for staff (the back office's dashboard). */
export const countFeedbackToAnswer = (db: Db) => countFeedbackIn(db, 'processing');

/**
 * `admin/feedback/answer/{id}`: staff answer a thread and, by default, mark it processed; a
 * processed thread can still get a further answer. One transaction with the audit record and the
 * parent's notification (D29), whose mail links to the thread at `linkBase`.
 */
export async function answerFeedback(
  deps: { db: Db; now: Date; linkBase: string },
  staff: Member,
  feedbackId: number,
  body: z.output<typeof feedbackAnswerBody>,
) {
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
    // The tab of the thread's status, so that the answer opens over the list that holds it.
    const link = `/user/feedback-result?open=${feedbackId}&status=${updated.status}`;
    await notify(
      tx,
      {
        memberId: updated.memberId,
        kind: 'feedbackAnswered',
        link,
        build: ({ name, language }) => feedbackAnsweredMail({ name, processed: updated.status === 'processed', link: `${deps.linkBase}${link}` }, language),
      },
      now,
    );
    return updated;
  });
}
