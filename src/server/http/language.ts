import type { FastifyInstance } from 'fastify';
import { parseLanguage, type Language } from '../../shared/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** The `Language` header picks the answer's language; anything unknown is English. */
export function installLanguage(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers['language'] as string | undefined);
  });
}
