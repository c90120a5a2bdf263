import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfoDto } from '../../../shared/api/accounts.ts';
import { users } from '../../db/schema.ts';
import { call, createAccountsTestApp, get, GOOD_PASSWORD, post, signIn, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { memberWithRole } from '../../../../tests/support/factories-staff.ts';

const NEW_PASSWORD = 'Lantern-Quay-2027!';
/** Ids that exist nowhere, so that no write of the walk could change a thing even if it passed. */
const ABSENT_ID = '2147483646';

/**
 * Issue 26, item 8: a member of staff whose password is still the seeded or staff-made one gets
 * 403 `passwordChangeRequired` on EVERY `admin/*` route (collected as the app registers them),
 * while the calls that change the password, read their own info and sign out keep working.
 */
describe('staff who must change their password open nothing of the back office', () => {
  const routes: { method: 'GET' | 'POST'; url: string }[] = [];
  let testApp: AccountsTestApp;

  beforeAll(async () => {
    testApp = await createAccountsTestApp({
      onRoute: (route) => {
        if (!route.url.startsWith('/api/admin/')) return;
        for (const method of [route.method].flat()) {
          if (method === 'GET' || method === 'POST') routes.push({ method, url: route.url.replace(/:\w+/g, ABSENT_ID) });
        }
      },
    });
  });
  afterAll(() => testApp.close());

  for (const role of ['admin', 'adviser'] as const) {
    it(`answers 403 passwordChangeRequired to a flagged ${role} on every admin route, in their language`, async () => {
      const staff = await memberWithRole(testApp.app, role);
      await testApp.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, staff.id));
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        const response = await call(testApp.app, route.method, route.url, route.method === 'POST' ? {} : undefined, { token: staff.token, language: 'cn' });
        // An adviser still gets the plain 403 on the areas its role never opens.
        if (response.json().message === '您没有权限执行此操作') {
          expect(role, `${route.method} ${route.url}`).toBe('adviser');
          continue;
        }
        expect(response.json(), `${role} ${route.method} ${route.url}`).toEqual({ code: 403, message: '请先设置新密码，再使用后台', data: { reason: 'passwordChangeRequired' } });
        expect(response.statusCode).toBe(403);
      }
    });
  }

  it('lets a flagged member read its info, change the password and sign out; then the back office opens', async () => {
    const staff = await memberWithRole(testApp.app, 'admin');
    await testApp.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, staff.id));
    const info = await get(testApp.app, '/api/sso/info', { token: staff.token });
    expect(info.statusCode).toBe(200);
    expect((info.json().data as UserInfoDto).mustChangePassword).toBe(true);
    const refused = await get(testApp.app, '/api/admin/staff/list', { token: staff.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please choose a new password before using the back office');

    const changed = await post(testApp.app, '/api/sso/updatePassword', { oldPassword: GOOD_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { token: staff.token });
    expect(changed.statusCode).toBe(200);
    expect((await get(testApp.app, '/api/admin/staff/list', { token: staff.token })).statusCode).toBe(200);
    expect((await post(testApp.app, '/api/sso/logout', undefined, { token: staff.token })).statusCode).toBe(200);

    const again = await signIn(testApp.app, staff.username, NEW_PASSWORD);
    expect((await get(testApp.app, '/api/admin/dashboard/summary', { token: again })).statusCode).toBe(200);
  });

  it('lets a flagged member sign out before changing anything', async () => {
    const staff = await memberWithRole(testApp.app, 'adviser');
    await testApp.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, staff.id));
    expect((await post(testApp.app, '/api/sso/logout', undefined, { token: staff.token })).statusCode).toBe(200);
    expect((await get(testApp.app, '/api/sso/info', { token: staff.token })).statusCode).toBe(401);
  });
});
