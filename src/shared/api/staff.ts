import type { UserRoleCode } from './accounts.ts';

export type StaffRole = Extract<UserRoleCode, 'admin' | 'adviser'>;

/**
 * The back office's areas and the staff roles each admits (D24): admins run everything; advisers
 * run families' affairs but not the content, the catalogue, prices or staff accounts. The server
 * checks these on every `admin/*` route, and the back office shows only what a role may open.
 */
export const STAFF_AREAS = {
  dashboard: ['admin', 'adviser'],
  orders: ['admin', 'adviser'],
  families: ['admin', 'adviser'],
  classes: ['admin', 'adviser'],
  records: ['admin', 'adviser'],
  requirements: ['admin', 'adviser'],
  assessments: ['admin', 'adviser'],
  feedback: ['admin', 'adviser'],
  audit: ['admin', 'adviser'],
  notifications: ['admin', 'adviser'],
  teacherApplications: ['admin'],
  catalogue: ['admin'],
  content: ['admin'],
  staff: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof STAFF_AREAS;

export const isStaffRole = (role: UserRoleCode): role is StaffRole => role === 'admin' || role === 'adviser';

export const mayOpen = (role: UserRoleCode, area: StaffArea) =>
  isStaffRole(role) && (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);

/**
 * The `data.reason` of the 403 a member of staff gets on every `admin/*` route while their
 * password is still the seeded or staff-made one: the back office then asks for a new password
 * instead of showing an error.
 */
export const PASSWORD_CHANGE_REQUIRED = 'passwordChangeRequired';

export interface PasswordChangeRequiredData {
  reason: typeof PASSWORD_CHANGE_REQUIRED;
}

export const isPasswordChangeRequired = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as Partial<PasswordChangeRequiredData>).reason === PASSWORD_CHANGE_REQUIRED;
