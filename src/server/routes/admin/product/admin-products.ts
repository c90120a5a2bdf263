import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { noBody } from '../../../../shared/api/accounts.ts';
import { adminProductListQuery, productBody, productClassBody, type AdminProductSummary } from '../../../../shared/api/admin-catalogue.ts';
import { GRADE_DICTIONARY, SUBJECT_DICTIONARY } from '../../../../shared/catalogue.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { listAllFacultyMembers, listProductCategories } from '../../../db/repositories/admin-catalogue-repository.ts';
import { listCourseSystems } from '../../../db/repositories/course-system-repository.ts';
import { listDictionaryEntries } from '../../../db/repositories/dictionary-repository.ts';
import { listTimetables } from '../../../db/repositories/timetable-repository.ts';
import {
  addProductClass,
  cancelProductClass,
  createProductForStaff,
  listProductsForStaff,
  readProductForStaff,
  updateProductClass,
  updateProductForStaff,
  type CatalogueDeps,
} from '../../../domain/catalogue/staff-products.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import type { MessageKey } from '../../../http/messages.ts';
import { presentAdminProductDetail, presentAdminProductPage, presentCatalogueOptions } from '../../../presenters/admin-product-presenter.ts';
import { pictureUploadRoute } from '../picture-upload.ts';

const tags = ['staff: catalogue'];

const money = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));

const csvColumns: CsvColumn<AdminProductSummary>[] = [
  { header: { en: 'Id', cn: '编号' }, value: (row) => row.id },
  { header: { en: 'Name (English)', cn: '名称（英文）' }, value: (row) => row.nameEn },
  { header: { en: 'Name (Chinese)', cn: '名称（中文）' }, value: (row) => row.nameZh },
  { header: { en: 'Course type', cn: '课程类型' }, value: (row) => row.courseType },
  { header: { en: 'Subject', cn: '科目' }, value: (row) => row.subject },
  { header: { en: 'Currency', cn: '币种' }, value: (row) => row.currency },
  { header: { en: 'Price', cn: '价格' }, value: (row) => money(row.price) },
  { header: { en: 'Promotion price', cn: '促销价' }, value: (row) => money(row.promotionPrice) },
  { header: { en: 'Seats left', cn: '剩余名额' }, value: (row) => row.stock },
  { header: { en: 'Published', cn: '已上架' }, value: (row) => row.published },
  { header: { en: 'Updated', cn: '更新时间' }, value: (row) => row.updatedTime },
];

/**
 * `admin/product/*`: the catalogue's products and their classes (admins only). Every write is
 * audited with the fields before and after, and empties the public-read cache on every instance,
 * so that the catalogue shows the change at once.
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('catalogue'));
  await app.register(pictureUploadRoute('/admin/product/picture', tags));

  const deps = (): CatalogueDeps => ({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE, offerHours: app.env.WAITLIST_OFFER_HOURS });

  const detailAnswer = async (request: FastifyRequest, id: number, messageKey?: MessageKey) =>
    success(presentAdminProductDetail(await readProductForStaff(app.db, id), app.env.ACADEMY_TIME_ZONE), request.language, messageKey);

  /** After a write that committed: public pages read the change at once. */
  const published = <T>(value: T) => {
    app.publicCache.invalidate();
    return value;
  };

  app.get(
    '/admin/product/list',
    { schema: { tags, summary: 'Every product, private programmes too: search by name or subject; filter by category and published; format=csv exports all', querystring: adminProductListQuery } },
    async (request, reply) => {
      const page = presentAdminProductPage(await listProductsForStaff(app.db, request.query));
      if (request.query.format === 'csv') return sendCsv(reply, 'products', toCsv(csvColumns, page.list, request.language));
      return success(page, request.language);
    },
  );

  app.get('/admin/product/options', { schema: { tags, summary: 'What the product form picks from: categories, course systems, timetables, grades, subjects, teachers' } }, async (request) => {
    const [categories, courseSystems, timetables, grades, subjects, teachers] = await Promise.all([
      listProductCategories(app.db),
      listCourseSystems(app.db),
      listTimetables(app.db),
      listDictionaryEntries(app.db, GRADE_DICTIONARY),
      listDictionaryEntries(app.db, SUBJECT_DICTIONARY),
      listAllFacultyMembers(app.db),
    ]);
    return success(presentCatalogueOptions({ categories, courseSystems, timetables, grades, subjects, teachers, timeZone: app.env.ACADEMY_TIME_ZONE }), request.language);
  });

  app.get('/admin/product/detail/:id', { schema: { tags, summary: 'A product with its teachers, seats taken and classes', params: idParam } }, async (request) =>
    detailAnswer(request, request.params.id),
  );

  app.post('/admin/product/create', { schema: { tags, summary: 'A new product; its description is sanitised', body: productBody } }, async (request) => {
    const id = published(await createProductForStaff(deps(), signedInMember(request), request.body));
    return detailAnswer(request, id, 'productSaved');
  });

  app.post(
    '/admin/product/update/:id',
    { schema: { tags, summary: 'Save a product; seats never fewer than those taken; orders keep their own amounts', params: idParam, body: productBody } },
    async (request) => {
      published(await updateProductForStaff(deps(), signedInMember(request), request.params.id, request.body));
      return detailAnswer(request, request.params.id, 'productSaved');
    },
  );

  app.post(
    '/admin/product/addClass/:id',
    { schema: { tags, summary: "A new class of the product, its time on the academy's clock (D17)", params: idParam, body: productClassBody } },
    async (request) => detailAnswer(request, published(await addProductClass(deps(), signedInMember(request), request.params.id, request.body)), 'classSaved'),
  );

  app.post(
    '/admin/product/updateClass/:id',
    { schema: { tags, summary: 'Move or change a class; capacity never below the seats booked', params: idParam, body: productClassBody } },
    async (request) => detailAnswer(request, published(await updateProductClass(deps(), signedInMember(request), request.params.id, request.body)), 'classSaved'),
  );

  app.post(
    '/admin/product/cancelClass/:id',
    { schema: { tags, summary: 'Cancel a class nobody has booked', params: idParam, body: noBody } },
    async (request) => detailAnswer(request, published(await cancelProductClass(deps(), signedInMember(request), request.params.id)), 'classCancellationSaved'),
  );
};
