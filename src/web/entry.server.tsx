import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './app/nonce.ts';
import { lowPriorityScriptPreloads } from './app/script-preload-priority.ts';
import { registerCatalogue } from './i18n/i18n.ts';
import { memberPart as englishMember } from './i18n/en/member-part.ts';
import { publicPart as englishPublic } from './i18n/en/public-part.ts';
import { memberPart as chineseMember } from './i18n/zh/member-part.ts';
import { publicPart as chinesePublic } from './i18n/zh/public-part.ts';

// The server renders every page in either language, so it holds every text.
registerCatalogue('en', 'public', englishPublic);
registerCatalogue('en', 'member', englishMember);
registerCatalogue('cn', 'public', chinesePublic);
registerCatalogue('cn', 'member', chineseMember);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // Crawlers (Baidu runs little JavaScript) get the whole document at once.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = lowPriorityScriptPreloads();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
