import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../../shared/api/public-queries.ts';
import {
  adminRequirementListQuery,
  assignConsultantBody,
  closeRequirementBody,
  formProductBody,
  matchTeacherBody,
  scheduleMeetingBody,
  stepNoteBody,
  teacherDisplayName,
} from '../../../../shared/api/requirements.ts';
import type { Language } from '../../../../shared/language.ts';
import { listApprovedTeachers, listConsultants, type RequirementRow } from '../../../db/repositories/requirement-repository.ts';
import { listAllRequirements, listFilesForStaff, readRequirementDetail } from '../../../domain/requirements/requirement-reads.ts';
import {
  assignConsultant,
  closeRequirement,
  formProduct,
  matchTeacher,
  recordConversation,
  scheduleMeeting,
} from '../../../domain/requirements/staff-requirement-steps.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { textOf } from '../../../../shared/localised-text.ts';
import { presentAdminRequirementDetail, presentAdminRequirementPage } from '../../../presenters/requirement-presenter.ts';
import { consultingDepsOf } from '../../assessments/consulting-deps-of.ts';
import { caseWorkRoutes } from '../case-work/case-work-routes.ts';

const tags = ['staff: requirements'];

/**
 * `admin/requirement/*` (D12, D24): staff take an Inspire requirement through its pipeline. Each
 * step is legal only from the statuses of REQUIREMENT_STEPS; any other answers 409 and changes
 * nothing. The family is mailed after each step, once it committed.
 */
export const adminRequirementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('requirements'));

  const detailAnswer = async (id: number, language: Language) => {
    const [record, files] = await Promise.all([readRequirementDetail(app.db, id), listFilesForStaff(app.db, id)]);
    return success(presentAdminRequirementDetail(record, files, language), language);
  };

  /** A step's answer: the requirement as it now stands; the family's notification was written with it. */
  const afterStep = (request: FastifyRequest, row: RequirementRow) => detailAnswer(row.id, request.language);

  app.get(
    '/admin/requirement/list',
    { schema: { tags, summary: "Every family's requirements, searchable", querystring: adminRequirementListQuery } },
    async (request) => success(presentAdminRequirementPage(await listAllRequirements(app.db, request.query, signedInMember(request)), request.language), request.language),
  );

  app.get('/admin/requirement/detail/:id', { schema: { tags, summary: 'One requirement, its files and next steps', params: idParam } }, async (request) =>
    detailAnswer(request.params.id, request.language),
  );

  app.get('/admin/requirement/consultants', { schema: { tags, summary: 'The advisers a requirement can be given to' } }, async (request) =>
    success(
      (await listConsultants(app.db)).map((adviser) => ({ id: adviser.id, name: textOf(adviser, 'name', request.language), timeZone: adviser.timeZone })),
      request.language,
    ),
  );

  app.get('/admin/requirement/teachers', { schema: { tags, summary: 'The foreign teachers of approved applications' } }, async (request) =>
    success(
      (await listApprovedTeachers(app.db)).map((teacher) => ({
        id: teacher.id,
        name: teacherDisplayName(teacher.profile),
        subjects: teacher.teaching.subjects,
        timeZone: teacher.availability.timeZone,
      })),
      request.language,
    ),
  );

  app.post(
    '/admin/requirement/assignConsultant/:id',
    { schema: { tags, summary: 'Pending → consultant matched', params: idParam, body: assignConsultantBody } },
    async (request) => afterStep(request, await assignConsultant(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  // The steps that only record that a conversation took place, with an optional note.
  const conversations = [
    ['recordConsultantTalk', 'Consultant matched → consultant communicated'],
    ['recordMeetingHeld', 'Meeting pending → meeting held'],
    ['recordCommunicationDone', 'Meeting held → communication done'],
  ] as const;
  for (const [step, summary] of conversations) {
    app.post(
      `/admin/requirement/${step}/:id`,
      { schema: { tags, summary, params: idParam, body: stepNoteBody } },
      async (request) =>
        afterStep(request, await recordConversation(consultingDepsOf(app), signedInMember(request), request.params.id, step, request.body?.note ?? '')),
    );
  }

  app.post(
    '/admin/requirement/matchTeacher/:id',
    { schema: { tags, summary: 'Consultant communicated → foreign teacher matched (an approved application)', params: idParam, body: matchTeacherBody } },
    async (request) => afterStep(request, await matchTeacher(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/requirement/scheduleMeeting/:id',
    { schema: { tags, summary: '→ three-party meeting pending (again to move it)', params: idParam, body: scheduleMeetingBody } },
    async (request) => afterStep(request, await scheduleMeeting(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/requirement/formProduct/:id',
    { schema: { tags, summary: 'Communication done → product formed: a private programme for this family', params: idParam, body: formProductBody } },
    async (request) => afterStep(request, await formProduct(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/requirement/close/:id',
    { schema: { tags, summary: 'Close a requirement before it became an order, with a reason', params: idParam, body: closeRequirementBody } },
    async (request) => afterStep(request, await closeRequirement(consultingDepsOf(app), signedInMember(request), request.params.id, request.body)),
  );

  caseWorkRoutes(app, 'requirement', tags);
};
