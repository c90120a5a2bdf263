import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentListQuery, createAssessmentBody, rebookAssessmentBody } from '../../../shared/api/assessments.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { listFamilyAssessments, openAssessmentReport, readAssessmentDetail } from '../../domain/assessments/assessment-reads.ts';
import { bookAssessment, rebookAssessment } from '../../domain/assessments/book-assessment.ts';
import { loadSubjectNames } from '../../domain/consulting/subjects.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentAssessmentDetail, presentAssessmentPage, presentSubject } from '../../presenters/assessment-presenter.ts';
import { setFileHeaders } from '../uploads/uploads.ts';
import { consultingDepsOf } from './consulting-deps-of.ts';

const tags = ['assessments'];

/** `ddcAssessment/*` (D13): a family's assessments. Another family's assessment answers 404. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  const detailAnswer = async (id: number, memberId: number, language: 'en' | 'cn', message?: 'assessmentBooked') =>
    success(presentAssessmentDetail(await readAssessmentDetail(app.db, id, memberId), language), language, message);

  app.get('/ddcAssessment/subjects', { schema: { tags, summary: 'The subjects an assessment can cover' } }, async (request) => {
    const subjects = await loadSubjectNames(app.db);
    return success([...subjects.keys()].map((code) => presentSubject(code, subjects, request.language)), request.language);
  });

  app.post(
    '/ddcAssessment/create',
    { schema: { tags, summary: 'Book an assessment of one child: 2-4 subjects, three preferred slots', body: createAssessmentBody } },
    async (request) => {
      const member = signedInMember(request);
      const row = await bookAssessment(consultingDepsOf(app), member.id, request.body);
      return detailAnswer(row.id, member.id, request.language, 'assessmentBooked');
    },
  );

  app.get(
    '/ddcAssessment/list',
    { schema: { tags, summary: "The family's assessments, newest first", querystring: assessmentListQuery } },
    async (request) => {
      const page = await listFamilyAssessments(app.db, signedInMember(request).id, request.query);
      return success(presentAssessmentPage(page, request.language), request.language);
    },
  );

  app.get(
    '/ddcAssessment/detail/:id',
    { schema: { tags, summary: 'One assessment with its timeline', params: idParam } },
    async (request) => detailAnswer(request.params.id, signedInMember(request).id, request.language),
  );

  app.post(
    '/ddcAssessment/rebook/:id',
    { schema: { tags, summary: 'Book an abnormal assessment again', params: idParam, body: rebookAssessmentBody } },
    async (request) => {
      const member = signedInMember(request);
      await rebookAssessment(consultingDepsOf(app), member.id, request.params.id, request.body);
      return detailAnswer(request.params.id, member.id, request.language, 'assessmentBooked');
    },
  );

  app.get(
    '/ddcAssessment/report/:id',
    { schema: { tags, summary: 'The bytes of a sent assessment report', params: idParam } },
    async (request, reply) => {
      const { file, bytes } = await openAssessmentReport(consultingDepsOf(app), signedInMember(request).id, request.params.id);
      setFileHeaders(reply, file);
      return reply.send(bytes);
    },
  );
};
