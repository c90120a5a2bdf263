import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTimeZone } from '../../shared/api/accounts.ts';
import { parseLanguage, type Language } from '../../shared/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** The browser's own IANA zone from the `Time-Zone` header, or null when none or unknown. */
    timeZone: string | null;
  }
}

/**
 * The `Language` header picks the answer's language; anything unknown is English. The browser's
 * writes also name its time zone. Both are read where needed rather than in a hook that every
 * request, static files included, would wait for.
 */
export function installLanguage(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return parseLanguage(this.headers['language'] as string | undefined);
    },
  });
  app.decorateRequest('timeZone', {
    getter(this: FastifyRequest) {
      const zone = this.headers['time-zone'];
      return typeof zone === 'string' && isTimeZone(zone) ? zone : null;
    },
  });
}
