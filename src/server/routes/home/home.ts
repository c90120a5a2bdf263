import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadContentPage } from '../../domain/content/content-pages.ts';
import { loadFaculty } from '../../domain/content/faculty.ts';
import { loadHomeContent } from '../../domain/content/home-content.ts';
import { sendPublicRead } from '../../http/public-read.ts';
import { presentContentPage } from '../../presenters/content-page-presenter.ts';
import { presentFaculty } from '../../presenters/faculty-presenter.ts';
import { presentHomeContent } from '../../presenters/home-presenter.ts';

const tags = ['public content'];
/** A slug or its numeric alias (D3); anything else is simply a page that does not exist. */
const contentTypeParam = z.object({ type: z.string() });

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/home/content', { schema: { tags, summary: 'Home page content' } }, (request, reply) =>
    sendPublicRead(request, reply, async () => presentHomeContent(await loadHomeContent(app.db), request.language)),
  );

  app.get(
    '/home/content/:type',
    { schema: { tags, summary: 'A content page by slug or numeric code', params: contentTypeParam } },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        presentContentPage(await loadContentPage(app.db, request.params.type), request.language),
      ),
  );

  app.get('/home/faculty', { schema: { tags, summary: 'The faculty list' } }, (request, reply) =>
    sendPublicRead(request, reply, async () => presentFaculty(await loadFaculty(app.db), request.language)),
  );
};
