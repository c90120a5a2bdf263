import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countAccountRows,
  createAccountsTestApp,
  envelopeOf,
  get,
  signIn,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { ADMIN_USERNAME, DEMO_PARENT, seedDemoAccounts } from './seed-accounts.ts';

describe('seedDemoAccounts', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  it('creates the demo parent with two children and an adviser, and an admin with a printed-once password', async () => {
    const first = await seedDemoAccounts(testApp.db);
    expect(first.adminPassword).toMatch(/^Eb-/);
    const counts = await countAccountRows(testApp.db);
    expect(counts).toMatchObject({ users: 2, children: 2, advisers: 1 });

    const token = await signIn(testApp.app, DEMO_PARENT.username, DEMO_PARENT.password);
    const info = envelopeOf(await get(testApp.app, '/api/sso/info', { token })).data as { adviserId: number };
    expect(info).toMatchObject({ username: 'demo.parent', role: 'parent', isFt: false });
    expect(envelopeOf(await get(testApp.app, `/api/ums-adviser/fetch?id=${info.adviserId}`, { token })).data).toMatchObject({ name: 'Grace Lin' });
    expect((envelopeOf(await get(testApp.app, '/api/ddcChild/list', { token })).data as unknown[]).length).toBe(2);
    const adminToken = await signIn(testApp.app, ADMIN_USERNAME, first.adminPassword!);
    expect(envelopeOf(await get(testApp.app, '/api/sso/info', { token: adminToken })).data).toMatchObject({ role: 'admin' });

    const again = await seedDemoAccounts(testApp.db, { adminPassword: 'another-password-123' });
    expect(again).toEqual({});
    expect(await countAccountRows(testApp.db)).toMatchObject({ users: 2, children: 2, advisers: 1 });
  });

  it('uses ADMIN_PASSWORD on a fresh database and then answers no password to print', async () => {
    const fresh = await createAccountsTestApp();
    try {
      expect(await seedDemoAccounts(fresh.db, { adminPassword: 'Operator-Chosen-99' })).toEqual({});
      expect(await signIn(fresh.app, ADMIN_USERNAME, 'Operator-Chosen-99')).toBeTruthy();
    } finally {
      await fresh.close();
    }
  });
});
