import { z } from 'zod';
import { assigneeFilter, type CaseAssignee } from './admin-lists.ts';
import { calendarDate, DAY_PARTS, fileKey, requiredTextBlock, requiredTextLine, textBlock, textLine, WEEKDAYS } from './accounts.ts';
import {
  bodyId,
  isoInstant,
  meetingUrl,
  reasonField,
  stepNote,
  subjectCode,
  timeZoneField,
  type SubjectDto,
} from './assessments.ts';
import { legalSteps, type CaseHistoryEntry, type CaseStep } from './case-steps.ts';

/**
 * Inspire requirements (D12, issue 9): a family asks for a custom programme of 20-64 hours with a
 * foreign teacher for 1-2 students; staff take it through consultant, teacher, a three-party
 * meeting and a formed private product, which the family buys. Statuses, the legal steps, request
 * schemas and wire shapes, shared by the API and the web.
 */

// ---- statuses and steps (spec §4) -------------------------------------------------------------------

export const RequirementStatus = {
  Pending: 0,
  ConsultantMatched: 1,
  ConsultantCommunicated: 2,
  TeacherMatched: 3,
  MeetingPending: 4,
  MeetingHeld: 5,
  CommunicationDone: 6,
  ProductFormed: 7,
  ConvertedToOrder: 8,
  Closed: 9,
} as const;
export type RequirementStatusCode = (typeof RequirementStatus)[keyof typeof RequirementStatus];
export const REQUIREMENT_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly RequirementStatusCode[];
/** The "all" tab. */
export const ALL_REQUIREMENTS = -1;

const S = RequirementStatus;
/** Before the product is formed, and while it waits to be bought: the family may still withdraw. */
const BEFORE_ORDER = [0, 1, 2, 3, 4, 5, 6, 7] as const satisfies readonly RequirementStatusCode[];
/** Not in a final status (8 ordered, 9 closed): the requirement still asks something of staff. */
export const OPEN_REQUIREMENT_STATUSES = BEFORE_ORDER;
/** Statuses in which staff have the next move. */
export const STAFF_TURN_REQUIREMENT_STATUSES = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly RequirementStatusCode[];

/**
 * The requirement pipeline. Scheduling the meeting again keeps status 4, as one more dated step.
 * Status 8 is reached only by the family's order of the formed product (in the order's transaction).
 */
export const REQUIREMENT_STEPS = {
  assignConsultant: { from: [S.Pending], to: S.ConsultantMatched, by: 'staff' },
  recordConsultantTalk: { from: [S.ConsultantMatched], to: S.ConsultantCommunicated, by: 'staff' },
  matchTeacher: { from: [S.ConsultantCommunicated], to: S.TeacherMatched, by: 'staff' },
  scheduleMeeting: { from: [S.TeacherMatched, S.MeetingPending], to: S.MeetingPending, by: 'staff' },
  recordMeetingHeld: { from: [S.MeetingPending], to: S.MeetingHeld, by: 'staff' },
  recordCommunicationDone: { from: [S.MeetingHeld], to: S.CommunicationDone, by: 'staff' },
  formProduct: { from: [S.CommunicationDone], to: S.ProductFormed, by: 'staff' },
  close: { from: BEFORE_ORDER, to: S.Closed, by: 'staff' },
  convertToOrder: { from: [S.ProductFormed], to: S.ConvertedToOrder, by: 'member' },
  withdraw: { from: BEFORE_ORDER, to: S.Closed, by: 'member' },
} as const satisfies Record<string, CaseStep<RequirementStatusCode>>;
export type RequirementStep = keyof typeof REQUIREMENT_STEPS;
export type StaffRequirementStep = Exclude<RequirementStep, 'convertToOrder' | 'withdraw'>;

/** What staff may do next with a requirement in `status`. */
export const legalStaffRequirementSteps = (status: RequirementStatusCode) =>
  legalSteps(REQUIREMENT_STEPS, status, 'staff') as StaffRequirementStep[];

export const RequirementLimit = {
  minHours: 20,
  maxHours: 64,
  minStudents: 1,
  maxStudents: 2,
  maxFiles: 10,
  goals: 2000,
  text: 1000,
  /** Requirements of one child not yet ordered or closed (statuses 0-7). */
  openPerChild: 2,
} as const;

