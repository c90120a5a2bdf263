import { z } from 'zod';
import { assigneeFilter, type CaseAssignee } from './admin-lists.ts';
import { cleanText, fileKey, isTimeZone, requiredTextBlock, requiredTextLine, textBlock, textLine } from './accounts.ts';
import { legalSteps, type CaseHistoryEntry, type CaseStep } from './case-steps.ts';

/**
 * Assessments (D13, issue 9): a parent books an assessment of one child in 2-4 subjects; staff
 * complete the child's information, schedule it, upload the report and send it, or mark it
 * abnormal. Status codes, the legal steps, request schemas and wire shapes, shared by the API and
 * the web. Zod messages are message codes (see accounts.ts).
 */

// ---- statuses and steps (spec §4) ---------------------------------------------------------------

export const AssessmentStatus = {
  Registered: 0,
  InfoInitialised: 1,
  ToBeAssessed: 2,
  ReportToSend: 3,
  ReportSent: 4,
  /** With a reason, e.g. a no-show; the family can book it again. */
  Abnormal: 5,
} as const;
export type AssessmentStatusCode = (typeof AssessmentStatus)[keyof typeof AssessmentStatus];
export const ASSESSMENT_STATUSES = [0, 1, 2, 3, 4, 5] as const satisfies readonly AssessmentStatusCode[];
/** The "all" filter of lists. */
export const ALL_ASSESSMENTS = -1;

const S = AssessmentStatus;
/** Statuses in which staff still have work to do. */
export const OPEN_ASSESSMENT_STATUSES = [S.Registered, S.InfoInitialised, S.ToBeAssessed, S.ReportToSend] as const;

/**
 * The assessment pipeline. Scheduling again and uploading another report keep the status, so a
 * moved appointment or a corrected report is one more dated step on the timeline.
 */
export const ASSESSMENT_STEPS = {
  completeInfo: { from: [S.Registered], to: S.InfoInitialised, by: 'staff' },
  schedule: { from: [S.InfoInitialised, S.ToBeAssessed], to: S.ToBeAssessed, by: 'staff' },
  uploadReport: { from: [S.ToBeAssessed, S.ReportToSend], to: S.ReportToSend, by: 'staff' },
  sendReport: { from: [S.ReportToSend], to: S.ReportSent, by: 'staff' },
  markAbnormal: { from: OPEN_ASSESSMENT_STATUSES, to: S.Abnormal, by: 'staff' },
  rebook: { from: [S.Abnormal], to: S.Registered, by: 'member' },
} as const satisfies Record<string, CaseStep<AssessmentStatusCode>>;
export type AssessmentStep = keyof typeof ASSESSMENT_STEPS;
export type StaffAssessmentStep = Exclude<AssessmentStep, 'rebook'>;

/** What staff may do next with an assessment in `status`. */
export const legalStaffAssessmentSteps = (status: AssessmentStatusCode) =>
  legalSteps(ASSESSMENT_STEPS, status, 'staff') as StaffAssessmentStep[];

/**
 * What an assessment costs a family (D13), stated wherever one is offered and booked. It is
 * free: no payment is asked, and the portal has no payment for it.
 */
export const ASSESSMENT_PRICE = { amount: 0, currency: 'USD' } as const;

export const AssessmentLimit = {
  minSubjects: 2,
  maxSubjects: 4,
  preferredSlots: 3,
  /** Preferred slots lie in the coming 21 days. */
  slotWindowDays: 21,
  notes: 1000,
  reason: 500,
  note: 1000,
  assessor: 100,
  meetingUrl: 500,
  childInfoText: 1000,
} as const;

export const AssessmentFieldMessage = {
  pickSubjects: 'pickAssessmentSubjects',
  unknownSubject: 'unknownSubject',
  pickSlots: 'pickPreferredSlots',
  slotOutOfRange: 'slotOutOfRange',
  slotsDistinct: 'slotsDistinct',
  instantInvalid: 'instantInvalid',
  instantInPast: 'instantInPast',
  meetingUrlInvalid: 'meetingUrlInvalid',
} as const;
const M = AssessmentFieldMessage;

// ---- field schemas, shared with requirements ------------------------------------------------------

/** A body id is a number: `true` or `"1"` is refused rather than coerced. */
export const bodyId = z.number().int().positive().max(2_147_483_647);

/** An ISO 8601 instant with its offset (`2026-03-10T09:00:00Z`, `…+08:00`), as the web sends UTC. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const isoInstant = z
  .string()
  .trim()
  .refine((value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), M.instantInvalid);

export const timeZoneField = z.string().trim().refine(isTimeZone, 'timeZoneInvalid');

/** A link to an online meeting room: http(s) only, so that no script or file link is ever shown. */
export const meetingUrl = cleanText()
  .max(AssessmentLimit.meetingUrl, M.meetingUrlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, M.meetingUrlInvalid);

/** A code of the subject dictionary; whether it exists is the server's check. */
export const subjectCode = cleanText().min(1, M.unknownSubject).max(32, M.unknownSubject);

