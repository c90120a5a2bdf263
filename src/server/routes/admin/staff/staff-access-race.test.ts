import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaffRole } from '../../../../shared/api/staff.ts';
import { users } from '../../../db/schema.ts';
import { setAccountAccess } from '../../../domain/accounts/account-access.ts';
import { memberOf } from '../../../domain/accounts/member.ts';
import { createAccountsTestApp, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { memberWithRole } from '../../../../../tests/support/factories-staff.ts';

const ROUNDS = 5;

/**
 * Issue 26, item 7: two admins who disable each other at the same moment, as real concurrent
 * requests. Before, one try in three left both disabled and the others ended in a deadlock 500.
 */
describe('two admins disabling each other at once', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  it(`lets exactly one win, with no 500, and leaves an admin enabled (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second] = await Promise.all([memberWithRole(testApp.app, 'admin'), memberWithRole(testApp.app, 'admin')]);
      const answers = await Promise.all([
        post(testApp.app, `/api/admin/staff/disable/${second.id}`, { note: 'race' }, { token: first.token }),
        post(testApp.app, `/api/admin/staff/disable/${first.id}`, { note: 'race' }, { token: second.token }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200), `round ${round}: ${answers.map((answer) => answer.body).join(' | ')}`).toHaveLength(1);
      const loser = answers.find((answer) => answer.statusCode !== 200)!;
      // Refused under the lock (403), or already signed out by the winner (401).
      expect([401, 403]).toContain(loser.statusCode);
      if (loser.statusCode === 403) expect(loser.json().message).toBe('This account has been disabled. Please contact the academy if you think this is a mistake.');
      const rows = await testApp.db.select({ id: users.id, disabledAt: users.disabledAt }).from(users).where(inArray(users.id, [first.id, second.id]));
      expect(rows.filter((row) => row.disabledAt === null), `round ${round}`).toHaveLength(1);
    }
  });

  it('refuses, under the lock, an admin disabled after its session was checked (403)', async () => {
    // What the losing request of a race holds: the member its session resolved to, a moment ago.
    const [first, second] = await Promise.all([memberWithRole(testApp.app, 'admin'), memberWithRole(testApp.app, 'admin')]);
    const rowsOf = async () => Object.fromEntries((await testApp.db.select().from(users).where(inArray(users.id, [first.id, second.id]))).map((row) => [row.id, row]));
    const before = await rowsOf();
    const change = (userId: number) => ({ userId, disabled: true, note: '', accepts: (user: { role: typeof before[number]['role'] }) => isStaffRole(user.role), entityType: 'staff' as const, now: new Date() });
    await setAccountAccess(testApp.db, memberOf(before[first.id]), change(second.id));
    await expect(setAccountAccess(testApp.db, memberOf(before[second.id]), change(first.id))).rejects.toMatchObject({ status: 403, messageKey: 'accountDisabled' });
    const after = await rowsOf();
    expect(after[first.id].disabledAt).toBeNull();
    expect(after[second.id].disabledAt).not.toBeNull();
  });

  it('never disables the last enabled admin (409 lastEnabledAdmin)', async () => {
    const [admin] = await testApp.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    // Every other admin is disabled: only a member who is not an admin could be acting now.
    await testApp.db.update(users).set({ disabledAt: new Date() }).where(eq(users.role, 'admin'));
    await testApp.db.update(users).set({ disabledAt: null }).where(eq(users.id, admin.id));
    const adviser = await memberWithRole(testApp.app, 'adviser');
    const [adviserRow] = await testApp.db.select().from(users).where(eq(users.id, adviser.id));
    const change = { userId: admin.id, disabled: true, note: '', accepts: (user: { role: typeof admin.role }) => isStaffRole(user.role), entityType: 'staff' as const, now: new Date() };
    await expect(setAccountAccess(testApp.db, memberOf(adviserRow), change)).rejects.toMatchObject({ status: 409, messageKey: 'lastEnabledAdmin' });
    const [still] = await testApp.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, admin.id));
    expect(still.disabledAt).toBeNull();
  });
});
