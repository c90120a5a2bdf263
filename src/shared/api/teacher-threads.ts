import { z } from 'zod';
import { adminListQuery, optionalFilter } from './admin-lists.ts';
import { attachmentKeys, feedbackText, type FeedbackFileDto } from './feedback.ts';

/**
 * Messages between a family and their child's teachers (D30, issue 29): one thread per child and
 * course. The parent and the course's teachers write in it; staff read and write in every thread,
 * and close it. Text and files follow the feedback rules.
 */

const bodyId = z.number().int().positive().max(2_147_483_647);

export const openTeacherThreadBody = z.object({ childId: bodyId, productId: bodyId });
export type OpenTeacherThreadBody = z.input<typeof openTeacherThreadBody>;

export const teacherMessageBody = z.object({ text: feedbackText, fileKeys: attachmentKeys });
export type TeacherMessageBody = z.input<typeof teacherMessageBody>;

export const TEACHER_THREAD_STATES = ['open', 'closed'] as const;
export type TeacherThreadState = (typeof TEACHER_THREAD_STATES)[number];

export const staffTeacherThreadQuery = adminListQuery(['lastMessageTime'], '-lastMessageTime').extend({
  state: optionalFilter(z.enum(TEACHER_THREAD_STATES)),
  /** The threads about the children booked in one class, for its page. */
  scheduleId: optionalFilter(z.coerce.number().int().positive().max(2_147_483_647)),
});
export type StaffTeacherThreadQuery = z.input<typeof staffTeacherThreadQuery>;

/** Who wrote a message: the family, one of the course's teachers, or the academy's staff. */
export type TeacherMessageAuthor = 'parent' | 'teacher' | 'staff';

export interface TeacherMessageDto {
  id: number;
  from: TeacherMessageAuthor;
  /** The writer's name as the reader sees it: the teacher's faculty name, the parent's, or "the academy". */
  authorName: string;
  /** Whether the reader wrote it. */
  mine: boolean;
  text: string;
  files: FeedbackFileDto[];
  createTime: string;
}

export interface TeacherThreadSummary {
  id: number;
  childId: number;
  childName: string;
  productId: number;
  courseName: string;
  /** The course's teachers, by their faculty names. */
  teachers: string[];
  /** The family's name: shown to teachers and staff, and the parent's own name to the parent. */
  parentName: string;
  excerpt: string;
  lastMessageTime: string;
  /** Messages from the others that the reader has not opened (always 0 for staff). */
  unread: number;
  closed: boolean;
}

export interface TeacherThreadDetail extends TeacherThreadSummary {
  closedTime: string | null;
  messages: TeacherMessageDto[];
  /** Whether the reader may write now: the thread is open and they belong in it. */
  canWrite: boolean;
}

/** Someone the reader may start a thread about: a child in a course with a teacher. */
export interface TeacherThreadContact {
  childId: number;
  childName: string;
  productId: number;
  courseName: string;
  teachers: string[];
  /** The thread already open about them, if any. */
  threadId: number | null;
}

export interface TeacherThreadList {
  list: TeacherThreadSummary[];
  contacts: TeacherThreadContact[];
}

export interface StaffTeacherThreadList {
  total: number;
  list: TeacherThreadSummary[];
}

/** The member page a thread opens on, for links in notifications and from the plan. */
export const teacherThreadPath = (threadId: number) => `/user/messages?thread=${threadId}`;
