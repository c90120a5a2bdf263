import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOME_LIST_BODIES,
  HOME_LIST_KINDS,
  homeIntroBody,
  homeListPaths,
  homeReorderBody,
  type AdminHomeDetail,
  type HomeListKind,
} from '../../../../shared/api/admin-home.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import {
  createHomeItem,
  deleteHomeItemForStaff,
  readHomeForStaff,
  reorderHomeItems,
  updateHomeIntro,
  updateHomeItemForStaff,
  type StaffHomeRecord,
} from '../../../domain/content/staff-home.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { pictureUploadRoute } from '../picture-upload.ts';

const tags = ['staff: content'];

/** Only the fields the editor shows leave the server. */
function present(home: StaffHomeRecord): AdminHomeDetail {
  return {
    slides: home.slides.map(({ id, position, image, titleEn, titleZh, subTitleEn, subTitleZh, buttonTextEn, buttonTextZh, buttonUrl }) => ({
      id,
      position,
      image,
      titleEn,
      titleZh,
      subTitleEn,
      subTitleZh,
      buttonTextEn,
      buttonTextZh,
      buttonUrl,
    })),
    subjects: home.subjects.map(({ id, position, icon, nameEn, nameZh, descriptionEn, descriptionZh }) => ({ id, position, icon, nameEn, nameZh, descriptionEn, descriptionZh })),
    testimonials: home.testimonials.map(({ id, position, avatar, nameEn, nameZh, roleEn, roleZh, contentEn, contentZh }) => ({
      id,
      position,
      avatar,
      nameEn,
      nameZh,
      roleEn,
      roleZh,
      contentEn,
      contentZh,
    })),
    intro: home.intro,
  };
}

const NAMES: Record<HomeListKind, string> = { slide: 'hero slide', subject: 'subject', testimonial: 'testimonial' };

/**
 * `admin/home/*`: the home page's hero slides, subjects, testimonials and intro (issue 7), admins
 * only. Every write answers the whole editor's detail and clears the public cache.
 */
export const adminHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('content'));
  await app.register(pictureUploadRoute('/admin/home/picture', tags));

  const detailAnswer = async (language: Parameters<typeof success>[1]) => {
    app.publicCache.invalidate();
    return success(present(await readHomeForStaff(app.db)), language, 'contentSaved');
  };

  app.get('/admin/home/detail', { schema: { tags, summary: 'The slides, subjects and testimonials in their order, both languages, and the intro' } }, async (request) =>
    success(present(await readHomeForStaff(app.db)), request.language),
  );

  for (const kind of HOME_LIST_KINDS) {
    const paths = homeListPaths(kind);
    const body = HOME_LIST_BODIES[kind];
    app.post(`/${paths.create}`, { schema: { tags, summary: `A new ${NAMES[kind]} at the end of its list`, body } }, async (request) => {
      await createHomeItem(app.db, signedInMember(request), kind, request.body);
      return detailAnswer(request.language);
    });

    app.post(`/${paths.update}/:id`, { schema: { tags, summary: `Save a ${NAMES[kind]} in both languages`, params: idParam, body } }, async (request) => {
      await updateHomeItemForStaff(app.db, signedInMember(request), kind, request.params.id, request.body);
      return detailAnswer(request.language);
    });

    app.post(`/${paths.delete}/:id`, { schema: { tags, summary: `Remove a ${NAMES[kind]}`, params: idParam } }, async (request) => {
      await deleteHomeItemForStaff(app.db, signedInMember(request), kind, request.params.id);
      return detailAnswer(request.language);
    });

    app.post(`/${paths.reorder}`, { schema: { tags, summary: `Put the ${NAMES[kind]} list in a new order (every item, each once)`, body: homeReorderBody } }, async (request) => {
      await reorderHomeItems(app.db, signedInMember(request), kind, request.body.ids);
      return detailAnswer(request.language);
    });
  }

  app.post('/admin/home/updateIntro', { schema: { tags, summary: "Save the intro's heading and text in both languages", body: homeIntroBody } }, async (request) => {
    await updateHomeIntro(app.db, signedInMember(request), request.body);
    return detailAnswer(request.language);
  });
};
