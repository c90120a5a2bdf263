import { z } from 'zod';
import { calendarDate, textLine } from './accounts.ts';
import { optionalFilter, searchParam } from './admin-lists.ts';
import { MAX_PAGE_SIZE } from '../limits.ts';
import type { UserRoleCode } from './accounts.ts';
import { mayOpen, type StaffArea } from './staff.ts';

/**
 * The back-office area each kind of audited record belongs to (D24). An entry is shown to those
 * who may open its area, so that the log tells an adviser nothing of the catalogue, the content
 * or staff accounts. Every audited kind must be named here: the audit writer accepts no other.
 */
export const AUDIT_ENTITY_AREAS = {
  order: 'orders',
  waitlistEntry: 'orders',
  family: 'families',
  booking: 'classes',
  teacherThread: 'classes',
  class: 'classes',
  progressReport: 'classes',
  record: 'records',
  requirement: 'requirements',
  assessment: 'assessments',
  feedback: 'feedback',
  savedReply: 'feedback',
  teacherApplication: 'teacherApplications',
  product: 'catalogue',
  productClass: 'catalogue',
  timetable: 'catalogue',
  courseSystem: 'catalogue',
  grade: 'catalogue',
  contentPage: 'content',
  contentBlock: 'content',
  article: 'content',
  faculty: 'content',
  homeSlide: 'content',
  homeSubject: 'content',
  testimonial: 'content',
  siteText: 'content',
  staff: 'staff',
  notification: 'notifications',
} as const satisfies Record<string, StaffArea>;

export type AuditEntityType = keyof typeof AUDIT_ENTITY_AREAS;

/** The kinds of record whose audit entries a role may read. */
export const auditEntityTypesFor = (role: UserRoleCode): AuditEntityType[] =>
  (Object.keys(AUDIT_ENTITY_AREAS) as AuditEntityType[]).filter((type) => mayOpen(role, AUDIT_ENTITY_AREAS[type]));

/** Whether a role sees every entry, those of kinds named nowhere above included. */
export const readsWholeAuditLog = (role: UserRoleCode) => role === 'admin';

/** `admin/audit/list` (D24): every staff write, newest first; by record for a History tab. */
export const adminAuditListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Matches the action, the entity, the actor's name or the note. */
  q: searchParam,
  entityType: optionalFilter(textLine(40)),
  entityId: optionalFilter(textLine(40)),
  actorId: optionalFilter(z.coerce.number().int().positive().max(2_147_483_647)),
  /** Calendar days in the academy's time zone, both included. */
  from: optionalFilter(calendarDate),
  to: optionalFilter(calendarDate),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminAuditListQuery = z.input<typeof adminAuditListQuery>;

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string;
  createTime: string;
}

export interface AuditList {
  total: number;
  list: AuditEntry[];
}
