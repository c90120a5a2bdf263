import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  post,
  signedInParent,
  type AccountsTestApp,
} from '../../../tests/support/factories-accounts.ts';
import { multipartBody, samplePdf } from '../../../tests/support/upload-samples.ts';
import { findStoredFile } from '../db/repositories/file-repository.ts';

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
