import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../../shared/api/public-content.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { LogLines } from '../../../../tests/support/log-lines.ts';
import { createLogger } from '../../logger.ts';
import { createProduct, createProductCategories, setSiteText } from '../../../../tests/support/factories.ts';

describe('public reads are cached with ETags', () => {
  let testApp: TestApp;
  const inject = (options: { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> }) =>
    testApp.app.inject({
      method: options.method,
      url: options.url,
      headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    await createProductCategories(testApp.database.db);
    await setSiteText(testApp.database.db, 'home.intro.title', 'Welcome', '欢迎');
    await createProduct(testApp.database.db, { position: 5, nameEn: 'Existing course' });
  });
  afterAll(() => testApp.close());

  it('sends an ETag and answers a matching If-None-Match with an empty 304', async () => {
    const first = await inject({ method: 'GET', url: '/api/home/content' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.vary).toContain('Language');

    const revalidated = await inject({ method: 'GET', url: '/api/home/content', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const stale = await inject({ method: 'GET', url: '/api/home/content', headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('keeps languages apart', async () => {
    const english = await inject({ method: 'GET', url: '/api/home/content' });
    const chinese = await inject({ method: 'GET', url: '/api/home/content', headers: { language: 'cn' } });
    expect(chinese.headers.etag).not.toBe(english.headers.etag);
    expect(chinese.json().data.ddcContent.title).toBe('欢迎');
    const crossed = await inject({
      method: 'GET',
      url: '/api/home/content',
      headers: { language: 'cn', 'if-none-match': english.headers.etag as string },
    });
    expect(crossed.statusCode).toBe(200);
  });

  it('caches POST reads per body, and answers the changed data after invalidation', async () => {
    const listNames = async () => {
      const response = await inject({ method: 'POST', url: '/api/ddcProduct/productList', body: { pageSize: 5 } });
      return { etag: response.headers.etag as string, names: (response.json().data.list as ProductDto[]).map((product) => product.name) };
    };
    const before = await listNames();
    expect(before.names).toEqual(['Existing course']);
    expect(
      (await inject({ method: 'POST', url: '/api/ddcProduct/productList', body: { pageSize: 5 }, headers: { 'if-none-match': before.etag } }))
        .statusCode,
    ).toBe(304);

    await createProduct(testApp.database.db, { position: 1, nameEn: 'Brand-new course' });
    // Within the cache's lifetime the answer is still the cached one ...
    expect(await listNames()).toEqual(before);

    // ... until a write invalidates it.
    testApp.app.publicCache.invalidate();
    const after = await listNames();
    expect(after.names).toEqual(['Brand-new course', 'Existing course']);
    expect(after.etag).not.toBe(before.etag);
    const revalidated = await inject({
      method: 'POST',
      url: '/api/ddcProduct/productList',
      body: { pageSize: 5 },
      headers: { 'if-none-match': before.etag },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('answers a repeated request from the cache, and still refuses what the schema refuses', async () => {
    const body = { pageSize: 6, pageNum: 1 };
    const first = await inject({ method: 'POST', url: '/api/ddcProduct/productList', body });
    expect(first.statusCode).toBe(200);
    const repeated = await inject({ method: 'POST', url: '/api/ddcProduct/productList', body });
    expect(repeated.statusCode).toBe(200);
    expect([repeated.headers.etag, repeated.body]).toEqual([first.headers.etag, first.body]);
    expect((await inject({ method: 'POST', url: '/api/ddcProduct/productList', body, headers: { language: 'cn' } })).headers.etag).not.toBe(
      first.headers.etag,
    );

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await inject({ method: 'POST', url: '/api/ddcProduct/productList', body: { ...body, pageSize: -1 } });
      expect(refused.statusCode).toBe(400);
    }
    const otherRoute = await inject({ method: 'POST', url: '/api/cms/ddc-course/month', body });
    expect(otherRoute.statusCode).toBe(400);
  });

  it('never caches an error', async () => {
    const missing = await inject({ method: 'POST', url: '/api/ddcProduct/detail/424242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    await createProduct(testApp.database.db, { id: 424242, nameEn: 'Late arrival' });
    const found = await inject({ method: 'POST', url: '/api/ddcProduct/detail/424242' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.name).toBe('Late arrival');
  });

  it('keys on the parsed query: ignored fields, the order of keys and the spelling of numbers make no new entry', async () => {
    const first = await inject({ method: 'POST', url: '/api/ddcProduct/productList', body: { pageSize: 7, pageNum: 1 } });
    const entries = testApp.app.publicCache.size;
    const bytes = testApp.app.publicCache.bytes;
    const padded = await inject({
      method: 'POST',
      url: '/api/ddcProduct/productList',
      body: { total: 'x'.repeat(3000), pageNum: '1', notAFilter: 'y'.repeat(500), pageSize: '7' },
    });
    expect(padded.statusCode).toBe(200);
    expect(padded.headers.etag).toBe(first.headers.etag);
    expect([testApp.app.publicCache.size, testApp.app.publicCache.bytes]).toEqual([entries, bytes]);

    // A read without a body schema keys on nothing the caller sends.
    const systems = await inject({ method: 'POST', url: '/api/ddcProduct/courseSystemAll', body: { any: 'thing' } });
    const systemsAgain = await inject({ method: 'POST', url: '/api/ddcProduct/courseSystemAll', body: { other: 'x'.repeat(2000) } });
    expect(systemsAgain.headers.etag).toBe(systems.headers.etag);
    expect(testApp.app.publicCache.size).toBe(entries + 1);
  });

  it('refuses a public read body over 4 KB unread, in the caller’s language', async () => {
    const bigBody = { pageSize: 5, total: 'x'.repeat(4 * 1024) };
    for (const url of ['/api/ddcProduct/productList', '/api/ddcProduct/courseSystemAll', '/api/ddcProduct/detail/1', '/api/cms/ddc-course/month']) {
      const refused = await inject({ method: 'POST', url, body: bigBody });
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ code: 413, message: 'The request is too large', data: null });
    }
    const chinese = await inject({ method: 'POST', url: '/api/ddcProduct/productList', body: bigBody, headers: { language: 'cn' } });
    expect(chinese.json()).toMatchObject({ code: 413, message: '请求内容过大' });
  });
});

describe('the public-read cache under many different queries', () => {
  it('stays within PUBLIC_CACHE_MAX_MB, keeping the answers read last', { timeout: 120_000 }, async () => {
    const small = await createTestApp({ seed: false, env: { PUBLIC_CACHE_MAX_MB: '1' } });
    try {
      await createProductCategories(small.database.db);
      // Ten courses with long names: every page of 10 to 40 holds all ten, about 40 KB.
      for (let n = 0; n < 10; n += 1) {
        await createProduct(small.database.db, { nameEn: `Course ${n} ${'with a long name '.repeat(240)}` });
      }
      const read = (pageSize: number) =>
        small.app.inject({ method: 'POST', url: '/api/ddcProduct/productList', headers: { 'content-type': 'application/json' }, payload: { pageSize } });
      let answered = 0;
      for (let pageSize = 10; pageSize <= 40; pageSize += 1) answered += (await read(pageSize)).body.length;
      expect(answered).toBeGreaterThan(1024 * 1024);
      expect(small.app.publicCache.bytes).toBeLessThanOrEqual(1024 * 1024);
      expect(small.app.publicCache.size).toBeLessThan(31);

      // The newest answer is still there: a product added behind the cache's back does not show.
      const last = await read(40);
      await createProduct(small.database.db, { nameEn: 'Added behind the cache' });
      const again = await read(40);
      expect(again.headers.etag).toBe(last.headers.etag);
    } finally {
      await small.close();
    }
  });
});

describe('compressed public reads', () => {
  let testApp: TestApp;
  const BROWSER = 'gzip, deflate, br, zstd';
  const list = (headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/ddcProduct/productList',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { pageSize: 9 },
    });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    await createProductCategories(testApp.database.db);
    for (let n = 0; n < 3; n += 1) await createProduct(testApp.database.db, { nameEn: `Course ${n} ${'in depth '.repeat(60)}` });
  });
  afterAll(() => testApp.close());

  it('sends each encoding the caller accepts, byte for byte the uncompressed answer, compressed once', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const cached = testApp.app.publicCache.bytes;

    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
    for (const [acceptEncoding, encoding] of [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
      ['*', 'gzip'],
      ['deflate', 'deflate'],
    ] as const) {
      const compressed = await list({ 'accept-encoding': acceptEncoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(compressed.headers.vary).toBe('Language, Accept-Encoding');
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
      expect(decoders[encoding](compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    // Each compressed copy is kept beside the answer and counted, and reading it again makes none.
    const withCopies = testApp.app.publicCache.bytes;
    expect(withCopies).toBeGreaterThan(cached);
    const again = await list({ 'accept-encoding': BROWSER });
    expect(again.headers['content-encoding']).toBe('br');
    expect(testApp.app.publicCache.bytes).toBe(withCopies);

    const refusals: Record<string, string>[] = [{ 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd' }, { 'accept-encoding': BROWSER, 'x-no-compression': '1' }];
    for (const headers of refusals) {
      const uncompressed = await list(headers);
      expect(uncompressed.headers['content-encoding']).toBeUndefined();
      expect(uncompressed.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('answers a matching If-None-Match with an empty 304, compressed or not', async () => {
    const first = await list({ 'accept-encoding': BROWSER });
    const revalidated = await list({ 'accept-encoding': BROWSER, 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is', async () => {
    const small = await testApp.app.inject({
      method: 'POST',
      url: '/api/ddcProduct/productList',
      headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER },
      payload: { pageSize: 9, pageNum: 50 },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.list).toEqual([]);
  });

  it('forgets the compressed copies on a write: the next answer is the new data, compressed afresh', async () => {
    const before = await list({ 'accept-encoding': BROWSER });
    await createProduct(testApp.database.db, { position: 0, nameEn: `Newest ${'course '.repeat(40)}` });
    testApp.app.publicCache.invalidate();
    expect(testApp.app.publicCache.bytes).toBe(0);

    const after = await list({ 'accept-encoding': BROWSER });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const names = (JSON.parse(brotliDecompressSync(after.rawPayload).toString()).data.list as ProductDto[]).map((product) => product.name);
    expect(names[0]).toMatch(/^Newest/);
    expect(brotliDecompressSync(after.rawPayload).equals((await list()).rawPayload)).toBe(true);
  });
});

describe('the request log of public reads', () => {
  it('counts the answers that came from the cache, the repeated request and the same query spelt otherwise', async () => {
    const written = new LogLines();
    const testApp = await createTestApp({ seed: false, logger: await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, written) });
    await createProductCategories(testApp.database.db);
    const read = (body: unknown) =>
      testApp.app.inject({ method: 'POST', url: '/api/ddcProduct/productList', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    for (const body of [{ pageSize: 5 }, { pageSize: 5 }, { pageNum: 1, pageSize: '5' }]) expect((await read(body)).statusCode).toBe(200);
    await testApp.close();

    const counts = written.lines.filter((line) => 'answersFromCache' in line);
    expect(counts).toEqual([expect.objectContaining({ answersFromCache: 2, msg: '2 public reads answered from the cache' })]);
  });
});
