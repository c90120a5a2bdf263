import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Envelope } from '../../shared/api/envelope.ts';
import type { ApiCall, WebLoadContext } from '../../shared/web-load-context.ts';
import { sendError } from '../http/envelope.ts';
import { translate } from '../http/messages.ts';

/**
 * Serves the built React Router app from the same process as the API (D1): static files from
 * `build/client`, every other non-API path through the server renderer.
 */
export function reactRouterWeb(buildDir: string) {
  return async (app: FastifyInstance) => {
    const serverEntry = path.join(buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry)) throw new Error(`The web app is not built: ${serverEntry} is missing. Run npm run build.`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const handle = createRequestHandler(build, 'production');

    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    const api: ApiCall = async (url, { method = 'GET', body, language }) => {
      const response = await app.inject({
        method,
        url,
        headers: body === undefined ? { language } : { language, 'content-type': 'application/json' },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json() as Envelope<never>;
    };

    await app.register(async (scope) => {
      // The renderer reads request bodies itself (form actions), so leave them unparsed.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

      scope.all('/*', async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/')) {
          return sendError(reply, 404, translate('routeNotFound', request.language));
        }
        const context: WebLoadContext = { api, nonce: request.raw.cspNonce ?? '' };
        const response = await handle(toWebRequest(request), context);
        reply.code(response.status);
        response.headers.forEach((value, name) => {
          if (name === 'set-cookie') return;
          reply.header(name, value);
        });
        for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
        if (!response.body) return reply.send();
        return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
      });
    });
  };
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}
