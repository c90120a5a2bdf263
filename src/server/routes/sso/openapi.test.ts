import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOfRole } from '../../../../tests/support/factories-consulting.ts';
import { createAccountsTestApp, signedInParent, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';

describe('the OpenAPI document', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  it('describes every account endpoint', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/sso/register',
      '/api/sso/registerForeign',
      '/api/sso/login',
      '/api/sso/logout',
      '/api/sso/info',
      '/api/sso/getAuthCode',
      '/api/sso/resetPassword',
      '/api/sso/updatePassword',
      '/api/sso/updateInfo',
      '/api/sso/teacherProfile',
      '/api/ddcChild/list',
      '/api/ddcChild/detail/{id}',
      '/api/ddcChild/create',
      '/api/ddcChild/update/{id}',
      '/api/ddcChild/delete/{id}',
      '/api/minio/upload',
      '/api/minio/file/{key}',
      '/api/ums-adviser/fetch',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('lists the admin/* paths to staff only', async () => {
    const pathsFor = async (token?: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.statusCode).toBe(200);
      return Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    };
    const adminPaths = (paths: string[]) => paths.filter((path) => path.startsWith('/api/admin/'));
    expect(adminPaths(await pathsFor())).toEqual([]);
    expect(adminPaths(await pathsFor((await signedInParent(testApp.app)).token))).toEqual([]);
    const staffPaths = await pathsFor((await staffOfRole(testApp.app, 'adviser')).token);
    expect(adminPaths(staffPaths).length).toBeGreaterThan(10);
    expect(staffPaths).toContain('/api/sso/login');
  });
});
