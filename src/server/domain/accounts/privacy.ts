import { POLICY_VERSION } from '../../../shared/policies.ts';
import { isStaffRole } from '../../../shared/api/staff.ts';
import type { Db } from '../../db/database.ts';
import { updateUser } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from './member.ts';

/** Issue 31: the days between a family's request to delete their account and its erasure; they may withdraw meanwhile. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

export const deletionDueOf = (requestedAt: Date) => new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000);

/** Families and teachers agree to the privacy notice and terms; staff work under their contracts. */
export const needsPolicyConsent = (member: Pick<Member, 'role' | 'policyVersion'>) =>
  !isStaffRole(member.role) && member.policyVersion !== POLICY_VERSION.number;

/**
 * The member agreed to the current version (at sign-up, or when a newer one asked them again): the
 * version and the time are kept on the account. The audit log stays a record of staff's work.
 */
export async function recordPolicyConsent(tx: Db, member: Pick<Member, 'id'>, now: Date): Promise<void> {
  await updateUser(tx, member.id, { policyVersion: POLICY_VERSION.number, policyAcceptedAt: now });
}

/** `sso/acceptPolicies`: 409 when the page the member read showed an older version than the current one. */
export async function acceptPolicies(db: Db, member: Member, version: string, now: Date): Promise<void> {
  if (version !== POLICY_VERSION.number) throw new ApiError(409, 'policyVersionChanged');
  if (member.policyVersion === version) return;
  await recordPolicyConsent(db, member, now);
}
