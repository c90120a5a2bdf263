import type { UserRoleCode } from '../../../shared/api/accounts.ts';
import { isStaffRole } from '../../../shared/api/staff.ts';
import type { Language } from '../../../shared/language.ts';
import type { UserRow } from '../../db/repositories/user-repository.ts';

/** A signed-in member as the rest of the server sees it: never the password hash. */
export interface Member {
  id: number;
  username: string;
  email: string;
  nickname: string;
  icon: string;
  role: UserRoleCode;
  isFt: boolean;
  adviserId: number | null;
  integration: number;
  language: Language;
  /** A seeded or staff-made password: the back office asks for a new one before anything else. */
  mustChangePassword: boolean;
  /** The privacy notice and terms' version last agreed to, or null (issue 31). */
  policyVersion: string | null;
  /** The owner asked for the account to be deleted (issue 31). */
  deletionRequestedAt: Date | null;
}

export function memberOf(row: UserRow): Member {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    nickname: row.nickname,
    icon: row.icon,
    role: row.role,
    isFt: row.isFt,
    adviserId: row.adviserId,
    integration: row.integration,
    language: row.language,
    mustChangePassword: row.mustChangePassword,
    policyVersion: row.policyVersion,
    deletionRequestedAt: row.deletionRequestedAt,
  };
}

export const isStaff = (member: Member) => isStaffRole(member.role);
