import { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Hashed assets, icons and images: a page brings dozens, and none says anything a log needs. */
const QUIET_PATH = /^\/(assets|images|fonts)\/|^\/favicon|^\/api\/health$/;

/**
 * One line per request, when it has been answered: `GET /programs 200 14 ms`, with the same
 * facts as fields for a log collector, instead of Fastify's two lines of request and response.
 * Static files, health checks and the API calls a page's loader makes in-process (`app.inject`,
 * whose requests are no IncomingMessage, so no caller can pass for one) only at debug level, so
 * that a terminal shows what people do rather than what their browsers fetch.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const quiet = QUIET_PATH.test(request.url) || !(request.raw instanceof IncomingMessage);
    const level = error || status >= 500 ? 'error' : quiet ? 'debug' : 'info';
    reply.log[level](
      { request: { method: request.method, url: request.url, status, ms }, ...(error ? { err: error } : {}) },
      `${request.method} ${request.url} ${status} ${ms} ms`,
    );
  }
}
