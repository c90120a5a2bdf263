import type { UserInfoDto } from '../../shared/api/accounts.ts';
import type { Member } from '../domain/accounts/member.ts';
import { deletionDueOf, needsPolicyConsent } from '../domain/accounts/privacy.ts';

/** `sso/info`: whitelisted fields only. */
export function presentUserInfo(member: Member): UserInfoDto {
  return {
    nickname: member.nickname || member.username,
    username: member.username,
    icon: member.icon,
    integration: member.integration,
    adviserId: member.adviserId,
    isFt: member.isFt,
    email: member.email,
    role: member.role,
    mustChangePassword: member.mustChangePassword,
    policyConsentRequired: needsPolicyConsent(member),
    deletionDueTime: member.deletionRequestedAt ? deletionDueOf(member.deletionRequestedAt).toISOString() : null,
  };
}
