import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  post,
  readOutbox,
  signedInParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { multipartBody, samplePdf } from '../../../../tests/support/upload-samples.ts';
import { filesDirectoryOf, incomingDirectoryOf } from '../../adapters/storage/local-file-storage.ts';
import { RateLimitPolicies } from '../../domain/rate-limit.ts';

const KiB = 1024;
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** A PDF by its first bytes, then `size` bytes in all of noise: every byte must come back as it was. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

describe('uploads received into temporary files, within bounds on the bytes in flight', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({
      env: {
        UPLOAD_MAX_BYTES: String(4 * 1024 * KiB),
        ANONYMOUS_UPLOAD_MAX_BYTES: String(64 * KiB),
        UPLOAD_BYTES_IN_FLIGHT: String(300 * KiB),
        UPLOAD_BYTES_IN_FLIGHT_PER_ADDRESS: String(200 * KiB),
        UPLOAD_BYTES_PER_MEMBER_PER_DAY: String(4 * 1024 * KiB),
      },
    });
  });
  afterAll(() => testApp.close());

  const incoming = () => readdir(incomingDirectoryOf(testApp.dataDir)).catch(() => [] as string[]);
  const send = (bytes: Buffer, options: { token?: string; purpose?: string; ip?: string; language?: 'en' | 'cn' } = {}) => {
    const body = multipartBody({ name: 'report.pdf', bytes });
    return testApp.app.inject({
      method: 'POST',
      url: `/api/minio/upload?purpose=${options.purpose ?? 'document'}`,
      remoteAddress: options.ip ?? '203.0.113.20',
      headers: {
        'content-type': body.contentType,
        language: options.language ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: body.payload,
    });
  };

  /**
   * An upload whose last bytes are held back until `finish()`, as a slow connection sends it; with
   * `declared`, its Content-Length is sent, otherwise its body has no length.
   */
  function heldUpload(bytes: Buffer, options: { token: string; ip: string; declared: boolean }) {
    const body = multipartBody({ name: 'slow.pdf', bytes });
    const stream = new PassThrough();
    const cut = body.payload.length - 100;
    stream.write(body.payload.subarray(0, cut));
    const answer = testApp.app.inject({
      method: 'POST',
      url: '/api/minio/upload',
      remoteAddress: options.ip,
      headers: {
        'content-type': body.contentType,
        authorization: `Bearer ${options.token}`,
        ...(options.declared ? { 'content-length': String(body.payload.length) } : {}),
      },
      payload: stream,
    });
    return { answer, finish: () => stream.end(body.payload.subarray(cut)) };
  }
  async function until(check: () => boolean) {
    for (let tries = 0; !check(); tries += 1) {
      if (tries > 500) throw new Error('gave up waiting');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const inFlightFrom = (ip: string) => testApp.app.uploadsInFlight.inFlight().byAddress[ip] ?? 0;

  it('stores the exact bytes, private (files 0600, folders 0700), and keeps no temporary file', async () => {
    const parent = await signedInParent(testApp.app);
    const bytes = pdfOf(3 * 1024 * KiB + 17);
    const response = await send(bytes, { token: parent.token, ip: '203.0.113.21' });
    expect(response.statusCode).toBe(200);
    const data = envelopeOf(response).data as { key: string; url: string; size: number; mime: string };
    expect(data).toMatchObject({ size: bytes.length, mime: 'application/pdf' });

    const served = await testApp.app.inject({ method: 'GET', url: data.url, headers: { authorization: `Bearer ${parent.token}` } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const files = filesDirectoryOf(testApp.dataDir);
    expect(await modeOf(path.join(files, data.key.slice(0, 2), data.key))).toBe(0o600);
    expect(await modeOf(path.join(files, data.key.slice(0, 2)))).toBe(0o700);
    expect(await modeOf(files)).toBe(0o700);
    expect(await modeOf(incomingDirectoryOf(testApp.dataDir))).toBe(0o700);
    expect(await incoming()).toEqual([]);
    expect(testApp.app.uploadsInFlight.inFlight()).toEqual({ total: 0, byAddress: {} });
  });

  it('answers 503 with Retry-After past the bound per address and in all, while a slow upload holds bytes', async () => {
    const parent = await signedInParent(testApp.app);
    const slowBytes = pdfOf(150 * KiB);
    const slow = heldUpload(slowBytes, { token: parent.token, ip: '203.0.113.30', declared: true });
    // Its declared length counts before a byte of it is read.
    await until(() => inFlightFrom('203.0.113.30') > 150 * KiB);

    const sameAddress = await send(pdfOf(100 * KiB), { token: parent.token, ip: '203.0.113.30' });
    expect(sameAddress.statusCode).toBe(503);
    expect(sameAddress.headers['retry-after']).toBe('10');
    expect(envelopeOf(sameAddress)).toMatchObject({ code: 503, message: 'Many files are being uploaded right now, please try again in 10 seconds' });
    const inChinese = await send(pdfOf(100 * KiB), { token: parent.token, ip: '203.0.113.30', language: 'cn' });
    expect(envelopeOf(inChinese).message).toBe('当前上传的文件较多，请 10 秒后再试');

    // Another address has room of its own, within the bound in all...
    expect((await send(pdfOf(100 * KiB), { token: parent.token, ip: '203.0.113.31' })).statusCode).toBe(200);
    // ...until the bytes of every address together would pass it.
    const overAll = await send(pdfOf(200 * KiB), { token: parent.token, ip: '203.0.113.32' });
    expect(overAll.statusCode).toBe(503);
    expect(overAll.headers['retry-after']).toBe('10');

    slow.finish();
    const finished = await slow.answer;
    expect(finished.statusCode).toBe(200);
    const { url } = envelopeOf(finished).data as { url: string };
    const served = await testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${parent.token}` } });
    expect(served.rawPayload.equals(slowBytes)).toBe(true);
    expect(testApp.app.uploadsInFlight.inFlight()).toEqual({ total: 0, byAddress: {} });
    expect((await send(pdfOf(100 * KiB), { token: parent.token, ip: '203.0.113.30' })).statusCode).toBe(200);
    expect(await incoming()).toEqual([]);
  });

  it('bounds a body without a length by the bytes it has sent', async () => {
    const parent = await signedInParent(testApp.app);
    const slow = heldUpload(pdfOf(190 * KiB), { token: parent.token, ip: '203.0.113.40', declared: false });
    await until(() => inFlightFrom('203.0.113.40') > 150 * KiB);

    const refused = await send(pdfOf(60 * KiB), { token: parent.token, ip: '203.0.113.40' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');

    slow.finish();
    expect((await slow.answer).statusCode).toBe(200);
    expect(testApp.app.uploadsInFlight.inFlight().total).toBe(0);
  });

  it('removes the temporary file of every refused upload: too large, of a refused type, over the day’s budget', async () => {
    const parent = await signedInParent(testApp.app);
    const expectRefused = async (response: Awaited<ReturnType<typeof send>>, status: number, message: string) => {
      expect(response.statusCode).toBe(status);
      expect(envelopeOf(response).message).toBe(message);
      expect(await incoming()).toEqual([]);
      expect(testApp.app.uploadsInFlight.inFlight().total).toBe(0);
    };
    // Read until the limit (the declared length leaves room for the form), and refused when read.
    await expectRefused(await send(pdfOf(4 * 1024 * KiB + 1), { token: parent.token }), 413, 'The file is larger than 4MB');
    // Declared far larger than the limit: refused before it is read.
    await expectRefused(await send(pdfOf(5 * 1024 * KiB), { token: parent.token }), 413, 'The file is larger than 4MB');
    await expectRefused(
      await send(Buffer.from('<html><script>alert(1)</script></html>'.repeat(100)), { token: parent.token }),
      415,
      'This type of file is not accepted here. Accepted: PDF, DOCX, DOC, XLSX, XLS, PPTX, PPT, PNG, JPG, WEBP',
    );
    for (let index = 0; index < 4; index += 1) expect((await send(pdfOf(1000 * KiB), { token: parent.token })).statusCode).toBe(200);
    await expectRefused(
      await send(pdfOf(1000 * KiB), { token: parent.token }),
      429,
      'You have used up your upload allowance for today, please try again in 1440 minutes',
    );
  });

  it('lets a visitor send smaller files than a member (413), and fewer of them an hour (429)', async () => {
    const visitor = '203.0.113.50';
    const tooLarge = await send(pdfOf(80 * KiB), { purpose: 'application', ip: '203.0.113.51', language: 'cn' });
    expect(tooLarge.statusCode).toBe(413);
    expect(envelopeOf(tooLarge).message).toBe('文件大小超过 64KB');
    expect(await incoming()).toEqual([]);
    const parent = await signedInParent(testApp.app);
    expect((await send(pdfOf(80 * KiB), { purpose: 'application', ip: visitor, token: parent.token })).statusCode).toBe(200);

    const { limit } = RateLimitPolicies.applicationUploadPerAddress;
    expect(limit).toBeLessThanOrEqual(12);
    for (let index = 0; index < limit; index += 1) {
      expect((await send(samplePdf(), { purpose: 'application', ip: visitor })).statusCode).toBe(200);
    }
    const tooMany = await send(samplePdf(), { purpose: 'application', ip: visitor, language: 'cn' });
    expect(tooMany.statusCode).toBe(429);
    expect(envelopeOf(tooMany).message).toBe('上传文件过于频繁，请 60 分钟后再试');
    // Members count per member, not per address: one behind the same address is unaffected.
    expect((await send(samplePdf(), { purpose: 'application', ip: visitor, token: parent.token })).statusCode).toBe(200);
  });

  it('writes mail into a private outbox: the folder 0700, each message 0600', async () => {
    const parent = await signedInParent(testApp.app);
    expect((await post(testApp.app, '/api/sso/getAuthCode', { email: parent.email })).statusCode).toBe(200);
    const messages = await readOutbox(testApp.dataDir);
    expect(messages.length).toBeGreaterThan(0);
    const outbox = path.join(testApp.dataDir, 'outbox');
    expect(await modeOf(outbox)).toBe(0o700);
    for (const message of messages) expect(await modeOf(path.join(outbox, message.file))).toBe(0o600);
  });
});
