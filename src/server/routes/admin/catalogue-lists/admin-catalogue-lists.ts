import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseSystemBody, gradeBody, timetableBody } from '../../../../shared/api/admin-catalogue.ts';
import { GRADE_DICTIONARY } from '../../../../shared/catalogue.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { listAllCourseSystems, listAllTimetables } from '../../../db/repositories/admin-catalogue-repository.ts';
import { listDictionaryEntries } from '../../../db/repositories/dictionary-repository.ts';
import { saveCourseSystem, saveGrade, saveTimetable } from '../../../domain/catalogue/staff-lists.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';

const tags = ['staff: catalogue'];

const presentTimetable = ({ updatedAt: _updatedAt, ...fields }: Awaited<ReturnType<typeof listAllTimetables>>[number]) => fields;
const presentGrade = ({ dictionary: _dictionary, ...fields }: Awaited<ReturnType<typeof listDictionaryEntries>>[number]) => fields;

/**
 * `admin/timetable/*`, `admin/courseSystem/*`, `admin/dictionary/*`: the catalogue's small lists
 * (admins only). Each write is audited and clears the public-read cache.
 */
export const adminCatalogueListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('catalogue'));

  const saved = <T>(language: Parameters<typeof success>[1], value: T) => {
    app.publicCache.invalidate();
    return success(value, language, 'contentSaved');
  };

  app.get('/admin/timetable/list', { schema: { tags, summary: 'Every timetable, in order' } }, async (request) =>
    success((await listAllTimetables(app.db)).map(presentTimetable), request.language),
  );
  app.post('/admin/timetable/create', { schema: { tags, summary: 'A new timetable', body: timetableBody } }, async (request) =>
    saved(request.language, presentTimetable(await saveTimetable(app.db, signedInMember(request), null, request.body, app.clock()))),
  );
  app.post('/admin/timetable/update/:id', { schema: { tags, summary: "Rename a timetable or change its dates", params: idParam, body: timetableBody } }, async (request) =>
    saved(request.language, presentTimetable(await saveTimetable(app.db, signedInMember(request), request.params.id, request.body, app.clock()))),
  );

  app.get('/admin/courseSystem/list', { schema: { tags, summary: 'Every course system, in order' } }, async (request) => success(await listAllCourseSystems(app.db), request.language));
  app.post('/admin/courseSystem/create', { schema: { tags, summary: 'A new course system', body: courseSystemBody } }, async (request) =>
    saved(request.language, await saveCourseSystem(app.db, signedInMember(request), null, request.body)),
  );
  app.post('/admin/courseSystem/update/:id', { schema: { tags, summary: 'Rename a course system', params: idParam, body: courseSystemBody } }, async (request) =>
    saved(request.language, await saveCourseSystem(app.db, signedInMember(request), request.params.id, request.body)),
  );

  app.get('/admin/dictionary/grades', { schema: { tags, summary: 'The grade dictionary, in school order' } }, async (request) =>
    success((await listDictionaryEntries(app.db, GRADE_DICTIONARY)).map(presentGrade), request.language),
  );
  app.post('/admin/dictionary/saveGrade', { schema: { tags, summary: 'Add a grade, or rename one by its code', body: gradeBody } }, async (request) =>
    saved(request.language, presentGrade(await saveGrade(app.db, signedInMember(request), request.body))),
  );
};
