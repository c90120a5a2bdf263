import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFacultyListQuery, facultyBody, linkTeacherBody, type AdminFacultyMember, type TeacherAccountOption } from '../../../../shared/api/admin-catalogue.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import type { FacultyMemberRow } from '../../../db/repositories/faculty-repository.ts';
import { createFacultyMember, listFacultyForStaff, readFacultyMemberForStaff, updateFacultyMemberForStaff } from '../../../domain/content/staff-faculty.ts';
import { listTeacherAccounts } from '../../../db/repositories/teacher-class-repository.ts';
import { linkTeacherAccount } from '../../../domain/teachers/staff-teachers.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import { pictureUploadRoute } from '../picture-upload.ts';

const tags = ['staff: content'];

const present = (row: FacultyMemberRow): AdminFacultyMember => ({ ...row, userId: row.userId ?? null });

const csvColumns: CsvColumn<AdminFacultyMember>[] = [
  { header: { en: 'Id', cn: '编号' }, value: (row) => row.id },
  { header: { en: 'Name (English)', cn: '姓名（英文）' }, value: (row) => row.nameEn },
  { header: { en: 'Name (Chinese)', cn: '姓名（中文）' }, value: (row) => row.nameZh },
  { header: { en: 'Subjects', cn: '科目' }, value: (row) => row.subjects.join('; ') },
  { header: { en: 'Published', cn: '已发布' }, value: (row) => row.published },
];

/** `admin/faculty/*`: the faculty page's entries (D18), admins only; writes audited, cache cleared. */
export const adminFacultyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('content'));
  await app.register(pictureUploadRoute('/admin/faculty/picture', tags));

  const detailAnswer = async (language: Parameters<typeof success>[1], id: number) => {
    app.publicCache.invalidate();
    return success(present(await readFacultyMemberForStaff(app.db, id)), language, 'contentSaved');
  };

  app.get(
    '/admin/faculty/list',
    { schema: { tags, summary: 'Every faculty entry, unpublished ones too; search by name; format=csv exports all', querystring: adminFacultyListQuery } },
    async (request, reply) => {
      const page = await listFacultyForStaff(app.db, request.query);
      const list = page.rows.map(present);
      if (request.query.format === 'csv') return sendCsv(reply, 'faculty', toCsv(csvColumns, list, request.language));
      return success({ total: page.total, list }, request.language);
    },
  );

  app.get('/admin/faculty/detail/:id', { schema: { tags, summary: 'One faculty entry', params: idParam } }, async (request) =>
    success(present(await readFacultyMemberForStaff(app.db, request.params.id)), request.language),
  );

  app.post('/admin/faculty/create', { schema: { tags, summary: 'A new faculty entry at the end of the page', body: facultyBody } }, async (request) =>
    detailAnswer(request.language, await createFacultyMember(app.db, signedInMember(request), request.body)),
  );

  app.post('/admin/faculty/update/:id', { schema: { tags, summary: 'Save a faculty entry in both languages', params: idParam, body: facultyBody } }, async (request) => {
    await updateFacultyMemberForStaff(app.db, signedInMember(request), request.params.id, request.body);
    return detailAnswer(request.language, request.params.id);
  });

  app.get('/admin/faculty/teacherAccounts', { schema: { tags, summary: 'Teacher accounts to link, each with the entry it is linked to' } }, async (request) => {
    const list: TeacherAccountOption[] = await listTeacherAccounts(app.db);
    return success(list, request.language);
  });

  app.post(
    '/admin/faculty/linkTeacher/:id',
    { schema: { tags, summary: "Link a teacher's account to the entry (D30), or unlink it with null; audited", params: idParam, body: linkTeacherBody } },
    async (request) => {
      await linkTeacherAccount(app.db, signedInMember(request), request.params.id, request.body.userId);
      return success(present(await readFacultyMemberForStaff(app.db, request.params.id)), request.language, 'teacherLinked');
    },
  );
};
