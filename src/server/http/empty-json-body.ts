import type { FastifyInstance } from 'fastify';
import { findRepeatedRead } from './public-read.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's body as sent, if it was JSON: what a repeated request is known by. */
    jsonBodyText: string | undefined;
  }
}

/**
 * The deepest nesting of objects and arrays a JSON body may have. The API's deepest body is two
 * levels; a body nested thousands of levels deep only costs the validators and the logger their
 * stack, so it is refused as a bad request before anything reads it.
 */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** How deeply the text's objects and arrays nest, ignoring brackets inside strings. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return deepest;
}

class TooDeepJsonError extends Error {
  readonly statusCode = 400;
  constructor() {
    super(`the JSON body is nested deeper than ${JSON_MAX_DEPTH} levels`);
  }
}

/**
 * The JSON body parser. Reads that are POSTs by contract (`ddcProduct/courseSystemAll` and
 * friends) are often sent with `Content-Type: application/json` and no body; the in-process
 * loader call does exactly that. Fastify refuses such a request as malformed JSON; here an empty
 * body becomes "no body" instead, and each route's schema decides whether that is acceptable.
 * A body nested deeper than `JSON_MAX_DEPTH` is a 400 on every route. The body of a public read
 * answered before, sent again as it was, is not parsed at all (public-read.ts).
 */
export function acceptEmptyJsonBody(
  app: Pick<FastifyInstance, 'getDefaultJsonParser' | 'removeContentTypeParser' | 'addContentTypeParser' | 'decorateRequest'>,
) {
  app.decorateRequest('jsonBodyText', undefined);
  app.decorateRequest('repeatedAnswer', undefined);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    request.jsonBodyText = text;
    if (findRepeatedRead(request, text)) return done(null, undefined);
    if (jsonNestingDepth(text) > JSON_MAX_DEPTH) return done(new TooDeepJsonError(), undefined);
    return parseJson(request, text, done);
  });
}
