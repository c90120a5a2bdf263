import { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

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
 */
export class OneLineRequestLog extends LogController {
  readonly #requestLines: FastifyBaseLogger | undefined;

  /** `logger` is the one the app logs with; without it, answered requests are not logged. */
  constructor(logger?: FastifyBaseLogger) {
    super();
    this.#requestLines = logger?.child({}, { redact: [] });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || reply.statusCode >= 500) {
      const { fields, message } = describe(request, reply);
      reply.log.error({ request: fields, ...(error ? { err: error } : {}) }, message);
      return;
    }
    const quiet = QUIET_PATH.test(request.url) || !(request.raw instanceof IncomingMessage);
    const level = quiet ? 'debug' : 'info';
    // The request's logger, a child of the app's pino logger, knows its route's level (the calendar
    // feed, whose address is its secret, logs at warn). A page's dozens of static files stop here,
    // before their line is put together.
    if (!this.#requestLines || !(reply.log as Logger).isLevelEnabled(level)) return;
    const { fields, message } = describe(request, reply);
    this.#requestLines[level]({ [this.requestIdLogLabel]: request.id, request: fields }, message);
  }
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
