import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordList, RecordOpenDto } from '../../../shared/api/records.ts';
import { auditLog, storedFiles } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { childFor, createOrdersTestApp, parentWithChild, staffToken } from '../../../../tests/support/factories-orders.ts';
import { addRecord, docxFile, pdfFile, uploadDocument } from '../../../../tests/support/factories-records.ts';
import { samplePdf } from '../../../../tests/support/upload-samples.ts';

/** Academic records: staff add them, parents list and open them through short-lived signed links. */
describe('records and their signed links', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  const listOf = async (token: string, query = '', language: 'en' | 'cn' = 'en') => {
    const response = await get(testApp.app, `/api/ddcRecord/list${query}`, { token, language });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf(response).data as RecordList;
  };
  const open = async (token: string, id: number) => {
    const response = await get(testApp.app, `/api/ddcRecord/open/${id}`, { token });
    return { status: response.statusCode, data: envelopeOf(response).data as RecordOpenDto };
  };

  it('lists a family’s records newest first by child and kind, and opens PDFs inline and docx as a preview', async () => {
    const parent = await parentWithChild(testApp.app);
    const sibling = await childFor(testApp.app, parent.token, { name: 'Leo Chen' });
    const report = await addRecord(testApp.app, parent.childId, await docxFile());
    testApp.clock.advanceSeconds(60);
    const transcript = await addRecord(testApp.app, parent.childId, pdfFile(), { kind: 'transcript', titleEn: 'Transcript', titleZh: '成绩单' });
    testApp.clock.advanceSeconds(60);
    await addRecord(testApp.app, sibling, pdfFile(), { kind: 'certificate', titleEn: 'Certificate', titleZh: '' });

    const all = await listOf(parent.token, '', 'cn');
    expect(all.total).toBe(3);
    expect(all.list.map((record) => record.title)).toEqual(['Certificate', '成绩单', '学期报告']);
    expect(all.list[1]).toEqual({
      id: transcript.id,
      childId: parent.childId,
      childName: 'Ada Chen',
      kind: 'transcript',
      term: '2026 Autumn',
      title: '成绩单',
      file: { name: 'autumn-transcript.pdf', size: samplePdf().length, mime: 'application/pdf' },
      createTime: expect.any(String),
    });
    expect((await listOf(parent.token, `?childId=${parent.childId}`)).total).toBe(2);
    expect((await listOf(parent.token, `?childId=${parent.childId}&kind=report`)).list.map((record) => record.id)).toEqual([report.id]);

    const pdf = await open(parent.token, transcript.id);
    expect(pdf).toMatchObject({ status: 200, data: { viewer: 'inline', name: 'autumn-transcript.pdf', mime: 'application/pdf' } });
    const served = await testApp.app.inject({ method: 'GET', url: pdf.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(served.rawPayload.equals(samplePdf())).toBe(true);

    const docx = await open(parent.token, report.id);
    expect(docx.data.viewer).toBe('preview');
    const docxBytes = await testApp.app.inject({ method: 'GET', url: docx.data.url, headers: { authorization: `Bearer ${parent.token}` } });
    expect(docxBytes.statusCode).toBe(200);
    expect(docxBytes.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses another parent: their record, their session on a link, and a link that ran out or was altered', async () => {
    const owner = await parentWithChild(testApp.app);
    const stranger = await parentWithChild(testApp.app);
    const record = await addRecord(testApp.app, owner.childId, pdfFile());
    expect((await open(stranger.token, record.id)).status).toBe(404);
    expect((await listOf(stranger.token)).total).toBe(0);
    expect((await get(testApp.app, `/api/ddcRecord/list?childId=${owner.childId}`, { token: stranger.token })).statusCode).toBe(404);

    const { data } = await open(owner.token, record.id);
    const asStranger = await testApp.app.inject({ method: 'GET', url: data.url, headers: { authorization: `Bearer ${stranger.token}`, language: 'en' } });
    expect(asStranger.statusCode).toBe(404);
    expect(envelopeOf(asStranger).message).toBe('This record was not found');
    const [, , , signature] = data.url.split('/').at(-1)!.split('.');
    const otherRecord = await addRecord(testApp.app, owner.childId, pdfFile());
    const forged = data.url.replace(`/${record.id}.`, `/${otherRecord.id}.`);
    expect((await testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect(signature).toHaveLength(43);

    testApp.clock.advanceSeconds(5 * 60 + 1);
    const expired = await testApp.app.inject({ method: 'GET', url: data.url, headers: { language: 'cn' } });
    expect(expired.statusCode).toBe(404);
    expect(envelopeOf(expired).message).toBe('链接已过期，请重新打开档案');
  });

  it('uses the online office viewer when one is set', async () => {
    const viewerApp = await createOrdersTestApp({ env: { OFFICE_VIEWER_URL: 'https://viewer.example.com/view?src=', PUBLIC_URL: 'https://portal.example.com' } });
    try {
      const parent = await parentWithChild(viewerApp.app);
      const record = await addRecord(viewerApp.app, parent.childId, await docxFile());
      const response = await get(viewerApp.app, `/api/ddcRecord/open/${record.id}`, { token: parent.token });
      const opened = envelopeOf(response).data as RecordOpenDto;
      expect(opened.viewer).toBe('office');
      expect(opened.url).toMatch(/^https:\/\/viewer\.example\.com\/view\?src=https%3A%2F%2Fportal\.example\.com%2Fapi%2FddcRecord%2Ffile%2F/);
    } finally {
      await viewerApp.close();
    }
  });

  it('lets staff add a record only with their own fresh upload, audited; parents cannot', async () => {
    const parent = await parentWithChild(testApp.app);
    const staff = await staffToken(testApp.app);
    const parentsFile = await uploadDocument(testApp.app, parent.token, pdfFile());
    const body = { childId: parent.childId, kind: 'report', term: '', titleEn: 'Report', titleZh: '', fileKey: parentsFile };
    expect((await post(testApp.app, '/api/admin/record/create', body, { token: parent.token })).statusCode).toBe(403);
    const refused = await post(testApp.app, '/api/admin/record/create', body, { token: staff });
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf(refused).message).toBe('Please upload the record’s file again');
    expect((await post(testApp.app, '/api/admin/record/create', { ...body, titleEn: ' ' }, { token: staff })).statusCode).toBe(400);
    expect((await post(testApp.app, '/api/admin/record/create', { ...body, childId: 2_000_000_000, fileKey: await uploadDocument(testApp.app, staff, pdfFile()) }, { token: staff })).statusCode).toBe(404);

    const record = await addRecord(testApp.app, parent.childId, pdfFile());
    const [audit] = await testApp.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'record'), eq(auditLog.entityId, String(record.id))));
    expect(audit).toMatchObject({ action: 'record.create', entityType: 'record', before: null });
    const files = await testApp.db.select({ purpose: storedFiles.purpose }).from(storedFiles).where(eq(storedFiles.key, parentsFile));
    expect(files[0].purpose).toBe('document');
  });
});
