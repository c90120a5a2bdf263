import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LogLines } from '../../../tests/support/log-lines.ts';
import { createLogger } from '../logger.ts';
import { requestLoggerOf } from './request-logger.ts';

describe("a request's logger", () => {
  it('becomes a pino child, bound to the request id, only when something is logged through it', async () => {
    const written = new LogLines();
    const logger: FastifyBaseLogger = await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, written);
    const makeChild = vi.spyOn(logger, 'child');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: requestLoggerOf, disableRequestLogging: true });
    app.get('/quiet', async (request) => ({ infoEnabled: (request.log as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('info') }));
    app.get('/talks', async (request) => {
      request.log.warn({ seats: 0 }, 'the course is full');
      return { level: request.log.level };
    });
    await app.ready();
    makeChild.mockClear();

    const quiet = await app.inject('/quiet');
    expect(quiet.json()).toEqual({ infoEnabled: true });
    expect(makeChild).not.toHaveBeenCalled();

    const talks = await app.inject('/talks');
    expect(talks.json()).toEqual({ level: 'info' });
    expect(makeChild).toHaveBeenCalledTimes(1);
    expect(written.lines.at(-1)).toMatchObject({ level: 40, msg: 'the course is full', seats: 0, reqId: expect.any(String) });
    await app.close();
  });

  it("keeps its route's level", async () => {
    const logger: FastifyBaseLogger = await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, new LogLines());
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: requestLoggerOf, disableRequestLogging: true });
    app.get('/feed', { logLevel: 'warn' }, async (request) => ({
      level: request.log.level,
      infoEnabled: (request.log as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('info'),
    }));
    expect((await app.inject('/feed')).json()).toEqual({ level: 'warn', infoEnabled: false });
    await app.close();
  });
});
