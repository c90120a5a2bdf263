import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createPaidOrder, createOrdersTestApp, createProduct, parentWithChild, staffToken } from '../../../../tests/support/factories-orders.ts';
import { addRecord, pdfFile, uploadDocument } from '../../../../tests/support/factories-records.ts';
import { auditOf, memberWithRole } from '../../../../tests/support/factories-staff.ts';
import { samplePdf } from '../../../../tests/support/upload-samples.ts';

/** Issue 31, item 2: a family downloads its own data, and staff can make the same copy for them. */
describe('ddcAccount/export: the family’s data as a ZIP', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  /** A family with a paid order, a record, a feedback thread with a file, and a second child. */
  async function familyWithHistory(childName: string) {
    const parent = await parentWithChild(testApp.app);
    const product = await createProduct(testApp.db, { nameEn: `Number Theory ${childName}`, nameZh: '数论' });
    const order = await createPaidOrder(testApp.app, parent.token, product.id, parent.childId);
    const record = await addRecord(testApp.app, parent.childId, pdfFile(), { titleEn: `Report of ${childName}` });
    const fileKey = await uploadDocument(testApp.app, parent.token, { name: `${childName}-work.pdf`, bytes: samplePdf() });
    const sent = await post(testApp.app, '/api/ddcFeedback/create', { category: 'course', text: `A question from ${childName}'s family`, fileKeys: [fileKey] }, { token: parent.token });
    expect(sent.statusCode, sent.body).toBe(200);
    return { ...parent, order, record };
  }

  async function unzip(response: { statusCode: number; rawPayload: Buffer; body: string }) {
    expect(response.statusCode, response.body).toBe(200);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const json = async (name: string) => JSON.parse(await zip.file(`${name}.json`)!.async('string')) as unknown;
    return { zip, json, names: Object.keys(zip.files).sort() };
  }

  it('holds the family’s profile, children, orders with receipts, records, feedback and files, and nothing of another family', async () => {
    const family = await familyWithHistory('Ada');
    const other = await familyWithHistory('Zeno');

    const response = await testApp.app.inject({ method: 'GET', url: '/api/ddcAccount/export', headers: { authorization: `Bearer ${family.token}`, language: 'cn' } });
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="family-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { zip, json, names } = await unzip(response);

    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'children.json',
        'orders.json',
        'entitlements.json',
        'bookings.json',
        'records.json',
        'assessments.json',
        'requirements.json',
        'feedback.json',
        'waitlist.json',
        'notifications.json',
      ]),
    );
    expect(await zip.file('README.txt')!.async('string')).toContain('您的家庭在学院的数据');
    expect(await json('profile')).toMatchObject({ username: family.username, email: family.email, avatar: null });
    expect(await json('children')).toEqual([expect.objectContaining({ name: 'Ada Chen', birthDate: '2014-05-17', school: 'Riverside Primary' })]);

    const [order] = (await json('orders')) as Array<Record<string, unknown> & { receipts: Array<{ number: string; file: string }> }>;
    expect(order).toMatchObject({ orderSn: family.order.orderSn, status: 1, statusName: 'Paid', payment: expect.objectContaining({ method: 'transfer' }) });
    expect(order.transferProof).toMatch(/^files\/\d+-receipt\.png$/);
    expect(zip.file(order.transferProof as string)).not.toBeNull();
    expect(order.receipts).toHaveLength(1);
    const receiptPdf = await zip.file(order.receipts[0].file)!.async('nodebuffer');
    expect(receiptPdf.subarray(0, 5).toString()).toBe('%PDF-');

    const [record] = (await json('records')) as Array<{ titleEn: string; file: string }>;
    expect(record.titleEn).toBe('Report of Ada');
    expect((await zip.file(record.file)!.async('nodebuffer')).equals(samplePdf())).toBe(true);
    const [thread] = (await json('feedback')) as Array<{ messages: Array<{ from: string; text: string; files: string[] }> }>;
    expect(thread.messages[0]).toMatchObject({ from: 'parent', text: "A question from Ada's family", files: [expect.stringMatching(/^files\/\d+-Ada-work\.pdf$/)] });
    expect(await json('notifications')).toEqual(expect.arrayContaining([expect.objectContaining({ subject: expect.any(String), text: expect.any(String) })]));

    // Nothing secret and nothing of the other family, in any entry.
    const everything = (await Promise.all(names.filter((name) => name.endsWith('.json') || name.endsWith('.txt')).map((name) => zip.file(name)!.async('string')))).join('\n');
    expect(everything).not.toMatch(/scrypt|password|token|idempotency|fingerprint|provider_?payment/i);
    expect(everything).not.toContain(other.username);
    expect(everything).not.toContain('Zeno');
    expect(names.some((name) => name.includes('Zeno'))).toBe(false);
  });

  it('answers 401 without a session, and refuses a sixth copy within the hour', async () => {
    expect((await get(testApp.app, '/api/ddcAccount/export')).statusCode).toBe(401);
    const parent = await parentWithChild(testApp.app);
    for (let copy = 1; copy <= 5; copy += 1) {
      expect((await get(testApp.app, '/api/ddcAccount/export', { token: parent.token })).statusCode).toBe(200);
    }
    const refused = await get(testApp.app, '/api/ddcAccount/export', { token: parent.token, language: 'cn' });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toMatch(/^家庭数据刚刚已多次下载，请 \d+ 分钟后再试$/);
  });

  it('lets staff make the family’s copy, writes it in the audit log, and finds no family behind a staff id', async () => {
    const family = await familyWithHistory('Bea');
    const staff = await staffToken(testApp.app);
    const [{ id: familyId }] = (envelopeOf(await get(testApp.app, `/api/admin/family/list?q=${family.username}`, { token: staff })).data as { list: Array<{ id: number }> }).list;
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/family/export/${familyId}`, headers: { authorization: `Bearer ${staff}` } });
    const { json } = await unzip(response);
    expect(await json('profile')).toMatchObject({ username: family.username });
    expect(await auditOf(testApp.db, 'family', familyId)).toEqual([expect.objectContaining({ action: 'family.export' })]);

    const adviser = await memberWithRole(testApp.app, 'adviser');
    expect((await get(testApp.app, `/api/admin/family/export/${adviser.id}`, { token: staff })).statusCode).toBe(404);
    expect((await get(testApp.app, `/api/admin/family/export/${familyId}`, { token: family.token })).statusCode).toBe(403);
  });
});
