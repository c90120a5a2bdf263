import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseLanguage, type Language } from '../../shared/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/**
 * The `Language` header picks the answer's language; anything unknown is English. Read where it
 * is needed rather than in a hook that every request, static files included, would wait for.
 */
export function installLanguage(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return parseLanguage(this.headers['language'] as string | undefined);
    },
  });
}