/** A staff member's note on a step; optional. */
export const stepNote = textBlock(AssessmentLimit.note).default('');
export const reasonField = requiredTextBlock(AssessmentLimit.reason);

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

// ---- requests ---------------------------------------------------------------------------------

const subjects = z
  .array(subjectCode)
  .min(AssessmentLimit.minSubjects, M.pickSubjects)
  .max(AssessmentLimit.maxSubjects, M.pickSubjects)
  .refine(distinct, M.pickSubjects);

const slots = z
  .array(isoInstant)
  .length(AssessmentLimit.preferredSlots, M.pickSlots)
  .refine((values) => distinct(values.map((value) => Date.parse(value))), M.slotsDistinct);

/** What the parent chooses, at booking and when booking an abnormal assessment again. */
export const assessmentChoices = z.object({
  subjects,
  /** Three instants, picked in `timeZone` and sent in UTC. */
  slots,
  timeZone: timeZoneField,
  notes: textBlock(AssessmentLimit.notes).default(''),
});

export const createAssessmentBody = assessmentChoices.extend({ childId: bodyId });
export type CreateAssessmentBody = z.input<typeof createAssessmentBody>;
export const rebookAssessmentBody = assessmentChoices;
export type RebookAssessmentBody = z.input<typeof rebookAssessmentBody>;

const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const assessmentListQuery = z.object({
  status: z.coerce.number().int().min(ALL_ASSESSMENTS).max(S.Abnormal).default(ALL_ASSESSMENTS),
  ...pageQuery,
});
export type AssessmentListQuery = z.input<typeof assessmentListQuery>;

// ---- staff requests ---------------------------------------------------------------------------------

export const adminAssessmentListQuery = assessmentListQuery.extend({
  /** The child's name, the parent's username or e-mail. */
  q: textLine(100).optional(),
  sort: z.enum(['newest', 'oldest', 'scheduled']).default('newest'),
  assignee: assigneeFilter,
});
export type AdminAssessmentListQuery = z.input<typeof adminAssessmentListQuery>;

/** What staff learned about the child before the assessment. */
export const CHILD_INFO_FIELDS = ['grade', 'school', 'background', 'strengths', 'support'] as const;
export type ChildInfoField = (typeof CHILD_INFO_FIELDS)[number];
export const childInfoBody = z.object({
  grade: requiredTextLine(50),
  school: textLine(100).default(''),
  background: textBlock(AssessmentLimit.childInfoText).default(''),
  strengths: textBlock(AssessmentLimit.childInfoText).default(''),
  support: textBlock(AssessmentLimit.childInfoText).default(''),
});
export type ChildInfo = z.output<typeof childInfoBody>;

export const completeInfoBody = z.object({ childInfo: childInfoBody, note: stepNote });
export const scheduleAssessmentBody = z.object({
  scheduledAt: isoInstant,
  assessor: requiredTextLine(AssessmentLimit.assessor),
  meetingUrl,
  note: stepNote,
});
export const uploadReportBody = z.object({ fileKey, note: stepNote });
export const sendReportBody = z.object({ note: stepNote }).nullish();
export const markAbnormalBody = z.object({ reason: reasonField });

// ---- answers ----------------------------------------------------------------------------------------

export interface SubjectDto {
  code: string;
  name: string;
}

export type AssessmentHistoryEntry = CaseHistoryEntry<AssessmentStatusCode>;

export interface AssessmentSummary {
  id: number;
  childId: number | null;
  childName: string;
  subjects: SubjectDto[];
  status: AssessmentStatusCode;
  /** The three preferred instants (ISO, UTC) and the zone the parent picked them in. */
  preferredSlots: string[];
  timeZone: string;
  notes: string;
  scheduledAt: string | null;
  assessor: string;
  meetingUrl: string;
  abnormalReason: string;
  reportSentAt: string | null;
  createTime: string;
  updateTime: string;
}

export interface AssessmentReportFile {
  name: string;
  size: number;
  mime: string;
}

export interface AssessmentDetail extends AssessmentSummary {
  history: AssessmentHistoryEntry[];
  /** Once sent: the report the parent can open through `ddcAssessment/report/{id}`. */
  report: AssessmentReportFile | null;
  /** What the parent may do now: book an abnormal assessment again. */
  allowedActions: 'rebook'[];
}

export interface AssessmentList {
  total: number;
  list: AssessmentSummary[];
}

export interface AdminAssessmentSummary extends AssessmentSummary {
  memberId: number;
  parentName: string;
  parentEmail: string;
  assignee: CaseAssignee | null;
}

export interface AdminAssessmentDetail extends AdminAssessmentSummary {
  history: AssessmentHistoryEntry[];
  childInfo: ChildInfo | null;
  report: (AssessmentReportFile & { key: string; url: string }) | null;
  /** The legal next steps for staff, from ASSESSMENT_STEPS. */
  allowedSteps: StaffAssessmentStep[];
}

export interface AdminAssessmentList {
  total: number;
  list: AdminAssessmentSummary[];
}
