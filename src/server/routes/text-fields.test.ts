import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  post,
  signedInParent,
  type AccountsTestApp,
} from '../../../tests/support/factories-accounts.ts';
import { createOrderFor, createOrdersTestApp, createProduct, parentWithChild, sendTransferProof, staffToken } from '../../../tests/support/factories-orders.ts';
import { pdfFile, uploadDocument } from '../../../tests/support/factories-records.ts';
import { multipartBody, samplePdf } from '../../../tests/support/upload-samples.ts';
import { findStoredFile } from '../db/repositories/file-repository.ts';
import { academicRecords, auditLog, feedback, feedbackMessages } from '../db/schema.ts';

const ADA = { name: 'Ada', gender: 'female', birthDate: '2014-05-17', grade: 'G6', school: 'Riverside Primary', notes: '' };

/** Names as a family types them, and as an attacker would. */
describe('names and file names are cleaned', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  /** Sent as raw JSON, so that escapes like a lone surrogate reach the server as they are. */
  const postRaw = (url: string, json: string, token: string, language: 'en' | 'cn' = 'en') =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload: json,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, language },
    });

  it.each([
    ['only zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF', 'Please use visible characters, not only blank or invisible ones'],
    ['only a Hangul filler and soft hyphens', '\u3164\u00AD\u00AD', 'Please use visible characters, not only blank or invisible ones'],
    ['a right-to-left override', 'Ada\u202Enoj', 'This text contains characters that are not allowed'],
    ['a bidi isolate', '\u2067Ada\u2069', 'This text contains characters that are not allowed'],
  ])('refuses a child name made of %s, naming the field', async (_, name, message) => {
    const parent = await signedInParent(testApp.app);
    const response = await post(testApp.app, '/api/ddcChild/create', { ...ADA, name }, { token: parent.token });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).data).toEqual({ fields: [{ field: 'name', message }] });
  });

  it('refuses a nickname of invisible characters, in Chinese too', async () => {
    const parent = await signedInParent(testApp.app);
    const response = await post(testApp.app, '/api/sso/updateInfo', { nickname: '\u200B\u200B' }, { token: parent.token, language: 'cn' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).data).toEqual({ fields: [{ field: 'nickname', message: '请输入可见的字符，不能只有空白或不可见字符' }] });
  });

  it('refuses a lone surrogate instead of storing U+FFFD in its place', async () => {
    const parent = await signedInParent(testApp.app);
    for (const name of ['Ada\\uD800', '\\uDC00Ada', 'A\\uDBFFda']) {
      const response = await postRaw('/api/ddcChild/create', JSON.stringify({ ...ADA, name: 'X' }).replace('"X"', `"${name}"`), parent.token);
      expect(response.statusCode, name).toBe(400);
      expect(envelopeOf(response).data).toEqual({ fields: [{ field: 'name', message: 'This text contains characters that are not allowed' }] });
    }
    const notes = await postRaw('/api/ddcChild/create', JSON.stringify({ ...ADA, notes: 'X' }).replace('"X"', '"likes \\uD83D"'), parent.token);
    expect(notes.statusCode).toBe(400);
  });

  it('keeps names in any script, with joiners inside emoji and scripts that need them', async () => {
    const parent = await signedInParent(testApp.app);
    for (const name of ['王小明', 'Zoë', 'محمد', '👩‍👧', 'क्‍ष']) {
      const response = await post(testApp.app, '/api/ddcChild/create', { ...ADA, name }, { token: parent.token });
      expect(response.statusCode, name).toBe(200);
      expect((envelopeOf(response).data as { name: string }).name).toBe(name);
    }
  });

  it('cleans control and bidi characters out of an uploaded file name', async () => {
    const parent = await signedInParent(testApp.app);
    const body = multipartBody({ name: 'invoice\u202Eexe.\u2066pdf\u0007.pdf', bytes: samplePdf() });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/minio/upload',
      headers: { 'content-type': body.contentType, authorization: `Bearer ${parent.token}`, language: 'en' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const data = envelopeOf(response).data as { key: string; name: string };
    expect(data.name).toBe('invoiceexe.pdf.pdf');
    expect((await findStoredFile(testApp.db, data.key))?.originalName).toBe('invoiceexe.pdf.pdf');
  });
});

/**
 * Issue 26, item 6: on PostgreSQL a NUL in these fields was a 500, and a lone surrogate in a staff
 * answer broke its audit record. Each is now a 400 naming the field, and nothing is written.
 */
describe('NUL and lone surrogates in the texts of feedback, records and rejections', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  let parent: Awaited<ReturnType<typeof parentWithChild>>;
  let threadId: number;
  let orderUnderReview: number;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    staff = await staffToken(testApp.app);
    parent = await parentWithChild(testApp.app);
    threadId = (envelopeOf(await post(testApp.app, '/api/ddcFeedback/create', { category: 'course', text: 'Hello' }, { token: parent.token })).data as { id: number }).id;
    const order = await createOrderFor(testApp.app, parent.token, (await createProduct(testApp.db, {})).id, parent.childId);
    orderUnderReview = (await sendTransferProof(testApp.app, parent.token, order.id)).id;
  });
  afterAll(() => testApp.close());

  /** The JSON escapes (`\u0000`, `\ud800`) reach the server as the characters themselves. */
  const postEscaped = (url: string, json: string, token: string) =>
    testApp.app.inject({ method: 'POST', url, payload: json, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, language: 'en' } });
  const footprint = async () => ({
    feedback: await testApp.db.$count(feedback),
    messages: await testApp.db.$count(feedbackMessages),
    records: await testApp.db.$count(academicRecords),
    audits: await testApp.db.$count(auditLog),
  });

  it.each([
    ['NUL', '\\u0000'],
    ['a lone high surrogate', '\\ud800'],
    ['a lone low surrogate', '\\udc00'],
    ['a bell', '\\u0007'],
  ])('refuses %s in every one of them with a 400 naming the field', async (_, escape) => {
    const fileKey = await uploadDocument(testApp.app, staff, pdfFile());
    const text = `"Hello ${escape} there"`;
    const cases = [
      ['/api/ddcFeedback/create', `{"category":"course","text":${text}}`, parent.token, 'text'],
      [`/api/ddcFeedback/reply/${threadId}`, `{"text":${text}}`, parent.token, 'text'],
      [`/api/admin/feedback/answer/${threadId}`, `{"text":${text}}`, staff, 'text'],
      ['/api/admin/record/create', `{"childId":${parent.childId},"kind":"report","titleEn":${text},"fileKey":"${fileKey}"}`, staff, 'titleEn'],
      ['/api/admin/record/create', `{"childId":${parent.childId},"kind":"report","titleEn":"Report","term":${text},"fileKey":"${fileKey}"}`, staff, 'term'],
      [`/api/admin/order/rejectTransfer/${orderUnderReview}`, `{"reason":${text}}`, staff, 'reason'],
    ] as const;
    const before = await footprint();
    for (const [url, json, token, field] of cases) {
      const response = await postEscaped(url, json, token);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(envelopeOf(response).data).toEqual({ fields: [{ field, message: 'This text contains characters that are not allowed' }] });
    }
    expect(await footprint()).toEqual(before);
  });

  it('keeps tabs and line breaks in a text block, and emoji made of surrogate pairs', async () => {
    const response = await post(testApp.app, `/api/ddcFeedback/reply/${threadId}`, { text: 'Line one\n\tLine two 👩‍👧\r\nEnd' }, { token: parent.token });
    expect(response.statusCode, response.body).toBe(200);
  });
});
