import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogLines } from '../../../tests/support/log-lines.ts';
import { createLogger } from '../logger.ts';
import { OneLineRequestLog } from './request-log.ts';
import { requestLoggerOf } from './request-logger.ts';

describe('the request log', () => {
  const written = new LogLines();
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    // As the portal hands it to Fastify (`AppOptions.logger`).
    const logger: FastifyBaseLogger = await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, written);
    const requestLog = new OneLineRequestLog(logger);
    app = Fastify({ loggerInstance: logger, childLoggerFactory: requestLoggerOf, logController: requestLog });
    requestLog.attachTo(app);
    app.get('/api/sign-in', async (request) => {
      request.log.info({ account: { name: 'demo.parent', password: 'Demo-Parent-2026!', token: 'a-session' } }, 'signed in');
      return { ok: true };
    });
    app.get('/api/feed', { logLevel: 'warn' }, async () => ({ ok: true }));
    app.get('/api/catalogue', async () => []);
    app.get('/assets/app.js', async () => 'script');
    app.get('/api/broken', async () => {
      throw Object.assign(new Error('the database went away'), { token: 'a-session' });
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  /** The lines written from `from` on, once the last request's line is there: it is written when the answer has gone. */
  async function linesSince(from: number, lastMessage: RegExp) {
    await expect.poll(() => written.lines.slice(from).some((line) => lastMessage.test(String(line.msg)))).toBe(true);
    return written.lines.slice(from);
  }

  it('writes one line per request, with the request id the handler logged under, and no secret', async () => {
    const from = written.lines.length;
    await fetch(`${base}/api/sign-in`);
    const [handlerLine, requestLine, ...more] = await linesSince(from, /^GET \/api\/sign-in 200 \d+ ms$/);
    expect(more).toEqual([]);
    expect(handlerLine).toMatchObject({ msg: 'signed in', account: { name: 'demo.parent', password: '[Redacted]', token: '[Redacted]' } });
    expect(requestLine).toMatchObject({ level: 30, reqId: handlerLine.reqId, request: { method: 'GET', url: '/api/sign-in', status: 200 } });
    expect(handlerLine.reqId).toEqual(expect.any(String));
  });

  it("keeps a route's own level, and leaves static files to the debug level", async () => {
    const from = written.lines.length;
    await fetch(`${base}/api/feed`);
    await fetch(`${base}/assets/app.js`);
    await fetch(`${base}/api/catalogue`);
    const lines = await linesSince(from, /^GET \/api\/catalogue 200 \d+ ms$/);
    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^GET \/api\/catalogue 200/)]);
  });

  it("writes a failed request's line at error level, after its error has been logged with its secrets redacted", async () => {
    const from = written.lines.length;
    await fetch(`${base}/api/broken`);
    const [errorLine, requestLine, ...more] = await linesSince(from, /^GET \/api\/broken 500 \d+ ms$/);
    expect(more).toEqual([]);
    expect(errorLine).toMatchObject({ level: 50, err: { message: 'the database went away', token: '[Redacted]' } });
    expect(requestLine).toMatchObject({ level: 50, reqId: errorLine.reqId, request: { method: 'GET', url: '/api/broken', status: 500 } });
  });
});

describe('answers from the cache in the request log', () => {
  it('are counted in one line, written when the app closes if not before, instead of a line each', async () => {
    const written = new LogLines();
    const logger: FastifyBaseLogger = await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, written);
    const requestLog = new OneLineRequestLog(logger);
    const app = Fastify({ loggerInstance: logger, logController: requestLog });
    requestLog.attachTo(app);
    app.get('/api/catalogue', async () => []);
    app.get('/api/cached', async (request) => {
      request.answeredFromCache = true;
      return [];
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await fetch(`${base}/api/cached`);
    await fetch(`${base}/api/catalogue`);
    await fetch(`${base}/api/cached`);
    // Fastify's own lines (where it listens) are not the request log's.
    const requestLines = () => written.lines.filter((line) => 'request' in line || 'answersFromCache' in line);
    await expect.poll(() => requestLines().length).toBe(1);
    await app.close();

    await expect.poll(() => requestLines().length).toBe(2);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 30, request: expect.objectContaining({ url: '/api/catalogue' }) }),
      expect.objectContaining({ level: 30, answersFromCache: 2, msg: '2 public reads answered from the cache' }),
    ]);
  });
});
