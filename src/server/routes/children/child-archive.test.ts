import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFamilyDetail } from '../../../shared/api/admin-families.ts';
import { academicRecords, auditLog, children, users } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { assessmentBody, createConsultingTestApp, questionnaire } from '../../../../tests/support/factories-consulting.ts';
import { childFor, createOrderFor, createProduct, parentWithChild, requestOrder, staffToken } from '../../../../tests/support/factories-orders.ts';
import { addRecord, pdfFile } from '../../../../tests/support/factories-records.ts';

/**
 * Issue 26, item 11: removing a child that has records, orders or cases archives it. The family
 * no longer sees or picks it; staff keep it and what they made for it, with an entry in the log.
 */
describe('ddcChild/delete of a child with a history', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  const remove = (token: string, childId: number) => post(testApp.app, `/api/ddcChild/delete/${childId}`, undefined, { token });
  const listedChildren = async (token: string) =>
    (envelopeOf(await get(testApp.app, '/api/ddcChild/list', { token })).data as { id: number }[]).map((child) => child.id);
  const userIdOf = async (username: string) => (await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

  it('archives a child with a record: same success, gone from the family’s lists and pickers, kept for staff with a log entry', async () => {
    const parent = await parentWithChild(testApp.app);
    const sibling = await childFor(testApp.app, parent.token, { name: 'Ben Chen' });
    const record = await addRecord(testApp.app, parent.childId, pdfFile());

    const removed = await remove(parent.token, parent.childId);
    expect(envelopeOf(removed)).toEqual({ code: 200, message: 'Operation Successful', data: null });

    const [row] = await testApp.db.select().from(children).where(eq(children.id, parent.childId));
    expect(row.archivedAt?.toISOString()).toBe(testApp.clock().toISOString());
    expect(await testApp.db.$count(academicRecords, eq(academicRecords.id, record.id))).toBe(1);
    expect(await listedChildren(parent.token)).toEqual([sibling]);
    expect((await get(testApp.app, `/api/ddcChild/detail/${parent.childId}`, { token: parent.token })).statusCode).toBe(404);
    expect((await remove(parent.token, parent.childId)).statusCode).toBe(404);
    expect((await post(testApp.app, `/api/ddcChild/update/${parent.childId}`, { name: 'Ada', gender: 'female', birthDate: '2014-05-17', grade: 'G6' }, { token: parent.token })).statusCode).toBe(404);

    // The family still reads the record, under the child's name, and may filter by it.
    const records = envelopeOf(await get(testApp.app, `/api/ddcRecord/list?childId=${parent.childId}`, { token: parent.token })).data as { list: { id: number; childName: string }[] };
    expect(records.list).toMatchObject([{ id: record.id, childName: 'Ada Chen' }]);

    // Nothing new is made for it: an order, an assessment, a requirement or feedback about it.
    const product = await createProduct(testApp.db, { nameEn: 'AMC 10 Foundations', nameZh: 'AMC 10 基础' });
    const ordered = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId });
    expect([ordered.statusCode, envelopeOf(ordered).message]).toEqual([404, 'This child was not found']);
    const booked = await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), parent.childId), { token: parent.token });
    expect(booked.statusCode).toBe(404);
    const asked = await post(testApp.app, '/api/ddcRequirement/create', { childId: parent.childId, questionnaire: questionnaire() }, { token: parent.token });
    expect(asked.statusCode).toBe(404);
    const feedbackSent = await post(testApp.app, '/api/ddcFeedback/create', { category: 'course', text: 'About Ada', childId: parent.childId }, { token: parent.token });
    expect(feedbackSent.statusCode).toBe(404);

    const memberId = await userIdOf(parent.username);
    const family = envelopeOf(await get(testApp.app, `/api/admin/family/detail/${memberId}`, { token: staff })).data as AdminFamilyDetail;
    expect(family.children.map((child) => [child.name, child.archivedTime])).toEqual([
      ['Ada Chen', testApp.clock().toISOString()],
      ['Ben Chen', null],
    ]);
    const audits = await testApp.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'family'), eq(auditLog.entityId, String(memberId))));
    expect(audits).toMatchObject([
      {
        actorId: memberId,
        actorName: parent.username,
        action: 'family.archiveChild',
        before: { archivedChild: null },
        after: { archivedChild: { id: parent.childId, name: 'Ada Chen', archivedAt: testApp.clock().toISOString() } },
      },
    ]);
  });

  it('archives a child with an order, an assessment or a requirement, and deletes one with nothing', async () => {
    const parent = await parentWithChild(testApp.app);
    const product = await createProduct(testApp.db, { nameEn: 'Physics Bowl', nameZh: '物理碗' });
    const withOrder = parent.childId;
    const order = await createOrderFor(testApp.app, parent.token, product.id, withOrder);
    const withAssessment = await childFor(testApp.app, parent.token, { name: 'Ben Chen' });
    expect((await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), withAssessment), { token: parent.token })).statusCode).toBe(200);
    const withRequirement = await childFor(testApp.app, parent.token, { name: 'Cal Chen' });
    expect((await post(testApp.app, '/api/ddcRequirement/create', { childId: withRequirement, questionnaire: questionnaire() }, { token: parent.token })).statusCode).toBe(200);
    const bare = await childFor(testApp.app, parent.token, { name: 'Dee Chen' });

    for (const childId of [withOrder, withAssessment, withRequirement, bare]) expect((await remove(parent.token, childId)).statusCode).toBe(200);
    expect(await listedChildren(parent.token)).toEqual([]);
    const kept = await testApp.db.select({ id: children.id, archivedAt: children.archivedAt }).from(children).where(eq(children.parentId, await userIdOf(parent.username)));
    expect(kept.map((child) => child.id).sort()).toEqual([withOrder, withAssessment, withRequirement].sort());
    expect(kept.every((child) => child.archivedAt !== null)).toBe(true);

    // The order still names its child, for the family and for staff.
    const detail = envelopeOf(await get(testApp.app, `/api/ddcOrder/detail/${order.id}`, { token: parent.token })).data as { childName: string };
    expect(detail.childName).toBe('Ada Chen');
    const audits = await testApp.db.$count(auditLog, eq(auditLog.action, 'family.archiveChild'));
    expect(audits).toBeGreaterThanOrEqual(3);
  });
});
