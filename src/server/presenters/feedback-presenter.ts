import { presentAssignee } from './case-work-presenter.ts';
import { fileUrlOf } from '../../shared/api/accounts.ts';
import type { FeedbackCategory, FeedbackDetail, FeedbackList, FeedbackSummary } from '../../shared/api/feedback.ts';
import type { Language } from '../../shared/language.ts';
import type { FeedbackRecord } from '../db/repositories/feedback-repository.ts';
import type { FeedbackThread } from '../domain/feedback/feedback.ts';

function courseNameOf(row: FeedbackRecord, language: Language): string | null {
  if (row.courseNameEn === null && row.courseNameZh === null) return null;
  const [preferred, other] = language === 'cn' ? [row.courseNameZh, row.courseNameEn] : [row.courseNameEn, row.courseNameZh];
  return preferred?.trim() ? preferred : other;
}

export function presentFeedbackSummary(row: FeedbackRecord, language: Language): FeedbackSummary {
  return {
    id: row.feedback.id,
    category: row.feedback.category as FeedbackCategory,
    status: row.feedback.status,
    excerpt: row.excerpt,
    childName: row.childName,
    orderSn: row.orderSn,
    courseName: courseNameOf(row, language),
    createTime: row.feedback.createdAt.toISOString(),
    updateTime: row.feedback.updatedAt.toISOString(),
    unread: row.unread,
  };
}

export function presentFeedbackList(
  page: { total: number; rows: FeedbackRecord[]; counts: FeedbackList['counts'] },
  language: Language,
): FeedbackList {
  return { total: page.total, list: page.rows.map((row) => presentFeedbackSummary(row, language)), counts: page.counts };
}

/** The thread; staff authors stay anonymous ("the academy"), files link to their owner-only address. */
export function presentFeedbackDetail(thread: FeedbackThread, language: Language): FeedbackDetail {
  return {
    ...presentFeedbackSummary(thread, language),
    childId: thread.feedback.childId,
    orderId: thread.feedback.orderId,
    productId: thread.feedback.productId,
    processedTime: thread.feedback.processedAt?.toISOString() ?? null,
    messages: thread.messages.map((message) => ({
      id: message.id,
      from: message.author,
      text: message.text,
      files: thread.files
        .filter((file) => file.messageId === message.id)
        .map((file) => ({ id: file.id, key: file.key, url: fileUrlOf(file.key), name: file.originalName, size: file.size, mime: file.mime })),
      createTime: message.createdAt.toISOString(),
    })),
  };
}

/** Staff see who wrote: the parent's name is added to the summary. */
export function presentStaffFeedbackSummary(row: FeedbackRecord, language: Language) {
  return { ...presentFeedbackSummary(row, language), parentName: row.parentName, assignee: presentAssignee(row.feedback.assigneeId, row.assigneeName) };
}
