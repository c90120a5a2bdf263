import { existsSync, readdirSync } from 'node:fs';
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
 * `build/web/client`, every other non-API path through the server renderer.
 */
export function reactRouterWeb(buildDir: string) {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  // Loaded from this call on, side by side with the rest of the start, not when registered.
  const loading = existsSync(serverEntry) ? (import(pathToFileURL(serverEntry).href) as Promise<ServerBuild>) : undefined;
  loading?.catch(() => {});
  return async (app: FastifyInstance) => {
    if (!loading) throw new Error(`The web app is not built: ${serverEntry} is missing. Run npm run build.`);
    const build = await loading;
    const handle = createRequestHandler(build, 'production');

    // The top-level files get a route each; each folder (hashed assets, images) one wildcard route.
    // A route for every one of the hundreds of files would make every start build a large router.
    const client = path.join(buildDir, 'client');
    const folders = readdirSync(client, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []));
    const setHeaders = (res: { header(name: string, value: string): void }, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    };
    // The build writes a .br and a .gz beside each text file; a browser that accepts one gets it as it is.
    const options = { index: false, preCompressed: true, setHeaders } as const;
    await app.register(fastifyStatic, { ...options, root: client, wildcard: false, globIgnore: folders.map((folder) => `${folder}/**`) });
    for (const folder of folders) {
      await app.register(fastifyStatic, { ...options, root: path.join(client, folder), prefix: `/${folder}/`, decorateReply: false });
    }

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
