import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackAnswerBody, staffFeedbackListQuery } from '../../../../shared/api/feedback.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { mailLinkBaseOf } from '../../../adapters/mail/mail-links.ts';
import { readFeedbackThread } from '../../../domain/feedback/feedback.ts';
import { answerFeedback, listFeedbackForStaff } from '../../../domain/feedback/staff-feedback.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentFeedbackDetail, presentStaffFeedbackSummary } from '../../../presenters/feedback-presenter.ts';
import { caseWorkRoutes } from '../case-work/case-work-routes.ts';

const tags = ['staff: feedback'];

/** `admin/feedback/*`: every family's feedback; staff answer it and mark it processed. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('feedback'));

  app.get('/admin/feedback/list', { schema: { tags, summary: 'Threads, the most recently active first', querystring: staffFeedbackListQuery } }, async (request) => {
    const page = await listFeedbackForStaff(app.db, request.query, signedInMember(request));
    return success({ total: page.total, list: page.rows.map((row) => presentStaffFeedbackSummary(row, request.language)) }, request.language);
  });

  app.get('/admin/feedback/detail/:id', { schema: { tags, summary: 'A thread', params: idParam } }, async (request) => {
    const thread = await readFeedbackThread(app.db, request.params.id);
    return success({ ...presentFeedbackDetail(thread, request.language), parentName: thread.parentName, familyLanguage: thread.parentLanguage }, request.language);
  });

  app.post(
    '/admin/feedback/answer/:id',
    { schema: { tags, summary: 'Answer a thread and mark it processed (unless markProcessed is false); mails the parent', params: idParam, body: feedbackAnswerBody } },
    async (request) => {
      await answerFeedback({ db: app.db, now: app.clock(), linkBase: mailLinkBaseOf(app.env) }, signedInMember(request), request.params.id, request.body);
      const thread = await readFeedbackThread(app.db, request.params.id);
      return success({ ...presentFeedbackDetail(thread, request.language), parentName: thread.parentName, familyLanguage: thread.parentLanguage }, request.language, 'feedbackAnswered');
    },
  );

  caseWorkRoutes(app, 'feedback', tags);
};
