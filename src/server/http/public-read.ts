import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { compressionFor, compressors } from './answer-encoding.ts';
import { success } from './envelope.ts';
import type { CachedAnswer } from './public-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The cached answer to the very same request, found as its JSON body was read (`findRepeatedRead`). */
    repeatedAnswer: CachedAnswer | undefined;
  }
}

/**
 * The largest body a public read accepts. Its queries are a few filters and a page (the longest,
 * 50 grade codes and 50 timetable ids, is about 2.5 KB), and nothing an anonymous caller sends
 * should cost the server more than that.
 */
export const PUBLIC_READ_BODY_LIMIT_BYTES = 4 * 1024;

/**
 * The options of every public read's route:
 * - the small body limit above;
 * - no @fastify/compress, since the cache keeps each answer's compressed copies;
 * - a look in the cache for the very same request before the body is validated. A request
 *   answered before was valid then and is valid now, so a page's repeated reads skip the schema,
 *   the handler and the cache key (`answerRepeatedRequest`). A JSON body is looked up as it is
 *   read, and is not parsed when found (`findRepeatedRead`).
 */
export const publicReadOptions = {
  bodyLimit: PUBLIC_READ_BODY_LIMIT_BYTES,
  compress: false,
  decompress: false,
  preValidation: answerRepeatedRequest,
} as const;

/**
 * Answers a public read from the short-lived cache, with an ETag so that browsers and proxies
 * revalidate instead of downloading the same answer again. The cache keeps each answer as the
 * bytes sent, and compressed the first time a caller accepts it so: a read served from it is
 * neither serialised nor compressed again.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
) {
  const cache = request.server.publicCache;
  const key = cacheKeyOf(request);
  const cached = cache.get(key);
  request.answeredFromCache = cached !== undefined;
  const entry = cached ?? (await cache.getOrCompute(key, async () => success(await compute(), request.language)));
  const requestKey = requestKeys.get(request);
  if (requestKey !== undefined) cache.rememberRequest(requestKey, key);
  return sendCachedAnswer(request, reply, entry);
}

/** Each request's key as sent, read before its schema replaced the body with what it made of it. */
const requestKeys = new WeakMap<FastifyRequest, string>();

/**
 * A hook with a callback rather than a promise: under load a cached read is answered in a few
 * tens of microseconds, and a promise per read was a visible part of them. Once it has answered,
 * it does not call `done`, which ends the request's lifecycle there.
 */
function answerRepeatedRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  const requestKey = request.repeatedAnswer ? undefined : requestKeyOf(request);
  const entry = request.repeatedAnswer ?? (requestKey === undefined ? undefined : request.server.publicCache.getByRequest(requestKey));
  if (entry) {
    request.answeredFromCache = true;
    sendCachedAnswer(request, reply, entry);
    return;
  }
  if (requestKey !== undefined) requestKeys.set(request, requestKey);
  done();
}

function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer) {
  const cache = request.server.publicCache;
  reply.header('etag', entry.etag);
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('vary', 'Language, Accept-Encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const compression = compressionFor(request, entry.body.length);
  if (!compression) return reply.send(entry.body);
  reply.header('content-encoding', compression);
  return reply.send(cache.variantOf(entry, compression, compressors[compression]));
}

/**
 * Whether the very same request, JSON body and all, was answered before and its answer is still
 * cached: the JSON body parser asks before it parses, since this body would only be thrown away.
 * The answer found is kept on the request for `answerRepeatedRequest`, so that it cannot expire in
 * between.
 */
export function findRepeatedRead(request: FastifyRequest, bodyText: string): boolean {
  request.repeatedAnswer = request.server.publicCache.getByRequest(requestKeyAsSent(request, bodyText));
  return request.repeatedAnswer !== undefined;
}

/**
 * A request as it was sent: its language, method and URL (path and query) and its JSON body's
 * text. A body of another type has none, and goes through the schema every time.
 */
function requestKeyOf(request: FastifyRequest): string | undefined {
  const body = request.body === undefined ? '' : request.jsonBodyText;
  return body === undefined ? undefined : requestKeyAsSent(request, body);
}

const requestKeyAsSent = (request: FastifyRequest, bodyText: string) => `${request.language}|${request.method} ${request.url}|${bodyText}`;

/**
 * The route and what its schemas made of the request: never the raw URL or body, so that
 * fields a read ignores, a different order of keys or spelling of a number give one entry, and
 * a caller cannot make new entries at will. Parts without a schema are not read, so not keyed.
 */
function cacheKeyOf(request: FastifyRequest): string {
  // A getter that builds a new object each time it is read.
  const { schema = {}, url } = request.routeOptions;
  const parts = [
    schema.params ? request.params : null,
    schema.querystring ? request.query : null,
    schema.body ? request.body : null,
  ];
  return `${request.language}|${request.method} ${url}|${JSON.stringify(parts)}`;
}
