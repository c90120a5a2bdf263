import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../limits.ts';
import { optionalFilter } from './admin-lists.ts';
import { feedbackText } from './feedback.ts';

/**
 * Progress reports (issue 29): staff ask for one per child of a course, a teacher of the course
 * writes it, and staff release it as an academic record the family reads under Records. The text
 * follows the feedback rules.
 */

const bodyId = z.number().int().positive().max(2_147_483_647);

export const PROGRESS_REPORT_STATUSES = ['requested', 'submitted', 'released'] as const;
export type ProgressReportStatus = (typeof PROGRESS_REPORT_STATUSES)[number];

export const progressReportText = feedbackText;

export const requestProgressReportsBody = z.object({ productId: bodyId });
export type RequestProgressReportsBody = z.input<typeof requestProgressReportsBody>;

export const submitProgressReportBody = z.object({ text: progressReportText });
export type SubmitProgressReportBody = z.input<typeof submitProgressReportBody>;

/** Staff may correct the teacher's words as they release them. */
export const releaseProgressReportBody = z.object({ text: progressReportText.optional() }).default({});
export type ReleaseProgressReportBody = z.input<typeof releaseProgressReportBody>;

export const staffProgressReportQuery = z.object({
  status: optionalFilter(z.enum(PROGRESS_REPORT_STATUSES)),
  productId: optionalFilter(z.coerce.number().int().positive().max(2_147_483_647)),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type StaffProgressReportQuery = z.input<typeof staffProgressReportQuery>;

/** A report as its teacher sees it: the child by first name only, never the family's details. */
export interface TeacherProgressReport {
  id: number;
  childFirstName: string;
  productId: number;
  courseName: string;
  status: Exclude<ProgressReportStatus, 'released'>;
  text: string;
  requestTime: string;
  submitTime: string | null;
}

export interface StaffProgressReport {
  id: number;
  childId: number;
  childName: string;
  productId: number;
  courseName: string;
  /** The faculty name of the teacher who wrote it, once written. */
  teacherName: string | null;
  status: ProgressReportStatus;
  text: string;
  requestTime: string;
  submitTime: string | null;
  releaseTime: string | null;
  /** The academic record made at release. */
  recordId: number | null;
}

export interface StaffProgressReportList {
  total: number;
  list: StaffProgressReport[];
}

/** What asking for a course's reports did: how many were made, and how many children already had one open. */
export interface ProgressReportRequestResult {
  requested: number;
  alreadyOpen: number;
}

/** A course staff may ask reports for: one with children enrolled now. */
export interface ProgressReportCourse {
  productId: number;
  courseName: string;
  enrolled: number;
}
