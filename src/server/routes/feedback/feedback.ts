import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFeedbackBody, feedbackListQuery, feedbackReplyBody } from '../../../shared/api/feedback.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { countUnreadAnswers } from '../../db/repositories/feedback-repository.ts';
import { openFeedbackFile } from '../../domain/feedback/feedback-files.ts';
import { createFeedback, listFeedbackOfMember, openFeedbackThread, replyToFeedback } from '../../domain/feedback/feedback.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentFeedbackDetail, presentFeedbackList } from '../../presenters/feedback-presenter.ts';

const tags = ['feedback'];

/** `ddcFeedback/*`: a family's feedback threads (issue 8). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  const deps = () => ({ db: app.db, now: app.clock() });

  app.post('/ddcFeedback/create', { schema: { tags, summary: 'Send feedback: a thread in status processing', body: createFeedbackBody } }, async (request) => {
    const member = signedInMember(request);
    const id = await createFeedback(deps(), member.id, request.body);
    return success(presentFeedbackDetail(await openFeedbackThread(deps(), member.id, id), request.language), request.language, 'feedbackSent');
  });

  app.get('/ddcFeedback/list', { schema: { tags, summary: 'The parent’s threads of one status, with unread answers', querystring: feedbackListQuery } }, async (request) => {
    const member = signedInMember(request);
    return success(presentFeedbackList(await listFeedbackOfMember(app.db, member.id, request.query), request.language), request.language);
  });

  app.get('/ddcFeedback/unreadCount', { schema: { tags, summary: 'Staff answers the parent has not read, for the menu badge' } }, async (request) => {
    const member = signedInMember(request);
    return success({ count: await countUnreadAnswers(app.db, member.id) }, request.language);
  });

  app.get('/ddcFeedback/detail/:id', { schema: { tags, summary: 'A thread; opening it reads its answers', params: idParam } }, async (request) => {
    const member = signedInMember(request);
    return success(presentFeedbackDetail(await openFeedbackThread(deps(), member.id, request.params.id), request.language), request.language);
  });

  app.get(
    '/ddcFeedback/openFile/:id',
    { schema: { tags, summary: 'A signed, short-lived link to a file of one of the parent’s threads', params: idParam } },
    async (request) => {
      const member = signedInMember(request);
      const { url } = await openFeedbackFile(deps(), member.id, request.params.id);
      return success({ url }, request.language);
    },
  );

  app.post(
    '/ddcFeedback/reply/:id',
    { schema: { tags, summary: 'A follow-up while the thread is processing', params: idParam, body: feedbackReplyBody } },
    async (request) => {
      const member = signedInMember(request);
      await replyToFeedback(deps(), member.id, request.params.id, request.body);
      return success(presentFeedbackDetail(await openFeedbackThread(deps(), member.id, request.params.id), request.language), request.language, 'feedbackSent');
    },
  );
};
