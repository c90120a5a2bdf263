import { POLICY_VERSION } from '../../../shared/policies.ts';
import { isStaffRole } from '../../../shared/api/staff.ts';
import type { Db } from '../../db/database.ts';
import { insertAuditRow } from '../../db/repositories/audit-repository.ts';
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
 * The member agreed to the current version (at sign-up, or when a newer one asked them again):
 * kept on the account, and each agreement in the audit log, so that its history stays.
 */
export async function recordPolicyConsent(tx: Db, member: Pick<Member, 'id' | 'username'>, now: Date): Promise<void> {
  await updateUser(tx, member.id, { policyVersion: POLICY_VERSION.number, policyAcceptedAt: now });
  await insertAuditRow(tx, {
    actorId: member.id,
    actorName: member.username,
    action: 'account.acceptPolicies',
    entityType: 'account',
    entityId: String(member.id),
    before: null,
    after: { policyVersion: POLICY_VERSION.number },
    note: '',
  });
}

/** `sso/acceptPolicies`: 409 when the page the member read showed an older version than the current one. */
export async function acceptPolicies(db: Db, member: Member, version: string, now: Date): Promise<void> {
  if (version !== POLICY_VERSION.number) throw new ApiError(409, 'policyVersionChanged');
  if (member.policyVersion === version) return;
  await db.transaction((tx) => recordPolicyConsent(tx, member, now));
}
