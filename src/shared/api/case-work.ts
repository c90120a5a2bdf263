import { z } from 'zod';
import { FEEDBACK_TEXT_MAX } from './feedback.ts';
import type { CaseAssignee } from './admin-lists.ts';
import { requiredTextBlock } from './text-fields.ts';

/**
 * Working a case together (issue 31, item 5): families, requirements, assessments and feedback
 * threads each have an assignee (a member of staff) and internal notes that families never see.
 */

export const CASE_KINDS = ['family', 'requirement', 'assessment', 'feedback'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

const staffId = z.number().int().positive().max(2_147_483_647);

/** `null` leaves the case with nobody. */
export const assignCaseBody = z.object({ assigneeId: staffId.nullable() });
export type AssignCaseBody = z.input<typeof assignCaseBody>;

/** Notes follow the rules of feedback's text: the same cleaning and the same length. */
export const STAFF_NOTE_TEXT_MAX = FEEDBACK_TEXT_MAX;
export const staffNoteBody = z.object({ text: requiredTextBlock(STAFF_NOTE_TEXT_MAX, { required: 'staffNoteRequired', tooLong: 'staffNoteTooLong' }) });
export type StaffNoteBody = z.input<typeof staffNoteBody>;

/** `admin/<kind>/assignees`: whom a case can be given to, and which of them is asking ("assign to me"). */
export interface AssignableStaff {
  list: CaseAssignee[];
  me: number;
}

export interface StaffNoteDto {
  id: number;
  /** Empty once the author's account is gone. */
  authorName: string;
  text: string;
  createTime: string;
}

/** `admin/<kind>/caseWork/{id}`: who looks after the case and staff's notes on it, newest first. */
export interface CaseWork {
  assignee: CaseAssignee | null;
  notes: StaffNoteDto[];
}
