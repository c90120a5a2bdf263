import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/api/public-queries.ts';
import {
  createRequirementBody,
  requirementFileListQuery,
  requirementListQuery,
  saveRequirementFileBody,
  withdrawRequirementBody,
} from '../../../shared/api/requirements.ts';
import type { Language } from '../../../shared/language.ts';
import { listFilesOfRequirement, saveRequirementFile } from '../../domain/requirements/requirement-files.ts';
import { listFamilyRequirements, readRequirementDetail } from '../../domain/requirements/requirement-reads.ts';
import { submitRequirement, withdrawRequirement } from '../../domain/requirements/submit-requirement.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import type { MessageKey } from '../../http/messages.ts';
import { presentRequirementDetail, presentRequirementFile, presentRequirementPage } from '../../presenters/requirement-presenter.ts';
import { consultingDepsOf } from '../assessments/consulting-deps-of.ts';

const tags = ['requirements'];

/**
 * `ddcRequirement/*` and `ddcQuestionnaire/*` (D12, spec §7): a family's Inspire requirements and
 * their files. Another family's requirement (a "need") answers 404.
 */
export const requirementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  const detailAnswer = async (id: number, memberId: number, language: Language, message?: MessageKey) =>
    success(presentRequirementDetail(await readRequirementDetail(app.db, id, memberId), language), language, message);

  app.post(
    '/ddcRequirement/create',
    { schema: { tags, summary: 'The Inspire questionnaire for one child: a requirement in status 0', body: createRequirementBody } },
    async (request) => {
      const member = signedInMember(request);
      const row = await submitRequirement(consultingDepsOf(app), member.id, request.body);
      return detailAnswer(row.id, member.id, request.language, 'requirementSubmitted');
    },
  );

  app.get(
    '/ddcRequirement/list',
    { schema: { tags, summary: "The family's requirements in one status (-1: all), with every status's count", querystring: requirementListQuery } },
    async (request) => {
      const page = await listFamilyRequirements(app.db, signedInMember(request).id, request.query);
      return success(presentRequirementPage(page, request.language), request.language);
    },
  );

  app.get(
    '/ddcRequirement/detail/:id',
    { schema: { tags, summary: 'One requirement: timeline, consultant, teacher, meeting and the formed programme', params: idParam } },
    async (request) => detailAnswer(request.params.id, signedInMember(request).id, request.language),
  );

  app.post(
    '/ddcRequirement/withdraw/:id',
    { schema: { tags, summary: 'Withdraw a requirement before it became an order: closed (9)', params: idParam, body: withdrawRequirementBody } },
    async (request) => {
      const member = signedInMember(request);
      await withdrawRequirement(consultingDepsOf(app), member.id, request.params.id, request.body);
      return detailAnswer(request.params.id, member.id, request.language, 'requirementWithdrawn');
    },
  );

  app.get(
    '/ddcQuestionnaire/file/list',
    { schema: { tags, summary: "A requirement's files (needId is the requirement's id)", querystring: requirementFileListQuery } },
    async (request) => {
      const files = await listFilesOfRequirement(app.db, signedInMember(request).id, request.query.needId);
      return success(files.map(presentRequirementFile), request.language);
    },
  );

  app.post(
    '/ddcQuestionnaire/saveFile',
    { schema: { tags, summary: 'Add an uploaded file to a requirement ({needId, fileKey}) or remove one ({needId, fileId, remove: true})', body: saveRequirementFileBody } },
    async (request) => {
      const member = signedInMember(request);
      const message = await saveRequirementFile(consultingDepsOf(app), member.id, request.body);
      const files = await listFilesOfRequirement(app.db, member.id, request.body.needId);
      return success(files.map(presentRequirementFile), request.language, message);
    },
  );
};
