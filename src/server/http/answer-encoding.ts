import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * The encodings answers may have, in order of preference. @fastify/compress (every answer) and
 * the cached public reads (compressed once per answer, public-read.ts) both choose from this list,
 * so that a request gets the same encoding from either.
 */
export const ANSWER_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
/** Below this, compressing saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type Compression = Exclude<(typeof ANSWER_ENCODINGS)[number], 'identity'>;

/**
 * A cached answer is compressed once and then sent many times, so it can afford a little more
 * than @fastify/compress's per-request 4: quality 5 takes as long on a few KB of JSON and makes
 * it about 8% smaller. Anything from 9 up takes milliseconds for 1–20% more.
 */
const BROTLI_QUALITY_ONCE = 5;

export const compressors: Record<Compression, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_ONCE, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body),
  deflate: (body) => deflateSync(body),
};

/** Browsers send one of a few `Accept-Encoding` values; each is read once. */
const negotiated = new Map<string, Compression | null>();
const NEGOTIATED_MAX = 64;

/**
 * The compression a request accepts for a body of `bytes`, as @fastify/compress would choose it:
 * none for small bodies or `x-no-compression`, `*` and `x-gzip` read as gzip.
 */
export function compressionFor(request: FastifyRequest, bytes: number): Compression | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || bytes < COMPRESSION_THRESHOLD_BYTES || request.headers['x-no-compression'] !== undefined) return null;
  let choice = negotiated.get(header);
  if (choice === undefined) {
    const encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ANSWER_ENCODINGS]);
    choice = encoding === null || encoding === 'identity' ? null : (encoding as Compression);
    // Any caller can send any header: remember a bounded few.
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(header, choice);
  }
  return choice;
}
