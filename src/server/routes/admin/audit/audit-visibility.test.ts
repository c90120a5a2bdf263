import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '../../../../shared/api/admin-audit.ts';
import { get, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, parentWithChild } from '../../../../../tests/support/factories-orders.ts';
import { expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

/**
 * Issue 26, item 10: D24 keeps the catalogue, the content and staff accounts from advisers, and so
 * does the audit log: an adviser's list, its filters and its CSV hold only the entries of the
 * areas an adviser may open. Admins read all of it.
 */
describe('admin/audit/list by role', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let adviser: Awaited<ReturnType<typeof memberWithRole>>;
  let staffId: number;
  let courseSystemId: number;
  let familyId: number;

  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    [admin, adviser] = await Promise.all([memberWithRole(testApp.app, 'admin'), memberWithRole(testApp.app, 'adviser')]);
    // Admin-only areas: a new member of staff (with an e-mail address) and a catalogue change.
    staffId = (await expectOk<{ id: number }>(testApp.app, 'POST', '/api/admin/staff/create', { username: 'hidden.hire', email: 'hidden.hire@example.com', role: 'admin', adviser: null }, { token: admin.token })).id;
    courseSystemId = (await expectOk<{ id: number }>(testApp.app, 'POST', '/api/admin/courseSystem/create', { nameEn: 'Secret Olympiad Track' }, { token: admin.token })).id;
    // An adviser's area: a family disabled.
    const parent = await parentWithChild(testApp.app);
    familyId = (await expectOk<{ list: { id: number }[] }>(testApp.app, 'GET', `/api/admin/family/list?q=${parent.username}`, undefined, { token: admin.token })).list[0].id;
    await expectOk(testApp.app, 'POST', `/api/admin/family/disable/${familyId}`, { note: 'Duplicate account' }, { token: admin.token });
  });
  afterAll(() => testApp.close());

  const auditAs = (token: string, query = '') => expectOk<AuditList>(testApp.app, 'GET', `/api/admin/audit/list${query}`, undefined, { token });

  it('shows an adviser only the entries of an adviser’s areas, whatever the filters', async () => {
    const all = await auditAs(adviser.token, '?pageSize=100');
    expect(all.list.map((entry) => entry.action)).toEqual(['family.disable']);
    expect(all.total).toBe(1);
    for (const query of [
      '?entityType=staff',
      `?entityType=staff&entityId=${staffId}`,
      `?entityType=courseSystem&entityId=${courseSystemId}`,
      '?q=staff.create',
      '?q=courseSystem',
      `?actorId=${admin.id}&entityType=courseSystem`,
    ]) {
      expect(await auditAs(adviser.token, query), query).toEqual({ total: 0, list: [] });
    }
    expect((await auditAs(adviser.token, `?actorId=${admin.id}`)).list.map((entry) => entry.entityId)).toEqual([String(familyId)]);
  });

  it('leaves them out of an adviser’s CSV export too', async () => {
    const csv = await get(testApp.app, '/api/admin/audit/list?format=csv', { token: adviser.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('family.disable');
    for (const hidden of ['staff.create', 'hidden.hire', 'courseSystem.create', 'Secret Olympiad Track']) expect(csv.body).not.toContain(hidden);
  });

  it('shows an admin every entry, in the list and the CSV', async () => {
    const all = await auditAs(admin.token, '?pageSize=100');
    expect(all.list.map((entry) => entry.action).sort()).toEqual(['courseSystem.create', 'family.disable', 'staff.create']);
    expect((await auditAs(admin.token, `?entityType=staff&entityId=${staffId}`)).list[0]).toMatchObject({ action: 'staff.create', after: { email: 'hidden.hire@example.com' } });
    const csv = await get(testApp.app, '/api/admin/audit/list?format=csv', { token: admin.token });
    for (const shown of ['staff.create', 'hidden.hire@example.com', 'courseSystem.create', 'family.disable']) expect(csv.body).toContain(shown);
  });
});
