import { z } from 'zod';
import { email, isTimeZone, requiredTextLine, textLine, username, AccountFieldMessage, NICKNAME_MAX_LENGTH } from './accounts.ts';
import { adminListQuery, optionalFilter } from './admin-lists.ts';
import type { StaffRole } from './staff.ts';

/** `admin/staff/*` (issue 7, admins only): staff accounts and the adviser cards they stand behind. */

export const STAFF_ROLES = ['admin', 'adviser'] as const satisfies readonly StaffRole[];

export const ADMIN_STAFF_SORTS = ['createTime', 'username'] as const;

export const adminStaffListQuery = adminListQuery(ADMIN_STAFF_SORTS, 'username').extend({
  role: optionalFilter(z.enum(STAFF_ROLES)),
});
export type AdminStaffListQuery = z.input<typeof adminStaffListQuery>;

/** The card families see on their home page (`ums-adviser/fetch`), in both languages (D4). */
export const adviserCardFields = z.object({
  nameEn: requiredTextLine(60),
  nameZh: textLine(60).default(''),
  titleEn: textLine(100).default(''),
  titleZh: textLine(100).default(''),
  phone: textLine(40).default(''),
  timeZone: z.string().trim().refine(isTimeZone, AccountFieldMessage.timeZoneInvalid).default('Asia/Shanghai'),
});

export const createStaffBody = z
  .object({
    username,
    email,
    nickname: textLine(NICKNAME_MAX_LENGTH).default(''),
    role: z.enum(STAFF_ROLES),
    /** Required for an adviser: the card of the families they look after. */
    adviser: adviserCardFields.nullish(),
  })
  .refine((body) => body.role !== 'adviser' || Boolean(body.adviser), { path: ['adviser', 'nameEn'], message: AccountFieldMessage.required });
export type CreateStaffBody = z.input<typeof createStaffBody>;

export interface AdminStaffSummary {
  id: number;
  username: string;
  nickname: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  mustChangePassword: boolean;
  createTime: string;
  /** The adviser card this account stands behind, if any. */
  adviserId: number | null;
}

export interface AdminStaffList {
  total: number;
  list: AdminStaffSummary[];
}
