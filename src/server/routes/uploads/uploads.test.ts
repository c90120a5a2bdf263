import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countAccountRows,
  createAccountsTestApp,
  envelopeOf,
  filesOnDisk,
  signedInParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { multipartBody, sampleCfb, samplePdf, samplePng } from '../../../../tests/support/upload-samples.ts';
import { findStoredFile } from '../../db/repositories/file-repository.ts';
import { users } from '../../db/schema.ts';

const LIMIT = 64 * 1024;
/** Fewer than the default 12, to show the setting is what counts. */
const APPLICATION_UPLOADS = 3;

describe('minio/upload and minio/file', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({ env: { UPLOAD_MAX_BYTES: String(LIMIT), APPLICATION_UPLOADS_PER_ADDRESS_PER_HOUR: String(APPLICATION_UPLOADS) } });
  });
  afterAll(() => testApp.close());

  function upload(file: Parameters<typeof multipartBody>[0], options: { token?: string; purpose?: string; language?: 'en' | 'cn' } = {}) {
    const body = multipartBody(file);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/minio/upload${options.purpose ? `?purpose=${options.purpose}` : ''}`,
      remoteAddress: '203.0.113.5',
      headers: {
        'content-type': body.contentType,
        language: options.language ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: body.payload,
    });
  }
  const fetchFile = (url: string, token?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('stores an avatar under a server key, detected as PNG whatever the name says, readable by all', async () => {
    const parent = await signedInParent(testApp.app);
    const bytes = samplePng();
    const response = await upload({ name: '../../me.jpeg', bytes, type: 'text/html' }, { token: parent.token, purpose: 'avatar' });
    expect(response.statusCode).toBe(200);
    const data = envelopeOf(response).data as { key: string; url: string; name: string; size: number; mime: string };
    expect(data).toEqual({
      key: expect.stringMatching(/^[a-f0-9]{32}\.png$/),
      url: `/api/minio/file/${data.key}`,
      name: 'me.jpeg',
      size: bytes.length,
      mime: 'image/png',
    });
    expect(await filesOnDisk(testApp.dataDir)).toContain(data.key);

    const served = await fetchFile(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('public');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('keeps a document private to its owner and staff; others get 404', async () => {
    const owner = await signedInParent(testApp.app);
    const stranger = await signedInParent(testApp.app);
    const staff = await signedInParent(testApp.app);
    await testApp.db.update(users).set({ role: 'admin' }).where(eq(users.username, staff.username));

    const response = await upload({ name: '成绩单.pdf', bytes: samplePdf() }, { token: owner.token });
    const data = envelopeOf(response).data as { key: string; url: string; mime: string };
    expect(data.mime).toBe('application/pdf');
    expect((await findStoredFile(testApp.db, data.key))?.purpose).toBe('document');

    expect((await fetchFile(data.url)).statusCode).toBe(404);
    expect((await fetchFile(data.url, stranger.token)).statusCode).toBe(404);
    const own = await fetchFile(data.url, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`inline; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('成绩单.pdf')}`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(String(own.headers['content-security-policy']).split(';')).toContain('sandbox');
    expect(own.headers['content-security-policy']).toContain("object-src 'none'");
    expect((await fetchFile(data.url, staff.token)).statusCode).toBe(200);
  });

  it('names a legacy Office file by its extension and serves it as an attachment', async () => {
    const parent = await signedInParent(testApp.app);
    const response = await upload({ name: 'cv.doc', bytes: sampleCfb() }, { token: parent.token });
    const data = envelopeOf(response).data as { url: string; mime: string };
    expect(data.mime).toBe('application/msword');
    expect((await fetchFile(data.url, parent.token)).headers['content-disposition']).toMatch(/^attachment; /);
    expect((await upload({ name: 'setup.msi', bytes: sampleCfb() }, { token: parent.token })).statusCode).toBe(415);
  });

  it('lets a visitor upload an application document only; such documents belong to nobody until claimed', async () => {
    const response = await upload({ name: 'cv.pdf', bytes: samplePdf() });
    expect(response.statusCode).toBe(200);
    const data = envelopeOf(response).data as { key: string; url: string };
    expect(await findStoredFile(testApp.db, data.key)).toMatchObject({ purpose: 'application', ownerId: null });
    expect((await fetchFile(data.url)).statusCode).toBe(404);
    const parent = await signedInParent(testApp.app);
    const signedIn = envelopeOf(await upload({ name: 'cv.pdf', bytes: samplePdf() }, { token: parent.token, purpose: 'application' })).data as { key: string };
    expect(await findStoredFile(testApp.db, signedIn.key)).toMatchObject({ purpose: 'application', ownerId: null });
    for (const purpose of ['avatar', 'document']) {
      const refused = await upload({ name: 'a.png', bytes: samplePng() }, { purpose });
      expect(refused.statusCode).toBe(401);
    }
  });

  describe('a bad upload stores nothing', () => {
    async function expectNothingStored(send: () => Promise<{ statusCode: number; json(): unknown }>, status: number, message: string) {
      const rowsBefore = await countAccountRows(testApp.db);
      const filesBefore = await filesOnDisk(testApp.dataDir);
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code: status, message });
      expect((await countAccountRows(testApp.db)).storedFiles).toBe(rowsBefore.storedFiles);
      expect(await filesOnDisk(testApp.dataDir)).toEqual(filesBefore);
    }
    let token: string;
    beforeAll(async () => {
      token = (await signedInParent(testApp.app)).token;
    });

    it('refuses an oversize file with 413', async () => {
      await expectNothingStored(
        () => upload({ name: 'big.png', bytes: samplePng(LIMIT) }, { token, purpose: 'avatar' }),
        413,
        'The file is larger than 64KB',
      );
    });

    it('refuses text that calls itself a PNG with 415, in Chinese too', async () => {
      await expectNothingStored(
        () => upload({ name: 'photo.png', bytes: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png' }, { token, purpose: 'avatar', language: 'cn' }),
        415,
        '不支持该文件类型。支持：PNG, JPG, WEBP',
      );
    });

    it('refuses a PDF as an avatar with 415', async () => {
      await expectNothingStored(
        () => upload({ name: 'face.pdf', bytes: samplePdf() }, { token, purpose: 'avatar' }),
        415,
        'This type of file is not accepted here. Accepted: PNG, JPG, WEBP',
      );
    });

    it('refuses an executable and an empty file with 415', async () => {
      await expectNothingStored(() => upload({ name: 'cv.pdf', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) }, { token }), 415, 'This type of file is not accepted here. Accepted: PDF, DOCX, DOC, XLSX, XLS, PPTX, PPT, PNG, JPG, WEBP');
      await expectNothingStored(() => upload({ name: 'cv.pdf', bytes: Buffer.alloc(0) }, { token }), 415, 'This type of file is not accepted here. Accepted: PDF, DOCX, DOC, XLSX, XLS, PPTX, PPT, PNG, JPG, WEBP');
    });

    it('refuses a body that is not multipart with 415, and a form without a file with 400', async () => {
      await expectNothingStored(
        () => testApp.app.inject({ method: 'POST', url: '/api/minio/upload', headers: { authorization: `Bearer ${token}` }, payload: { file: 'x' } }),
        415,
        'This content type is not supported',
      );
      const empty = multipartBody({ name: 'x', bytes: Buffer.from('x') }, {});
      const fieldOnly = Buffer.from(empty.payload.toString('latin1').replace(/; filename="x"\r\nContent-Type: application\/octet-stream/, ''), 'latin1');
      await expectNothingStored(
        () => testApp.app.inject({ method: 'POST', url: '/api/minio/upload', headers: { authorization: `Bearer ${token}`, 'content-type': empty.contentType }, payload: fieldOnly }),
        400,
        'Please choose a file to upload',
      );
    });
  });

  it('limits application documents per address, as APPLICATION_UPLOADS_PER_ADDRESS_PER_HOUR says', async () => {
    const send = (ip: string) => {
      const body = multipartBody({ name: 'cv.pdf', bytes: samplePdf() });
      return testApp.app.inject({
        method: 'POST',
        url: '/api/minio/upload?purpose=application',
        remoteAddress: ip,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    for (let index = 0; index < APPLICATION_UPLOADS; index += 1) {
      expect((await send('192.0.2.44')).statusCode).toBe(200);
    }
    const refused = await send('192.0.2.44');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, message: 'Too many files uploaded, please try again in 60 minutes' });
    expect((await send('192.0.2.45')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown key and 400 for a key the server cannot have made', async () => {
    expect((await fetchFile(`/api/minio/file/${'a'.repeat(32)}.png`)).statusCode).toBe(404);
    expect((await fetchFile('/api/minio/file/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});
