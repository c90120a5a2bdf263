import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../../shared/api/accounts.ts';
import { adminTeacherApplicationListQuery, rejectApplicationBody, type AdminTeacherApplicationSummary } from '../../../../shared/api/admin-teacher-applications.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { decideApplication, listTeacherApplications, mailDecision, readTeacherApplication, type ApplicationDecision } from '../../../domain/teacher-applications/review.ts';
import { createFacultyFromApplication } from '../../../domain/teachers/staff-teachers.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import { presentApplicationDetail, presentApplicationPage } from '../../../presenters/teacher-application-presenter.ts';
import type { FastifyRequest } from 'fastify';

const tags = ['staff: teacher applications'];

const csvColumns: CsvColumn<AdminTeacherApplicationSummary>[] = [
  { header: { en: 'Name', cn: '姓名' }, value: (row) => row.name },
  { header: { en: 'E-mail', cn: '邮箱' }, value: (row) => row.email },
  { header: { en: 'Nationality', cn: '国籍' }, value: (row) => row.nationality },
  { header: { en: 'Subjects', cn: '科目' }, value: (row) => row.subjects.join('; ') },
  { header: { en: 'Status', cn: '状态' }, value: (row) => row.status },
  { header: { en: 'Submitted', cn: '提交时间' }, value: (row) => row.submitTime },
  { header: { en: 'Decided', cn: '审核时间' }, value: (row) => row.decidedTime },
];

/** `admin/teacherApplication/*`: foreign teachers' applications (admins only). */
export const adminTeacherApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('teacherApplications'));

  const detailAnswer = async (request: FastifyRequest, id: number) =>
    success(presentApplicationDetail(await readTeacherApplication(app.db, id)), request.language);

  const decide = async (request: FastifyRequest, id: number, decision: Omit<ApplicationDecision, 'now'>) => {
    const full = { ...decision, now: app.clock() };
    const application = await decideApplication(app.db, signedInMember(request), id, full);
    await mailDecision(app.mailer, application, full).catch((error: unknown) => request.log.warn({ err: error }, 'application decision mail not sent'));
    return detailAnswer(request, id);
  };

  app.get(
    '/admin/teacherApplication/list',
    { schema: { tags, summary: 'Applications by status; search by name or e-mail; format=csv exports all', querystring: adminTeacherApplicationListQuery } },
    async (request, reply) => {
      const page = presentApplicationPage(await listTeacherApplications(app.db, request.query));
      if (request.query.format === 'csv') return sendCsv(reply, 'teacher-applications', toCsv(csvColumns, page.list, request.language));
      return success(page, request.language);
    },
  );

  app.get('/admin/teacherApplication/detail/:id', { schema: { tags, summary: 'The whole application with its documents', params: idParam } }, async (request) =>
    detailAnswer(request, request.params.id),
  );

  app.post(
    '/admin/teacherApplication/approve/:id',
    { schema: { tags, summary: 'Approve: the applicant is told by mail in their language', params: idParam, body: noBody } },
    async (request) => decide(request, request.params.id, { status: 'approved', reason: '' }),
  );

  app.post(
    '/admin/teacherApplication/reject/:id',
    { schema: { tags, summary: 'Reject with a reason, mailed to the applicant in their language', params: idParam, body: rejectApplicationBody } },
    async (request) => decide(request, request.params.id, { status: 'rejected', reason: request.body.reason }),
  );

  app.post(
    '/admin/teacherApplication/createFaculty/:id',
    { schema: { tags, summary: "An approved applicant's faculty entry, unpublished, linked to the account; answers {facultyId}", params: idParam, body: noBody } },
    async (request) => {
      const facultyId = await createFacultyFromApplication(app.db, signedInMember(request), request.params.id);
      app.publicCache.invalidate();
      return success({ facultyId }, request.language, 'facultyCreatedFromApplication');
    },
  );
};
