import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from './envelope.ts';

/**
 * Answers a public read from the short-lived cache, with an ETag so that browsers and proxies
 * revalidate instead of downloading the same answer again.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
) {
  const key = `${request.language}|${request.method}|${request.url}|${request.method === 'GET' ? '' : JSON.stringify(request.body ?? null)}`;
  const entry = await request.server.publicCache.getOrCompute(key, async () =>
    success(await compute(), request.language),
  );
  reply.header('etag', entry.etag);
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('vary', 'Language, Accept-Encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
