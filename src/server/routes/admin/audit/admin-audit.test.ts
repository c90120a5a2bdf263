import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '../../../../shared/api/admin-audit.ts';
import type { DashboardSummary } from '../../../../shared/api/admin-dashboard.ts';
import { get, seedAdviser, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { createOrderFor, createOrdersTestApp, createProduct, parentWithChild, sendTransferProof } from '../../../../../tests/support/factories-orders.ts';
import { localDayKey } from '../../../domain/catalogue/academy-time.ts';
import { expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

describe('admin/audit and admin/dashboard', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let adviser: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
    adviser = await memberWithRole(testApp.app, 'adviser');
  });
  afterAll(() => testApp.close());

  const audit = (query: string) => expectOk<AuditList>(testApp.app, 'GET', `/api/admin/audit/list${query}`, undefined, { token: adviser.token });

  it('searches the log by text, record, staff member and day, newest first', async () => {
    const parent = await parentWithChild(testApp.app);
    const family = (await expectOk<{ list: { id: number }[] }>(testApp.app, 'GET', `/api/admin/family/list?q=${parent.username}`, undefined, { token: admin.token })).list[0];
    const card = await seedAdviser(testApp.db);
    await expectOk(testApp.app, 'POST', `/api/admin/family/assignAdviser/${family.id}`, { adviserId: card.id }, { token: admin.token });
    await expectOk(testApp.app, 'POST', `/api/admin/family/disable/${family.id}`, { note: 'Duplicate account' }, { token: adviser.token });

    const history = await audit(`?entityType=family&entityId=${family.id}`);
    expect(history.total).toBe(2);
    expect(history.list.map((entry) => entry.action)).toEqual(['family.disable', 'family.assignAdviser']);
    expect(history.list[1]).toMatchObject({ actorId: admin.id, actorName: admin.username, before: { adviserId: null }, after: { adviserId: card.id } });
    expect((await audit('?q=duplicate account')).list.map((entry) => entry.entityId)).toEqual([String(family.id)]);
    expect((await audit(`?actorId=${adviser.id}&entityType=family`)).total).toBe(1);
    // The log is stamped by the database's clock; days are counted in the academy's time zone.
    const today = localDayKey(new Date(), testApp.app.env.ACADEMY_TIME_ZONE);
    const tomorrow = localDayKey(new Date(Date.now() + 24 * 3600 * 1000), testApp.app.env.ACADEMY_TIME_ZONE);
    expect((await audit(`?entityId=${family.id}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await audit(`?entityId=${family.id}&from=${tomorrow}`)).total).toBe(0);
    expect((await audit(`?entityId=${family.id}&to=2020-01-01`)).total).toBe(0);
    expect((await audit(`?entityId=${family.id}&pageSize=1&pageNum=2`)).list.map((entry) => entry.action)).toEqual(['family.assignAdviser']);
    const csv = await get(testApp.app, `/api/admin/audit/list?entityId=${family.id}&format=csv`, { token: admin.token });
    expect(csv.body).toContain('family.disable');
    expect((await get(testApp.app, '/api/admin/audit/list?from=2026-02-30', { token: admin.token })).statusCode).toBe(400);
  });

  it('counts the work waiting, only for the areas the caller may open', async () => {
    const before = await expectOk<DashboardSummary>(testApp.app, 'GET', '/api/admin/dashboard/summary', undefined, { token: admin.token });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, (await createProduct(testApp.db, { stock: 3 })).id, parent.childId);
    await sendTransferProof(testApp.app, parent.token, order.id);
    const after = await expectOk<DashboardSummary>(testApp.app, 'GET', '/api/admin/dashboard/summary', undefined, { token: admin.token });
    expect(after.waiting).toEqual({ ...before.waiting, transfersToReview: (before.waiting.transfersToReview ?? 0) + 1 });
    expect(Object.keys(after.waiting).sort()).toEqual([
      'applicationsToReview',
      'assessmentsToMove',
      'coursesToDecide',
      'feedbackToAnswer',
      'mailsFailed',
      'refundsToPay',
      'requirementsToMove',
      'transfersToReview',
    ]);
    // Advisers do not review teacher applications (D24).
    const forAdviser = await expectOk<DashboardSummary>(testApp.app, 'GET', '/api/admin/dashboard/summary', undefined, { token: adviser.token });
    expect(Object.keys(forAdviser.waiting).sort()).toEqual(['assessmentsToMove', 'coursesToDecide', 'feedbackToAnswer', 'mailsFailed', 'refundsToPay', 'requirementsToMove', 'transfersToReview']);
  });

  it('counts feedback waiting for an answer until staff mark it processed', async () => {
    const summary = async () => (await expectOk<DashboardSummary>(testApp.app, 'GET', '/api/admin/dashboard/summary', undefined, { token: adviser.token })).waiting;
    const before = (await summary()).feedbackToAnswer ?? 0;
    const parent = await parentWithChild(testApp.app);
    const thread = await expectOk<{ id: number }>(testApp.app, 'POST', '/api/ddcFeedback/create', { category: 'schedule', text: 'Could the class start later?' }, { token: parent.token });
    expect((await summary()).feedbackToAnswer).toBe(before + 1);
    // An answer that leaves the thread processing keeps it in the queue.
    await expectOk(testApp.app, 'POST', `/api/admin/feedback/answer/${thread.id}`, { text: 'We are asking the teacher.', markProcessed: false }, { token: adviser.token });
    expect((await summary()).feedbackToAnswer).toBe(before + 1);
    await expectOk(testApp.app, 'POST', `/api/admin/feedback/answer/${thread.id}`, { text: 'It starts at 10:00 from next week.' }, { token: adviser.token });
    expect((await summary()).feedbackToAnswer).toBe(before);
  });
});
