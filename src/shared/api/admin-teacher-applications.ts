import { z } from 'zod';
import { TeacherApplicationStatus, type TeacherApplicationStatusCode, type TeacherProfileDto } from './accounts.ts';
import { adminListQuery, optionalFilter } from './admin-lists.ts';
import { OrderFieldMessage } from './orders.ts';
import { requiredTextBlock } from './text-fields.ts';

/** `admin/teacherApplication/*` (issue 7): foreign teachers' applications, reviewed by staff. */

export const TEACHER_APPLICATION_STATUSES = Object.values(TeacherApplicationStatus) as [TeacherApplicationStatusCode, ...TeacherApplicationStatusCode[]];
/** Statuses from which staff can still decide. */
export const UNDECIDED_APPLICATION_STATUSES: readonly TeacherApplicationStatusCode[] = ['submitted', 'reviewing'];

export const ADMIN_TEACHER_APPLICATION_SORTS = ['submitTime', 'name'] as const;

export const adminTeacherApplicationListQuery = adminListQuery(ADMIN_TEACHER_APPLICATION_SORTS, '-submitTime').extend({
  status: optionalFilter(z.enum(TEACHER_APPLICATION_STATUSES)),
});
export type AdminTeacherApplicationListQuery = z.input<typeof adminTeacherApplicationListQuery>;

export const rejectApplicationBody = z.object({
  reason: requiredTextBlock(1000, { required: OrderFieldMessage.reasonRequired }),
});
export type RejectApplicationBody = z.input<typeof rejectApplicationBody>;

export interface AdminTeacherApplicationSummary {
  id: number;
  name: string;
  email: string;
  nationality: string;
  subjects: string[];
  status: TeacherApplicationStatusCode;
  submitTime: string;
  decidedTime: string | null;
}

export interface AdminTeacherApplicationDetail extends TeacherProfileDto {
  id: number;
  applicant: { id: number; username: string; email: string; language: 'en' | 'cn' };
  decidedTime: string | null;
  decisionReason: string;
  /** The faculty entry linked to the applicant's account (D30), once there is one. */
  facultyId: number | null;
}

export interface AdminTeacherApplicationList {
  total: number;
  list: AdminTeacherApplicationSummary[];
}
