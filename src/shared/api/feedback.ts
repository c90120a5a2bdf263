import { z } from 'zod';
import type { Language } from '../language.ts';
import { assigneeFilter, type CaseAssignee } from './admin-lists.ts';
import { requiredTextBlock } from './text-fields.ts';

/** Feedback (issue 8): categories, statuses, requests and wire shapes shared by the API and the web. */

export const FEEDBACK_CATEGORIES = ['course', 'teacher', 'schedule', 'billing', 'platform', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_STATUSES = ['processing', 'processed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_FILES_MAX = 3;
/** Threads awaiting staff (processing) that one family may have at once; more goes into a follow-up. */
export const FEEDBACK_OPEN_MAX = 5;

export const FeedbackFieldMessage = {
  textRequired: 'feedbackTextRequired',
  textTooLong: 'feedbackTextTooLong',
  tooManyFiles: 'feedbackTooManyFiles',
} as const;

const bodyId = z.number().int().positive().max(2_147_483_647);
const FILE_KEY = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export const feedbackText = requiredTextBlock(FEEDBACK_TEXT_MAX, { required: FeedbackFieldMessage.textRequired, tooLong: FeedbackFieldMessage.textTooLong });

/** A message's or a class note's attachments: uploaded documents, by key, at most three. */
export const attachmentKeys = z
  .array(z.string().trim().regex(FILE_KEY))
  .max(FEEDBACK_FILES_MAX, FeedbackFieldMessage.tooManyFiles)
  .refine((keys) => new Set(keys).size === keys.length, FeedbackFieldMessage.tooManyFiles)
  .default([]);

export const createFeedbackBody = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  text: feedbackText,
  childId: bodyId.nullish(),
  orderId: bodyId.nullish(),
  productId: bodyId.nullish(),
  fileKeys: attachmentKeys,
});
export type CreateFeedbackBody = z.input<typeof createFeedbackBody>;

export const feedbackReplyBody = z.object({ text: feedbackText, fileKeys: attachmentKeys });
export type FeedbackReplyBody = z.input<typeof feedbackReplyBody>;

export const feedbackListQuery = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuery>;

/** `admin/feedback/list`: the family's list and, for staff, whose threads. */
export const staffFeedbackListQuery = feedbackListQuery.extend({ assignee: assigneeFilter });
export type StaffFeedbackListQuery = z.input<typeof staffFeedbackListQuery>;

/** Staff answer a thread and may mark it processed in the same step. */
export const feedbackAnswerBody = z.object({ text: feedbackText, markProcessed: z.boolean().default(true) });

// ---- answers -----------------------------------------------------------------------------------

/** How long a signed link to a thread's file works. */
export const FEEDBACK_FILE_LINK_MINUTES = 5;

/** A thread's file: `id` asks `ddcFeedback/openFile/{id}` for a signed link that a new tab can open. */
export interface FeedbackFileDto {
  id: number;
  key: string;
  url: string;
  name: string;
  size: number;
  mime: string;
}

export const feedbackFileParam = z.object({ token: z.string().regex(/^\d{1,10}\.\d{1,10}\.\d{1,13}\.[A-Za-z0-9_-]{43}$/) });

export interface FeedbackMessageDto {
  id: number;
  from: 'parent' | 'staff';
  text: string;
  files: FeedbackFileDto[];
  createTime: string;
}

export interface FeedbackSummary {
  id: number;
  category: FeedbackCategory;
  status: FeedbackStatus;
  /** The first lines of the parent's first message. */
  excerpt: string;
  childName: string | null;
  orderSn: string | null;
  courseName: string | null;
  createTime: string;
  updateTime: string;
  /** Staff answers the parent has not opened yet. */
  unread: number;
}

export interface FeedbackDetail extends FeedbackSummary {
  childId: number | null;
  orderId: number | null;
  productId: number | null;
  processedTime: string | null;
  messages: FeedbackMessageDto[];
}

export interface FeedbackList {
  total: number;
  list: FeedbackSummary[];
  counts: Record<FeedbackStatus, number>;
}

/** `admin/feedback/*`: a thread as staff see it, with whose it is. */
export interface StaffFeedbackSummary extends FeedbackSummary {
  parentName: string;
  assignee: CaseAssignee | null;
}

export interface StaffFeedbackDetail extends FeedbackDetail {
  parentName: string;
  /** The family's language, whose text of a saved reply the answer box takes. */
  familyLanguage: Language;
}

export interface StaffFeedbackList {
  total: number;
  list: StaffFeedbackSummary[];
}

export interface FeedbackUnreadDto {
  count: number;
}
