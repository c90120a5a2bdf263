import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAssessmentListQuery,
  completeInfoBody,
  markAbnormalBody,
  scheduleAssessmentBody,
  sendReportBody,
  uploadReportBody,
} from '../../../../shared/api/assessments.ts';
import type { Language } from '../../../../shared/language.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import type { AssessmentRow } from '../../../db/repositories/assessment-repository.ts';
import { listAllAssessments, readAssessmentDetail } from '../../../domain/assessments/assessment-reads.ts';
import {
  completeChildInfo,
  markAssessmentAbnormal,
  scheduleAssessment,
  sendAssessmentReport,
  uploadAssessmentReport,
} from '../../../domain/assessments/staff-assessment-steps.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentAdminAssessmentDetail, presentAdminAssessmentPage } from '../../../presenters/assessment-presenter.ts';
import { consultingDepsOf } from '../../assessments/consulting-deps-of.ts';
import { caseWorkRoutes } from '../case-work/case-work-routes.ts';

const tags = ['staff: assessments'];

/**
 * `admin/assessment/*` (D13, D24): staff take an assessment through its pipeline. Each step is
 * legal only from the statuses of ASSESSMENT_STEPS; any other answers 409 and changes nothing.
 */
export const adminAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('assessments'));

  const detailAnswer = async (id: number, language: Language) =>
    success(presentAdminAssessmentDetail(await readAssessmentDetail(app.db, id), language), language);

  app.get(
    '/admin/assessment/list',
    { schema: { tags, summary: "Every family's assessments, searchable", querystring: adminAssessmentListQuery } },
    async (request) => success(presentAdminAssessmentPage(await listAllAssessments(app.db, request.query, signedInMember(request)), request.language), request.language),
  );

  app.get('/admin/assessment/detail/:id', { schema: { tags, summary: 'One assessment, its timeline and next steps', params: idParam } }, async (request) =>
    detailAnswer(request.params.id, request.language),
  );

  /** A step's answer: the assessment as it now stands; the family's notification was written with it. */
  const afterStep = (request: FastifyRequest, row: AssessmentRow) => detailAnswer(row.id, request.language);

  app.post(
    '/admin/assessment/completeInfo/:id',
    { schema: { tags, summary: "Registered → info initialised: the child's information", params: idParam, body: completeInfoBody } },
    async (request) => afterStep(request, await completeChildInfo(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/assessment/schedule/:id',
    { schema: { tags, summary: '→ to be assessed: time, assessor and meeting link', params: idParam, body: scheduleAssessmentBody } },
    async (request) => afterStep(request, await scheduleAssessment(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/assessment/uploadReport/:id',
    { schema: { tags, summary: '→ report to send: a file uploaded by this staff member', params: idParam, body: uploadReportBody } },
    async (request) =>
      afterStep(request, await uploadAssessmentReport(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/assessment/sendReport/:id',
    { schema: { tags, summary: '→ report sent: the report becomes an academic record, and the family is told', params: idParam, body: sendReportBody } },
    async (request) =>
      afterStep(request, await sendAssessmentReport(consultingDepsOf(app), signedInMember(request), request.params.id, request.body?.note ?? '')),
  );

  app.post(
    '/admin/assessment/markAbnormal/:id',
    { schema: { tags, summary: '→ abnormal, with the reason the family is told', params: idParam, body: markAbnormalBody } },
    async (request) =>
      afterStep(request, await markAssessmentAbnormal(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  caseWorkRoutes(app, 'assessment', tags);
};
