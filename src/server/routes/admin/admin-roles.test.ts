import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AREAS, type StaffArea } from '../../../shared/api/staff.ts';
import { call, createAccountsTestApp, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { memberWithRole } from '../../../../tests/support/factories-staff.ts';

/**
 * The role matrix over EVERY registered `admin/*` route (D24), collected as the app registers
 * them, so that a route added later is covered without touching this file: a visitor gets 401,
 * a parent or a teacher 403, an adviser 403 on the admin-only areas only, an admin never 403.
 * A new resource names its area in RESOURCE_AREAS below, or this test fails and says so.
 */
const RESOURCE_AREAS: Record<string, StaffArea> = {
  dashboard: 'dashboard',
  order: 'orders',
  entitlement: 'orders',
  waitlist: 'orders',
  courseDecision: 'orders',
  courseMove: 'orders',
  family: 'families',
  class: 'classes',
  teacherThread: 'classes',
  progressReport: 'classes',
  record: 'records',
  feedback: 'feedback',
  assessment: 'assessments',
  requirement: 'requirements',
  teacherApplication: 'teacherApplications',
  product: 'catalogue',
  timetable: 'catalogue',
  courseSystem: 'catalogue',
  dictionary: 'catalogue',
  content: 'content',
  faculty: 'content',
  article: 'content',
  news: 'content',
  home: 'content',
  staff: 'staff',
  audit: 'audit',
  notification: 'notifications',
};

/** Ids that exist nowhere, so that no admin write of the walk changes a thing. */
const ABSENT_ID = '2147483646';

interface AdminRoute {
  method: 'GET' | 'POST';
  url: string;
  area: StaffArea;
}

describe('every admin route checks the role on the server (D24)', () => {
  const routes: AdminRoute[] = [];
  let testApp: AccountsTestApp;
  let tokens: Record<'parent' | 'teacher' | 'adviser' | 'admin', string>;

  beforeAll(async () => {
    testApp = await createAccountsTestApp({
      onRoute: (route) => {
        if (!route.url.startsWith('/api/admin/')) return;
        const resource = route.url.split('/')[3];
        for (const method of [route.method].flat()) {
          if (method !== 'GET' && method !== 'POST') continue;
          routes.push({ method, url: route.url.replace(/:\w+/g, ABSENT_ID), area: RESOURCE_AREAS[resource] });
        }
      },
    });
    const [parent, teacher, adviser, admin] = await Promise.all(
      (['parent', 'teacher', 'adviser', 'admin'] as const).map((role) => memberWithRole(testApp.app, role)),
    );
    tokens = { parent: parent.token, teacher: teacher.token, adviser: adviser.token, admin: admin.token };
  });
  afterAll(() => testApp.close());

  it('finds the routes, each of a known area', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(route.area, `${route.url}: add its resource to RESOURCE_AREAS`).toBeDefined();
  });

  it('answers 401 to visitors and 403 to parents and teachers, in their language', async () => {
    for (const route of routes) {
      const anonymous = await call(testApp.app, route.method, route.url, route.method === 'POST' ? {} : undefined);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const role of ['parent', 'teacher'] as const) {
        const response = await call(testApp.app, route.method, route.url, route.method === 'POST' ? {} : undefined, { token: tokens[role], language: 'cn' });
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({ code: 403, message: '您没有权限执行此操作', data: null });
      }
    }
  });

  it('lets advisers into their areas only, and admins into all', async () => {
    for (const route of routes) {
      const adviserMay = (STAFF_AREAS[route.area] as readonly string[]).includes('adviser');
      const asAdviser = await call(testApp.app, route.method, route.url, route.method === 'POST' ? {} : undefined, { token: tokens.adviser });
      if (adviserMay) expect([401, 403], `adviser ${route.method} ${route.url}`).not.toContain(asAdviser.statusCode);
      else expect(asAdviser.statusCode, `adviser ${route.method} ${route.url}`).toBe(403);
      const asAdmin = await call(testApp.app, route.method, route.url, route.method === 'POST' ? {} : undefined, { token: tokens.admin });
      expect([401, 403], `admin ${route.method} ${route.url}`).not.toContain(asAdmin.statusCode);
      expect(asAdmin.statusCode, `admin ${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
