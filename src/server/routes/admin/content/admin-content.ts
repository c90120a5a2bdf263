import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  blockVisibilityBody,
  contentBlockBody,
  contentPageQuery,
  contentPageSettingsBody,
  createContentBlockBody,
  reorderBlocksBody,
} from '../../../../shared/api/admin-catalogue.ts';
import type { ContentPageSlug } from '../../../../shared/catalogue.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import {
  createContentBlock,
  listContentPagesForStaff,
  readContentPageForStaff,
  reorderContentBlocks,
  setContentBlockVisibility,
  updateContentBlockForStaff,
  updateContentPageSettings,
} from '../../../domain/content/staff-content.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentAdminContentPage, presentAdminContentPages } from '../../../presenters/admin-content-presenter.ts';
import { pictureUploadRoute } from '../picture-upload.ts';

const tags = ['staff: content'];

/**
 * `admin/content/*`: the blocks of the nine content pages (admins only). Each write is audited
 * and empties the public-read cache on every instance: the page shows the change at once.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('content'));
  await app.register(pictureUploadRoute('/admin/content/picture', tags));

  const pageAnswer = async (request: FastifyRequest, slug: ContentPageSlug) => {
    app.publicCache.invalidate();
    return success(presentAdminContentPage(await readContentPageForStaff(app.db, slug)), request.language, 'contentSaved');
  };

  app.get('/admin/content/pages', { schema: { tags, summary: 'The content pages with how many blocks each has, and how many are hidden' } }, async (request) =>
    success(presentAdminContentPages(await listContentPagesForStaff(app.db)), request.language),
  );

  app.get('/admin/content/page', { schema: { tags, summary: 'A content page with every block, hidden ones too', querystring: contentPageQuery } }, async (request) =>
    success(presentAdminContentPage(await readContentPageForStaff(app.db, request.query.slug)), request.language),
  );

  app.post('/admin/content/createBlock', { schema: { tags, summary: 'Add a block at the end of a page; its details are sanitised', body: createContentBlockBody } }, async (request) =>
    pageAnswer(request, await createContentBlock(app.db, signedInMember(request), request.body, app.clock())),
  );

  app.post(
    '/admin/content/updateBlock/:id',
    { schema: { tags, summary: 'Save a block in both languages; its details are sanitised', params: idParam, body: contentBlockBody } },
    async (request) => pageAnswer(request, await updateContentBlockForStaff(app.db, signedInMember(request), request.params.id, request.body, app.clock())),
  );

  app.post(
    '/admin/content/setBlockVisibility/:id',
    { schema: { tags, summary: 'Show or hide a block on the public page', params: idParam, body: blockVisibilityBody } },
    async (request) => pageAnswer(request, await setContentBlockVisibility(app.db, signedInMember(request), request.params.id, request.body.published, app.clock())),
  );

  app.post('/admin/content/reorderBlocks', { schema: { tags, summary: "A page's blocks in their new order, each once", body: reorderBlocksBody } }, async (request) =>
    pageAnswer(request, await reorderContentBlocks(app.db, signedInMember(request), request.body, app.clock())),
  );

  app.post(
    '/admin/content/pageSettings',
    { schema: { tags, summary: 'Whether the page shows its timetables and its products', body: contentPageSettingsBody } },
    async (request) => pageAnswer(request, await updateContentPageSettings(app.db, signedInMember(request), request.body, app.clock())),
  );
};
