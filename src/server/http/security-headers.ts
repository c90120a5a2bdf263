import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

declare module 'node:http' {
  interface IncomingMessage {
    /** The per-request CSP nonce for the inline scripts the web app renders. */
    cspNonce?: string;
  }
}

/** helmet's default: a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * helmet's security headers on every answer, with a per-request script nonce for pages. The
 * middleware is built once: building it per request, as @fastify/helmet 13 does, parsed the CSP
 * directives again for every answer and cost the cached API reads a tenth of their throughput.
 * API answers, which need no nonce, get the headers it sets computed once at start: running its
 * dozen middlewares per answer still cost a cached read a tenth of its time.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (request: IncomingMessage) => (request.cspNonce ? `'nonce-${request.cspNonce}'` : ''),
        ],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over HTTPS: over plain HTTP a browser ignores it, and a portal reached
    // by plain HTTP on purpose (a local demo) must not be told otherwise.
    strictTransportSecurity: false,
  });

  const apiHeaders = headersOf(securityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    // `protocol` believes X-Forwarded-Proto only from the proxies TRUST_PROXY_HOPS trusts.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // API answers carry no inline script, so no nonce: their headers are always the same ones.
    if (request.url.startsWith('/api/')) {
      for (const [name, value] of apiHeaders) reply.header(name, value);
      return done();
    }
    // Only pages carry inline scripts, each with a nonce of its own.
    request.raw.cspNonce = randomBytes(16).toString('base64');
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/**
 * The headers a middleware sets on a request without a nonce, in its order. Their names are
 * lower-cased here once: Fastify lower-cases each name it is given, and a name it has to change
 * is a new string to look up for every answer.
 */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, response, (error) => {
    if (error) throw error;
  });
  return headers;
}