/** Files can be added and removed until the product is formed (7), and never once closed. */
export const FILE_EDITABLE_STATUSES = STAFF_TURN_REQUIREMENT_STATUSES;
export const filesEditableIn = (status: RequirementStatusCode) => (FILE_EDITABLE_STATUSES as readonly number[]).includes(status);

export const RequirementFieldMessage = {
  hoursRange: 'inspireHoursRange',
  studentsRange: 'inspireStudentsRange',
  tooManyFiles: 'tooManyRequirementFiles',
  pickDays: 'pickPreferredDays',
  pickTimes: 'pickPreferredTimes',
  priceInvalid: 'priceInvalid',
} as const;
const M = RequirementFieldMessage;

// ---- the questionnaire (issue 9) -----------------------------------------------------------------------

export const INSTRUCTION_LANGUAGES = ['en', 'zh', 'bilingual'] as const;
export type InstructionLanguage = (typeof INSTRUCTION_LANGUAGES)[number];

const distinctValues = <T>(values: T[]) => [...new Set(values)];

export const inspireHours = z
  .number(M.hoursRange)
  .int(M.hoursRange)
  .min(RequirementLimit.minHours, M.hoursRange)
  .max(RequirementLimit.maxHours, M.hoursRange);

export const requirementQuestionnaire = z.object({
  /** A code of the subject dictionary. */
  subjectArea: subjectCode,
  goals: requiredTextBlock(RequirementLimit.goals),
  currentLevel: requiredTextBlock(RequirementLimit.text),
  competitionResults: textBlock(RequirementLimit.text).default(''),
  hours: inspireHours,
  students: z
    .number(M.studentsRange)
    .int(M.studentsRange)
    .min(RequirementLimit.minStudents, M.studentsRange)
    .max(RequirementLimit.maxStudents, M.studentsRange),
  preferredDays: z.array(z.enum(WEEKDAYS, M.pickDays)).min(1, M.pickDays).max(7, M.pickDays).transform(distinctValues),
  preferredTimes: z.array(z.enum(DAY_PARTS, M.pickTimes)).min(1, M.pickTimes).max(3, M.pickTimes).transform(distinctValues),
  /** The family's zone, in which the preferred times are meant. */
  timeZone: timeZoneField,
  language: z.enum(INSTRUCTION_LANGUAGES),
});
export type RequirementQuestionnaire = z.output<typeof requirementQuestionnaire>;
export type RequirementQuestionnaireInput = z.input<typeof requirementQuestionnaire>;

const fileKeys = z
  .array(fileKey)
  .max(RequirementLimit.maxFiles, M.tooManyFiles)
  .refine((keys) => new Set(keys).size === keys.length, 'fileKeyInvalid')
  .default([]);

export const createRequirementBody = z.object({
  childId: bodyId,
  questionnaire: requirementQuestionnaire,
  /** Keys of files the parent uploaded with `minio/upload` (earlier work, school reports). */
  fileKeys,
});
export type CreateRequirementBody = z.input<typeof createRequirementBody>;

