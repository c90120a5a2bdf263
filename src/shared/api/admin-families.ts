import { z } from 'zod';
import type { Gender } from './accounts.ts';
import { adminListQuery, assigneeFilter, optionalFilter, type CaseAssignee } from './admin-lists.ts';
import type { AdminOrderSummary } from './admin-orders.ts';
import type { DeliveryStatus } from './notifications.ts';
import type { EntitlementStatus } from './orders.ts';
import { requiredTextBlock, requiredTextLine } from './text-fields.ts';

/** `admin/family/*` (issue 7): parents with their children, orders and entitlements. */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const booleanFilter = optionalFilter(z.enum(['true', 'false']).transform((value) => value === 'true'));

export const ADMIN_FAMILY_SORTS = ['createTime', 'username'] as const;
export type AdminFamilySort = (typeof ADMIN_FAMILY_SORTS)[number];

export const adminFamilyListQuery = adminListQuery(ADMIN_FAMILY_SORTS, '-createTime').extend({
  adviserId: optionalFilter(id),
  disabled: booleanFilter,
  assignee: assigneeFilter,
});
export type AdminFamilyListQuery = z.input<typeof adminFamilyListQuery>;

/** `null` takes the adviser away. */
export const assignAdviserBody = z.object({ adviserId: z.number().int().positive().max(2_147_483_647).nullable() });
export type AssignAdviserBody = z.input<typeof assignAdviserBody>;

export interface AdviserOption {
  id: number;
  name: string;
  title: string;
  email: string;
}

export interface AdminFamilySummary {
  id: number;
  username: string;
  nickname: string;
  email: string;
  createTime: string;
  disabled: boolean;
  /** When the family's account is to be erased, after they (or staff for them) asked; null otherwise (issue 31). */
  deletionDueTime: string | null;
  /** Personal data erased: the account stays, anonymised, with its financial records. */
  erased: boolean;
  childCount: number;
  orderCount: number;
  adviser: { id: number; name: string } | null;
  /** The member of staff who looks after the family (issue 31), not their adviser card. */
  assignee: CaseAssignee | null;
}

export interface AdminFamilyChild {
  id: number;
  name: string;
  gender: Gender;
  birthDate: string;
  grade: string;
  school: string;
  /** When the family removed the child, which had records, orders or cases (issue 26); null while it is theirs. */
  archivedTime: string | null;
}

export interface AdminFamilyEntitlement {
  id: number;
  orderId: number;
  orderSn: string;
  productName: string;
  childName: string;
  status: EntitlementStatus;
  unit: 'sessions' | 'hours';
  total: number;
  used: number;
  equityDateStart: string;
  equityDateEnd: string;
  activateTime: string | null;
}

export interface AdminFamilyDetail extends AdminFamilySummary {
  language: 'en' | 'cn';
  children: AdminFamilyChild[];
  orders: AdminOrderSummary[];
  entitlements: AdminFamilyEntitlement[];
}

export interface AdminFamilyList {
  total: number;
  list: AdminFamilySummary[];
}

// ---- staff's messages to a family (issue 31) --------------------------------------------------

export const FAMILY_MESSAGE_SUBJECT_MAX = 120;
export const FAMILY_MESSAGE_TEXT_MAX = 2000;

/** A message staff write to a family: kept with the family, shown in the portal and mailed. */
export const familyMessageBody = z.object({
  subject: requiredTextLine(FAMILY_MESSAGE_SUBJECT_MAX, { tooLong: 'messageSubjectTooLong' }),
  text: requiredTextBlock(FAMILY_MESSAGE_TEXT_MAX, { tooLong: 'messageTextTooLong' }),
});
export type FamilyMessageBody = z.input<typeof familyMessageBody>;

export interface AdminFamilyMessage {
  id: number;
  subject: string;
  text: string;
  createTime: string;
  readTime: string | null;
  mailStatus: DeliveryStatus;
}
