import { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a public read answered from the cache (public-read.ts): it is counted, not logged. */
    answeredFromCache: boolean;
  }
}

/** How often the count of answers from the cache is written, when there were any. */
const CACHE_COUNT_INTERVAL_MS = 60_000;

/** Hashed assets, icons and images: a page brings dozens, and none says anything a log needs. */
const QUIET_PATH = /^\/(assets|images|fonts)\/|^\/favicon|^\/api\/health$/;

/**
 * One line per request, when it has been answered: `GET /programs 200 14 ms`, with the same
 * facts as fields for a log collector, instead of Fastify's two lines of request and response.
 * Static files, health checks and the API calls a page's loader makes in-process (`app.inject`,
 * whose requests are no IncomingMessage, so no caller can pass for one) only at debug level, so
 * that a terminal shows what people do rather than what their browsers fetch.
 *
 * The line of an answered request holds the method, the address, the status and the time, and no
 * field that redaction looks for. It is written through a logger that skips redaction: going
 * through every line's fields for passwords and tokens cost more than the rest of writing it.
 * A failed request's line carries its error, and goes through the request's own logger.
 *
 * A public read answered from the cache gets no line of its own at info level: such reads are
 * anonymous, answer the same bytes each time, and come by the thousand; writing their lines cost
 * a fifth of the time that answering them took (ADR 022). They are counted instead, in one line
 * a minute, and written one by one at debug level.
 */
export class OneLineRequestLog extends LogController {
  readonly #requestLines: FastifyBaseLogger | undefined;
  #answersFromCache = 0;

  /** `logger` is the one the app logs with; without it, answered requests are not logged. */
  constructor(logger?: FastifyBaseLogger) {
    super();
    this.#requestLines = logger?.child({}, { redact: [] });
  }

  /**
   * Declares what the log reads of a request, and writes the count of answers from the cache
   * every minute and when the app closes.
   */
  attachTo(app: FastifyInstance) {
    app.decorateRequest('answeredFromCache', false);
    if (!this.#requestLines) return;
    const countTimer = setInterval(this.#writeCount, CACHE_COUNT_INTERVAL_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(countTimer);
      this.#writeCount();
    });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || reply.statusCode >= 500) {
      const { fields, message } = describe(request, reply);
      reply.log.error({ request: fields, ...(error ? { err: error } : {}) }, message);
      return;
    }
    if (request.answeredFromCache) this.#answersFromCache += 1;
    const quiet = request.answeredFromCache || QUIET_PATH.test(request.url) || !(request.raw instanceof IncomingMessage);
    const level = quiet ? 'debug' : 'info';
    // The request's logger (request-logger.ts) knows its route's level (the calendar
    // feed, whose address is its secret, logs at warn). A page's dozens of static files stop here,
    // before their line is put together.
    if (!this.#requestLines || !(reply.log as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>).isLevelEnabled(level)) return;
    const { fields, message } = describe(request, reply);
    this.#requestLines[level]({ [this.requestIdLogLabel]: request.id, request: fields }, message);
  }

  readonly #writeCount = () => {
    const count = this.#answersFromCache;
    if (count === 0 || !this.#requestLines) return;
    this.#answersFromCache = 0;
    this.#requestLines.info({ answersFromCache: count }, `${count} public ${count === 1 ? 'read' : 'reads'} answered from the cache`);
  };
}

/** An answered request's facts, as fields and as the line's message. */
function describe(request: FastifyRequest, reply: FastifyReply) {
  const status = reply.statusCode;
  const ms = Math.round(reply.elapsedTime);
  return {
    fields: { method: request.method, url: request.url, status, ms },
    message: `${request.method} ${request.url} ${status} ${ms} ms`,
  };
}
