import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFamilyDetail, AdminFamilyList } from '../../../shared/api/admin-families.ts';
import type { UserInfoDto } from '../../../shared/api/accounts.ts';
import { eraseDueAccounts } from '../../domain/family-data/account-deletion.ts';
import { children, feedback, notifications, orders, payments, receipts, storedFiles, users } from '../../db/schema.ts';
import { envelopeOf, filesOnDisk, get, GOOD_PASSWORD, lastMailTo, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrderFor, createOrdersTestApp, createPaidOrder, createProduct, newStaffToken, parentWithChild } from '../../../../tests/support/factories-orders.ts';
import { addRecord, pdfFile, uploadDocument } from '../../../../tests/support/factories-records.ts';
import { auditOf, expectOk } from '../../../../tests/support/factories-staff.ts';
import { samplePdf } from '../../../../tests/support/upload-samples.ts';

const DAY = 86_400;

/** Issue 31, item 2: a family asks for deletion; after 14 days, unless withdrawn, its personal data is erased and its financial records kept. */
describe('ddcAccount/delete: erasure after a grace period', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  const sweep = () => eraseDueAccounts({ db: testApp.db, storage: testApp.app.fileStorage, now: testApp.clock(), timeZone: 'Asia/Shanghai' });
  const userOf = async (username: string) => (await testApp.db.select().from(users).where(eq(users.username, username)))[0];

  it('erases the family’s personal data and files after 14 days, keeping its orders, payment, receipt and transfer proof', async () => {
    const parent = await parentWithChild(testApp.app);
    const product = await createProduct(testApp.db, { nameEn: 'Logic Circle' });
    const order = await createPaidOrder(testApp.app, parent.token, product.id, parent.childId);
    await addRecord(testApp.app, parent.childId, pdfFile());
    const attachment = await uploadDocument(testApp.app, parent.token, { name: 'essay.pdf', bytes: samplePdf() });
    await post(testApp.app, '/api/ddcFeedback/create', { category: 'course', text: 'A question', fileKeys: [attachment] }, { token: parent.token });
    const { id } = await userOf(parent.username);
    const [{ transferProofFileId }] = await testApp.db.select({ transferProofFileId: orders.transferProofFileId }).from(orders).where(eq(orders.id, order.id));
    const [proof] = await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, transferProofFileId!));

    const wrong = await post(testApp.app, '/api/ddcAccount/delete', { password: 'not-the-password' }, { token: parent.token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('password');
    const asked = await post(testApp.app, '/api/ddcAccount/delete', { password: GOOD_PASSWORD }, { token: parent.token, language: 'cn' });
    expect(asked.statusCode, asked.body).toBe(200);
    const due = new Date(testApp.clock().getTime() + 14 * DAY * 1000).toISOString();
    expect(asked.json()).toEqual({ code: 200, message: '您的账户将在 14 天后删除，期间可随时撤回', data: { deletionDueTime: due } });
    expect((envelopeOf(await get(testApp.app, '/api/sso/info', { token: parent.token })).data as UserInfoDto).deletionDueTime).toBe(due);
    expect((await lastMailTo(testApp.dataDir, parent.email))?.subject).toMatch(/^Your account will be deleted on /);

    testApp.clock.advanceSeconds(14 * DAY - 60);
    expect(await sweep()).toEqual({ erased: 0, withdrawn: 0 });
    const filesBefore = await filesOnDisk(testApp.dataDir);
    expect(filesBefore).toContain(attachment);
    testApp.clock.advanceSeconds(120);
    expect(await sweep()).toEqual({ erased: 1, withdrawn: 0 });

    const [erased] = await testApp.db.select().from(users).where(eq(users.id, id));
    expect(erased).toMatchObject({ username: `erased-${id}`, email: `erased-${id}@erased.invalid`, nickname: '', icon: '', erasedAt: testApp.clock(), disabledAt: testApp.clock() });
    expect(await testApp.db.$count(children, eq(children.parentId, id))).toBe(0);
    expect(await testApp.db.$count(feedback, eq(feedback.memberId, id))).toBe(0);
    const [kept] = await testApp.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ memberId: id, orderSn: order.orderSn, childName: '', payAmount: order.payAmount });
    expect(await testApp.db.$count(payments, eq(payments.orderId, order.id))).toBe(1);
    expect(await testApp.db.$count(receipts, eq(receipts.orderId, order.id))).toBe(1);
    const filesAfter = await filesOnDisk(testApp.dataDir);
    expect(filesAfter).not.toContain(attachment);
    expect(filesAfter).toContain(proof.key);
    expect(await auditOf(testApp.db, 'family', id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'family.erase', actorName: 'system', after: expect.objectContaining({ children: 1, feedback: 1 }) })]),
    );
    // Nobody signs in as the account again, by its old name or its new one.
    for (const username of [parent.username, `erased-${id}`]) {
      expect((await post(testApp.app, '/api/sso/login', { username, password: GOOD_PASSWORD })).json().code).not.toBe(200);
    }
    expect((await get(testApp.app, '/api/sso/info', { token: parent.token })).statusCode).toBe(401);
  });

  it('refuses while an order is unpaid, naming what is open, and withdraws at the due date if something opened meanwhile', async () => {
    const parent = await parentWithChild(testApp.app);
    const product = await createProduct(testApp.db, { nameEn: 'Open Order Course' });
    const open = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    const refused = await post(testApp.app, '/api/ddcAccount/delete', { password: GOOD_PASSWORD }, { token: parent.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Before the account can be deleted/), data: { blockers: ['openOrders'] } });
    expect((await userOf(parent.username)).deletionRequestedAt).toBeNull();

    await post(testApp.app, `/api/ddcOrder/cancel/${open.id}`, undefined, { token: parent.token });
    expect((await post(testApp.app, '/api/ddcAccount/delete', { password: GOOD_PASSWORD }, { token: parent.token })).statusCode).toBe(200);
    await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    testApp.clock.advanceSeconds(15 * DAY);
    expect(await sweep()).toMatchObject({ withdrawn: 1 });
    const row = await userOf(parent.username);
    expect(row).toMatchObject({ deletionRequestedAt: null, erasedAt: null });
    // The sweep tells the family in the same transaction; the delivery worker mails it later.
    const [told] = await testApp.db.select().from(notifications).where(and(eq(notifications.userId, row.id), eq(notifications.kind, 'accountDeletion'))).orderBy(desc(notifications.id)).limit(1);
    expect(told.content.en.text).toContain('still had an open order');
  });

  it('lets the family withdraw, and staff ask or withdraw for the family, audited, and the sweep then leaves the account as it is', async () => {
    const parent = await parentWithChild(testApp.app);
    await post(testApp.app, '/api/ddcAccount/delete', { password: GOOD_PASSWORD }, { token: parent.token });
    const withdrawn = await post(testApp.app, '/api/ddcAccount/delete/cancel', {}, { token: parent.token });
    expect(withdrawn.json()).toEqual({ code: 200, message: 'Your account will not be deleted', data: { deletionDueTime: null } });
    expect((await lastMailTo(testApp.dataDir, parent.email))?.subject).toBe('Your account will not be deleted');

    const staff = await newStaffToken(testApp.app);
    const [{ id }] = (await expectOk<AdminFamilyList>(testApp.app, 'GET', `/api/admin/family/list?q=${parent.username}`, undefined, { token: staff })).list;
    const asked = await expectOk<AdminFamilyDetail>(testApp.app, 'POST', `/api/admin/family/delete/${id}`, {}, { token: staff });
    expect(asked.deletionDueTime).toBe(new Date(testApp.clock().getTime() + 14 * DAY * 1000).toISOString());
    const back = await expectOk<AdminFamilyDetail>(testApp.app, 'POST', `/api/admin/family/delete/cancel/${id}`, {}, { token: staff });
    expect(back.deletionDueTime).toBeNull();
    expect((await auditOf(testApp.db, 'family', id)).map((entry) => entry.action)).toEqual(['family.requestDeletion', 'family.withdrawDeletion']);
    expect((await post(testApp.app, `/api/admin/family/delete/${id}`, {}, { token: parent.token })).statusCode).toBe(403);
    expect((await post(testApp.app, '/api/ddcAccount/delete', { password: GOOD_PASSWORD })).statusCode).toBe(401);
    testApp.clock.advanceSeconds(15 * DAY);
    expect(await sweep()).toEqual({ erased: 0, withdrawn: 0 });
    expect((await userOf(parent.username)).erasedAt).toBeNull();
  });
});