export const requirementListQuery = z.object({
  status: z.coerce.number().int().min(ALL_REQUIREMENTS).max(S.Closed).default(ALL_REQUIREMENTS),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type RequirementListQuery = z.input<typeof requirementListQuery>;

export const withdrawRequirementBody = z.object({ reason: reasonField });

/** `ddcQuestionnaire/file/list?needId=`: the need is the requirement. */
export const requirementFileListQuery = z.object({ needId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `ddcQuestionnaire/saveFile`: add a file by its key, or remove one by its id. */
export const saveRequirementFileBody = z.union([
  z.strictObject({ needId: bodyId, fileKey }),
  z.strictObject({ needId: bodyId, fileId: bodyId, remove: z.literal(true) }),
]);
export type SaveRequirementFileBody = z.input<typeof saveRequirementFileBody>;

// ---- staff requests --------------------------------------------------------------------------------------

export const adminRequirementListQuery = requirementListQuery.extend({
  q: textLine(100).optional(),
  sort: z.enum(['newest', 'oldest', 'updated']).default('newest'),
  assignee: assigneeFilter,
});
export type AdminRequirementListQuery = z.input<typeof adminRequirementListQuery>;

export const assignConsultantBody = z.object({ consultantId: bodyId, note: stepNote });
export const stepNoteBody = z.object({ note: stepNote }).nullish();
export const matchTeacherBody = z.object({ teacherApplicationId: bodyId, note: stepNote });
export const scheduleMeetingBody = z.object({ meetingAt: isoInstant, meetingUrl, note: stepNote });
export const closeRequirementBody = z.object({ reason: reasonField });

/** The private Inspire programme formed for the family at status 7. Money in minor units. */
export const formProductBody = z.object({
  nameEn: requiredTextLine(120),
  nameZh: textLine(120).default(''),
  price: z.number(M.priceInvalid).int(M.priceInvalid).min(100, M.priceInvalid).max(100_000_000, M.priceInvalid),
  currency: z.enum(['USD', 'CNY']).default('USD'),
  hours: inspireHours,
  /** The programme's dates; classes are agreed inside them. */
  startDate: calendarDate,
  endDate: calendarDate,
  /** The schedule outline and what the programme covers, in plain text. */
  outlineEn: requiredTextBlock(4000),
  outlineZh: textBlock(4000).default(''),
  note: stepNote,
});
export type FormProductBody = z.input<typeof formProductBody>;

// ---- answers -----------------------------------------------------------------------------------------------

export type RequirementHistoryEntry = CaseHistoryEntry<RequirementStatusCode>;

export interface RequirementSummary {
  id: number;
  childId: number | null;
  childName: string;
  status: RequirementStatusCode;
  subjectArea: SubjectDto;
  hours: number;
  students: number;
  /** The three-party meeting, once scheduled. */
  meetingAt: string | null;
  closedReason: string;
  createTime: string;
  updateTime: string;
}

export interface ConsultantCard {
  name: string;
  title: string;
  photo: string;
  email: string;
  phone: string;
  timeZone: string;
}

/** A foreign teacher as families meet them: the first name and the initial of the last. */
export const teacherDisplayName = (profile: { firstName: string; lastName: string }) =>
  `${profile.firstName} ${profile.lastName.charAt(0)}.`.trim();

export interface TeacherCard {
  /** First name and the initial of the last, as the faculty list names teachers. */
  name: string;
  photo: string;
  introduction: string;
  subjects: string[];
  languages: string[];
  timeZone: string;
}

export interface MeetingTimes {
  at: string;
  url: string;
  /** The zones to show the time in side by side: the family's, the consultant's, the teacher's. */
  zones: { role: 'family' | 'consultant' | 'teacher'; timeZone: string }[];
}

export interface FormedProgramme {
  productId: number;
  name: string;
  hours: number;
  students: number;
  price: number;
  currency: string;
  teacherName: string;
  startDate: string;
  endDate: string;
  /** The outline as HTML, sanitised when it was written. */
  outline: string;
}

/** What the family may do now. */
export type RequirementAction = 'withdraw' | 'editFiles' | 'buy';

export interface RequirementDetail extends RequirementSummary {
  questionnaire: RequirementQuestionnaire;
  history: RequirementHistoryEntry[];
  consultant: ConsultantCard | null;
  /** Before a consultant is matched: the family's adviser, proposed as their consultant. */
  proposedConsultant: ConsultantCard | null;
  teacher: TeacherCard | null;
  meeting: MeetingTimes | null;
  /** At 7 the programme to buy; at 8 the one bought. */
  product: FormedProgramme | null;
  orderId: number | null;
  fileCount: number;
  allowedActions: RequirementAction[];
}

export type RequirementCounts = Record<`${typeof ALL_REQUIREMENTS | RequirementStatusCode}`, number>;

export interface RequirementList {
  total: number;
  list: RequirementSummary[];
  counts: RequirementCounts;
}

export interface RequirementFileDto {
  id: number;
  name: string;
  size: number;
  mime: string;
  createTime: string;
  /** The file itself, for its owner (`minio/file/{key}`, with the bearer token). */
  url: string;
}

export interface AdminRequirementSummary extends RequirementSummary {
  memberId: number;
  parentName: string;
  parentEmail: string;
  consultantName: string;
  assignee: CaseAssignee | null;
}

export interface AdminRequirementDetail extends RequirementDetail {
  memberId: number;
  parentName: string;
  parentEmail: string;
  files: RequirementFileDto[];
  allowedSteps: StaffRequirementStep[];
}

export interface AdminRequirementList {
  total: number;
  list: AdminRequirementSummary[];
}
