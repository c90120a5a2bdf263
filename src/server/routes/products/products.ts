import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/api/public-queries.ts';
import { listCourseSystems } from '../../db/repositories/course-system-repository.ts';
import { catalogueMomentAt, listCatalogueProducts, loadProductDetail } from '../../domain/catalogue/product-catalogue.ts';
import { listTimetablesFor } from '../../domain/catalogue/timetables.ts';
import { identifyMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { publicReadOptions, sendPublicRead } from '../../http/public-read.ts';
import { presentCourseSystem } from '../../presenters/catalogue-presenter.ts';
import { presentProductDetail, presentProductPage } from '../../presenters/product-presenter.ts';
import { presentTimetable } from '../../presenters/timetable-presenter.ts';
import { productListBody, timetableListBody } from './schema.ts';

const tags = ['public catalogue'];

/**
 * The catalogue's reads. They are POSTs because the specification's client sends them so; their
 * bodies are a few filters, so anything larger than a few KB is refused (413) unread.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const moment = () => catalogueMomentAt(app.clock(), app.env.ACADEMY_TIME_ZONE);

  app.post('/ddcProduct/courseSystemAll', { ...publicReadOptions, schema: { tags, summary: 'Every course system' } }, (request, reply) =>
    sendPublicRead(request, reply, async () =>
      (await listCourseSystems(app.db)).map((system) => presentCourseSystem(system, request.language)),
    ),
  );

  app.post(
    '/ddcProduct/productList',
    { ...publicReadOptions, schema: { tags, summary: 'One page of published products', body: productListBody } },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        presentProductPage(await listCatalogueProducts(app.db, request.body, moment()), request.language),
      ),
  );

  app.post(
    '/ddcProduct/detail/:id',
    { ...publicReadOptions, schema: { tags, summary: 'A published product with its teachers and its own classes', params: idParam } },
    async (request, reply) => {
      try {
        return await sendPublicRead(request, reply, async () =>
          presentProductDetail(await loadProductDetail(app.db, request.params.id, moment()), request.language),
        );
      } catch (error) {
        // Not public: it may be a programme formed for the signed-in family (D12), never cached.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        await identifyMember(request);
        if (!request.user) throw error;
        const detail = await loadProductDetail(app.db, request.params.id, moment(), request.user.id);
        reply.header('cache-control', 'no-store');
        return success(presentProductDetail(detail, request.language), request.language);
      }
    },
  );

  app.post(
    '/ddcProduct/courseTimetableAll',
    { ...publicReadOptions, schema: { tags, summary: 'Every timetable, or one page’s', body: timetableListBody } },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        (await listTimetablesFor(app.db, request.body?.pageSlug)).map((timetable) =>
          presentTimetable(timetable, request.language),
        ),
      ),
  );
};
