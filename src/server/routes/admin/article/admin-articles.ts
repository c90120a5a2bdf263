import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminArticleListQuery, articleBody, type AdminArticleSummary } from '../../../../shared/api/admin-articles.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { createArticle, listArticlesForStaff, readArticleForStaff, updateArticleForStaff, type ArticleDeps } from '../../../domain/content/staff-articles.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import type { MessageKey } from '../../../http/messages.ts';
import { presentAdminArticle, presentAdminArticlePage } from '../../../presenters/admin-article-presenter.ts';
import { pictureUploadRoute } from '../picture-upload.ts';

const tags = ['staff: content'];

const csvColumns: CsvColumn<AdminArticleSummary>[] = [
  { header: { en: 'Id', cn: '编号' }, value: (row) => row.id },
  { header: { en: 'Kind', cn: '类型' }, value: (row) => row.kind },
  { header: { en: 'Address', cn: '地址' }, value: (row) => `/news/${row.slug}` },
  { header: { en: 'Title (English)', cn: '标题（英文）' }, value: (row) => row.titleEn },
  { header: { en: 'Title (Chinese)', cn: '标题（中文）' }, value: (row) => row.titleZh },
  { header: { en: 'Published', cn: '已发布' }, value: (row) => row.published },
  { header: { en: 'First published', cn: '首次发布时间' }, value: (row) => row.publishedTime },
  { header: { en: 'Event starts', cn: '活动开始时间' }, value: (row) => row.eventTime },
  { header: { en: 'Updated', cn: '更新时间' }, value: (row) => row.updatedTime },
];

/**
 * `admin/article/*`: the events, blog posts and news of `/news` (admins only). Every write is
 * audited with the fields before and after, and empties the public-read cache on every instance,
 * so that publishing or unpublishing shows at once.
 */
export const adminArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('content'));
  await app.register(pictureUploadRoute('/admin/article/picture', tags));

  const deps = (): ArticleDeps => ({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE });

  const detailAnswer = async (language: Parameters<typeof success>[1], id: number, messageKey?: MessageKey) =>
    success(presentAdminArticle(await readArticleForStaff(app.db, id), app.env.ACADEMY_TIME_ZONE), language, messageKey);

  app.get(
    '/admin/article/list',
    { schema: { tags, summary: 'Every article, drafts too: search by title or address; filter by kind and published; format=csv exports all', querystring: adminArticleListQuery } },
    async (request, reply) => {
      const page = presentAdminArticlePage(await listArticlesForStaff(app.db, request.query));
      if (request.query.format === 'csv') return sendCsv(reply, 'articles', toCsv(csvColumns, page.list, request.language));
      return success(page, request.language);
    },
  );

  app.get('/admin/article/options', { schema: { tags, summary: "What the article form needs: the academy's time zone of event times" } }, async (request) =>
    success({ timeZone: app.env.ACADEMY_TIME_ZONE }, request.language),
  );

  app.get('/admin/article/detail/:id', { schema: { tags, summary: "One article in both languages, event times on the academy's clock", params: idParam } }, async (request) =>
    detailAnswer(request.language, request.params.id),
  );

  app.post('/admin/article/create', { schema: { tags, summary: 'A new article; its bodies are sanitised; publishing dates it', body: articleBody } }, async (request) => {
    const id = await createArticle(deps(), signedInMember(request), request.body);
    app.publicCache.invalidate();
    return detailAnswer(request.language, id, 'articleSaved');
  });

  app.post(
    '/admin/article/update/:id',
    { schema: { tags, summary: 'Save an article; unpublishing hides it from visitors at once', params: idParam, body: articleBody } },
    async (request) => {
      await updateArticleForStaff(deps(), signedInMember(request), request.params.id, request.body);
      app.publicCache.invalidate();
      return detailAnswer(request.language, request.params.id, 'articleSaved');
    },
  );
};
