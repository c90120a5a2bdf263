import type { FastifyInstance } from 'fastify';

/**
 * Reads that are POSTs by contract (`ddcProduct/courseSystemAll` and friends) are often sent with
 * `Content-Type: application/json` and no body; the in-process loader call does exactly that.
 * Fastify refuses such a request as malformed JSON; here an empty body becomes "no body"
 * instead, and each route's schema decides whether that is acceptable.
 */
export function acceptEmptyJsonBody(
  app: Pick<FastifyInstance, 'getDefaultJsonParser' | 'removeContentTypeParser' | 'addContentTypeParser'>,
) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
