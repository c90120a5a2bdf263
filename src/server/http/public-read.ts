import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from './envelope.ts';

/**
 * The largest body a public read accepts. Its queries are a few filters and a page (the longest,
 * 50 grade codes and 50 timetable ids, is about 2.5 KB), and nothing an anonymous caller sends
 * should cost the server more than that.
 */
export const PUBLIC_READ_BODY_LIMIT_BYTES = 4 * 1024;

/**
 * Answers a public read from the short-lived cache, with an ETag so that browsers and proxies
 * revalidate instead of downloading the same answer again.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
) {
  const entry = await request.server.publicCache.getOrCompute(cacheKeyOf(request), async () =>
    success(await compute(), request.language),
  );
  reply.header('etag', entry.etag);
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('vary', 'Language, Accept-Encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/**
 * The route and what its schemas made of the request: never the raw URL or body, so that
 * fields a read ignores, a different order of keys or spelling of a number give one entry, and
 * a caller cannot make new entries at will. Parts without a schema are not read, so not keyed.
 */
function cacheKeyOf(request: FastifyRequest): string {
  const schema = request.routeOptions.schema ?? {};
  const parts = [
    schema.params ? request.params : null,
    schema.querystring ? request.query : null,
    schema.body ? request.body : null,
  ];
  return `${request.language}|${request.method} ${request.routeOptions.url}|${JSON.stringify(parts)}`;
}
