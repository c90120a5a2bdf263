import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../../shared/api/accounts.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { savedReplyBody } from '../../../../shared/api/saved-replies.ts';
import { createSavedReply, editSavedReply, listSavedRepliesForStaff, removeSavedReply } from '../../../domain/feedback/saved-replies.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentSavedReply } from '../../../presenters/case-work-presenter.ts';

const tags = ['staff: feedback'];

/** `admin/feedback/savedReply*` (issue 31): answers kept in both languages for feedback threads. */
export const adminSavedReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('feedback'));

  app.get('/admin/feedback/savedReplies', { schema: { tags, summary: 'Every saved reply, by title, in both languages' } }, async (request) =>
    success((await listSavedRepliesForStaff(app.db)).map(presentSavedReply), request.language),
  );

  app.post('/admin/feedback/savedReply/create', { schema: { tags, summary: 'A new saved reply, in English and Chinese', body: savedReplyBody } }, async (request) =>
    success(presentSavedReply(await createSavedReply(app.db, signedInMember(request), request.body, app.clock())), request.language, 'savedReplyCreated'),
  );

  app.post('/admin/feedback/savedReply/update/:id', { schema: { tags, summary: 'Change a saved reply', params: idParam, body: savedReplyBody } }, async (request) =>
    success(presentSavedReply(await editSavedReply(app.db, signedInMember(request), request.params.id, request.body, app.clock())), request.language, 'savedReplySaved'),
  );

  app.post('/admin/feedback/savedReply/delete/:id', { schema: { tags, summary: 'Delete a saved reply; answers sent with it keep their text', params: idParam, body: noBody } }, async (request) => {
    await removeSavedReply(app.db, signedInMember(request), request.params.id);
    return success(null, request.language, 'savedReplyDeleted');
  });
};
