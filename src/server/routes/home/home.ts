import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleListQuery, articleSlugParam } from '../../../shared/api/public-queries.ts';
import { catalogueMomentAt } from '../../domain/catalogue/product-catalogue.ts';
import { listArticles, loadArticle } from '../../domain/content/articles.ts';
import { loadContentPage } from '../../domain/content/content-pages.ts';
import { loadFaculty } from '../../domain/content/faculty.ts';
import { loadHomeContent } from '../../domain/content/home-content.ts';
import { publicReadOptions, sendPublicRead } from '../../http/public-read.ts';
import { presentArticle, presentArticlePage } from '../../presenters/article-presenter.ts';
import { presentContentPage } from '../../presenters/content-page-presenter.ts';
import { presentFaculty } from '../../presenters/faculty-presenter.ts';
import { presentHomeContent } from '../../presenters/home-presenter.ts';

const tags = ['public content'];
/** A slug or its numeric alias (D3); anything else is simply a page that does not exist. */
const contentTypeParam = z.object({ type: z.string() });

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const moment = () => catalogueMomentAt(app.clock(), app.env.ACADEMY_TIME_ZONE);

  app.get('/home/content', { ...publicReadOptions, schema: { tags, summary: 'Home page content' } }, (request, reply) =>
    sendPublicRead(request, reply, async () => presentHomeContent(await loadHomeContent(app.db, moment()), request.language)),
  );

  app.get(
    '/home/content/:type',
    { ...publicReadOptions, schema: { tags, summary: 'A content page by slug or numeric code', params: contentTypeParam } },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        presentContentPage(await loadContentPage(app.db, request.params.type), request.language),
      ),
  );

  app.get('/home/faculty', { ...publicReadOptions, schema: { tags, summary: 'The faculty list, with each teacher’s subjects and open courses' } }, (request, reply) =>
    sendPublicRead(request, reply, async () => presentFaculty(await loadFaculty(app.db, moment()), request.language)),
  );

  app.get(
    '/home/articles',
    { ...publicReadOptions, schema: { tags, summary: 'One page of published events, blog posts or news', querystring: articleListQuery } },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        presentArticlePage(await listArticles(app.db, request.query, app.clock()), request.language),
      ),
  );

  app.get(
    '/home/article/:slug',
    { ...publicReadOptions, schema: { tags, summary: 'A published article by its address', params: articleSlugParam } },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        presentArticle(await loadArticle(app.db, request.params.slug, app.clock()), request.language),
      ),
  );
};
