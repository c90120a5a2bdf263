import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfoDto } from '../../../shared/api/accounts.ts';
import { POLICY_VERSION } from '../../../shared/policies.ts';
import { users } from '../../db/schema.ts';
import { createAccountsTestApp, envelopeOf, get, post, signedInParent, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { memberWithRole } from '../../../../tests/support/factories-staff.ts';

/** Issue 31, item 1: sign-up records consent to the notice's version; a newer version asks again. */
describe('consent to the privacy notice and terms', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  const infoOf = async (token: string) => envelopeOf(await get(testApp.app, '/api/sso/info', { token })).data as UserInfoDto;
  const userRow = async (username: string) => (await testApp.db.select().from(users).where(eq(users.username, username)))[0];

  it('records the version and time at sign-up', async () => {
    const parent = await signedInParent(testApp.app);
    expect(await userRow(parent.username)).toMatchObject({ policyVersion: POLICY_VERSION.number, policyAcceptedAt: testApp.clock() });
    expect((await infoOf(parent.token)).policyConsentRequired).toBe(false);
  });

  it('asks again after a new version, refuses an agreement to a version the member did not read, and stops asking once agreed', async () => {
    const parent = await signedInParent(testApp.app);
    await testApp.db.update(users).set({ policyVersion: '0.9' }).where(eq(users.username, parent.username));
    expect((await infoOf(parent.token)).policyConsentRequired).toBe(true);

    const stale = await post(testApp.app, '/api/sso/acceptPolicies', { version: '0.9' }, { token: parent.token, language: 'cn' });
    expect(stale.statusCode).toBe(409);
    expect(envelopeOf(stale).message).toBe('您阅读期间隐私声明或使用条款已更新，请阅读新版本');
    expect((await userRow(parent.username)).policyVersion).toBe('0.9');

    const agreed = await post(testApp.app, '/api/sso/acceptPolicies', { version: POLICY_VERSION.number }, { token: parent.token });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect((envelopeOf(agreed).data as UserInfoDto).policyConsentRequired).toBe(false);
    expect((await infoOf(parent.token)).policyConsentRequired).toBe(false);
    testApp.clock.advanceSeconds(60);
    await post(testApp.app, '/api/sso/acceptPolicies', { version: POLICY_VERSION.number }, { token: parent.token });
    expect((await userRow(parent.username)).policyAcceptedAt).toEqual(new Date(testApp.clock().getTime() - 60_000));
    expect((await post(testApp.app, '/api/sso/acceptPolicies', { version: POLICY_VERSION.number })).statusCode).toBe(401);
  });

  it('never asks staff, who work under their contracts', async () => {
    const adviser = await memberWithRole(testApp.app, 'adviser');
    expect((await infoOf(adviser.token)).policyConsentRequired).toBe(false);
  });
});
