import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFamilyDetail, AdminFamilyList, AdviserOption } from '../../../../shared/api/admin-families.ts';
import { createAccountsTestApp, envelopeOf, get, GOOD_PASSWORD, post, seedAdviser, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { childFor, parentWithChild } from '../../../../../tests/support/factories-orders.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

describe('admin/family: parents with their children, orders and entitlements', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let adviser: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
    adviser = await memberWithRole(testApp.app, 'adviser');
  });
  afterAll(() => testApp.close());

  const families = (query: string) => expectOk<AdminFamilyList>(testApp.app, 'GET', `/api/admin/family/list${query}`, undefined, { token: adviser.token });

  it('lists parents only, found by name, e-mail or child, with their counts', async () => {
    const parent = await parentWithChild(testApp.app);
    await childFor(testApp.app, parent.token, { name: 'Ottoline Park' });
    const found = await families('?q=ottoline');
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({ username: parent.username, email: parent.email, childCount: 2, orderCount: 0, disabled: false, adviser: null });
    expect((await families(`?q=${parent.email}`)).total).toBe(1);
    // Staff are not families.
    expect((await families(`?q=${admin.username}`)).total).toBe(0);
    expect((await families('?disabled=true')).list.map((family) => family.id)).not.toContain(found.list[0].id);
    const detail = await expectOk<AdminFamilyDetail>(testApp.app, 'GET', `/api/admin/family/detail/${found.list[0].id}`, undefined, { token: adviser.token });
    expect(detail.children.map((child) => child.name)).toEqual(['Ada Chen', 'Ottoline Park']);
    expect(detail).toMatchObject({ orders: [], entitlements: [], language: 'en' });
    expect(JSON.stringify(detail)).not.toMatch(/password|scrypt|token/i);
    expect((await get(testApp.app, `/api/admin/family/detail/${admin.id}`, { token: adviser.token })).json()).toEqual({ code: 404, message: 'This family was not found', data: null });
  });

  it('assigns an adviser, whose card the parent then sees, and logs the change', async () => {
    const parent = await parentWithChild(testApp.app);
    const card = await seedAdviser(testApp.db);
    const [{ id: familyId }] = (await families(`?q=${parent.username}`)).list;
    const options = await expectOk<AdviserOption[]>(testApp.app, 'GET', '/api/admin/family/advisers', undefined, { token: adviser.token, language: 'cn' });
    expect(options).toContainEqual({ id: card.id, name: '林老师', title: '资深顾问', email: 'grace@example.com' });

    const assigned = await expectOk<AdminFamilyDetail>(testApp.app, 'POST', `/api/admin/family/assignAdviser/${familyId}`, { adviserId: card.id }, { token: adviser.token });
    expect(assigned.adviser).toEqual({ id: card.id, name: 'Grace Lin' });
    const info = envelopeOf(await get(testApp.app, '/api/sso/info', { token: parent.token })).data as { adviserId: number };
    expect(info.adviserId).toBe(card.id);
    const home = await get(testApp.app, `/api/ums-adviser/fetch?id=${card.id}`, { token: parent.token });
    expect(home.json()).toMatchObject({ code: 200, data: { name: 'Grace Lin' } });
    expect(await auditOf(testApp.db, 'family', familyId)).toEqual([
      expect.objectContaining({ actorId: adviser.id, action: 'family.assignAdviser', before: { adviserId: null }, after: { adviserId: card.id } }),
    ]);
    expect((await families(`?adviserId=${card.id}`)).list.map((family) => family.id)).toContain(familyId);

    const unknown = await post(testApp.app, `/api/admin/family/assignAdviser/${familyId}`, { adviserId: 2147483600 }, { token: adviser.token });
    expect(unknown.json()).toEqual({ code: 404, message: 'This adviser was not found', data: null });
    await expectOk(testApp.app, 'POST', `/api/admin/family/assignAdviser/${familyId}`, { adviserId: null }, { token: adviser.token });
    expect((await auditOf(testApp.db, 'family', familyId)).at(-1)).toMatchObject({ before: { adviserId: card.id }, after: { adviserId: null } });
  });

  it('disables an account: its sessions end, sign-in is refused with a clear message; re-enabling lets it in', async () => {
    const parent = await parentWithChild(testApp.app);
    const [{ id: familyId }] = (await families(`?q=${parent.username}`)).list;
    const disabled = await expectOk<AdminFamilyDetail>(testApp.app, 'POST', `/api/admin/family/disable/${familyId}`, { note: 'Chargeback' }, { token: admin.token });
    expect(disabled.disabled).toBe(true);
    expect((await get(testApp.app, '/api/sso/info', { token: parent.token })).statusCode).toBe(401);
    const refused = await post(testApp.app, '/api/sso/login', { username: parent.username, password: GOOD_PASSWORD }, { language: 'cn' });
    expect(refused.json()).toEqual({ code: 403, message: '该账号已被停用。如有疑问，请联系学院。', data: null });
    const wrong = await post(testApp.app, '/api/sso/login', { username: parent.username, password: 'Not-The-Password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect((await families('?disabled=true')).list.map((family) => family.id)).toContain(familyId);

    await expectOk(testApp.app, 'POST', `/api/admin/family/enable/${familyId}`, undefined, { token: admin.token });
    expect((await post(testApp.app, '/api/sso/login', { username: parent.username, password: GOOD_PASSWORD })).statusCode).toBe(200);
    const log = await auditOf(testApp.db, 'family', familyId);
    expect(log.map((entry) => entry.action)).toEqual(['family.disable', 'family.enable']);
    expect(log[0]).toMatchObject({ before: { disabledAt: null }, after: { disabledAt: testApp.clock().toISOString() }, note: 'Chargeback' });
    expect(log[1]).toMatchObject({ before: { disabledAt: testApp.clock().toISOString() }, after: { disabledAt: null } });
    // Staff accounts are not a family's to disable.
    expect((await post(testApp.app, `/api/admin/family/disable/${admin.id}`, undefined, { token: adviser.token })).statusCode).toBe(404);
  });
});
