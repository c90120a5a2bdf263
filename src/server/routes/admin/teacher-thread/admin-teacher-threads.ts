import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '../../../../shared/language.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { staffTeacherThreadQuery, teacherMessageBody } from '../../../../shared/api/teacher-threads.ts';
import { listThreadsForStaff, readThread, setThreadClosed, writeMessage } from '../../../domain/teacher-threads/teacher-threads.ts';
import type { Member } from '../../../domain/accounts/member.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentTeacherThreadDetail, presentTeacherThreadSummary } from '../../../presenters/teacher-thread-presenter.ts';

const tags = ['staff: teacher messages'];

/** `admin/teacherThread/*` (issue 29): every parent–teacher thread; staff read, write, close and reopen. */
export const adminTeacherThreadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('classes'));
  const deps = () => ({ db: app.db, now: app.clock() });
  const detail = async (staff: Member, id: number, language: Language) => presentTeacherThreadDetail(await readThread(deps(), staff, id), language);

  app.get('/admin/teacherThread/list', { schema: { tags, summary: 'Threads, the most recently active first', querystring: staffTeacherThreadQuery } }, async (request) => {
    const { pageNum, pageSize, q, state, scheduleId } = request.query;
    const page = await listThreadsForStaff(app.db, signedInMember(request), { q, state, scheduleId, offset: (pageNum - 1) * pageSize, limit: pageSize });
    return success({ total: page.total, list: page.views.map((view) => presentTeacherThreadSummary(view, request.language)) }, request.language);
  });

  app.get('/admin/teacherThread/detail/:id', { schema: { tags, summary: 'A thread', params: idParam } }, async (request) => {
    return success(await detail(signedInMember(request), request.params.id, request.language), request.language);
  });

  app.post('/admin/teacherThread/message/:id', { schema: { tags, summary: 'Write in a thread; the family and the teachers are told', params: idParam, body: teacherMessageBody } }, async (request) => {
    const staff = signedInMember(request);
    await writeMessage(deps(), staff, request.params.id, request.body);
    return success(await detail(staff, request.params.id, request.language), request.language, 'teacherMessageSent');
  });

  for (const [action, closed, messageKey] of [['close', true, 'teacherThreadClosedDone'], ['reopen', false, 'teacherThreadReopened']] as const) {
    app.post(`/admin/teacherThread/${action}/:id`, { schema: { tags, summary: closed ? 'Close a thread: no more messages' : 'Open a closed thread again', params: idParam } }, async (request) => {
      const staff = signedInMember(request);
      await setThreadClosed(deps(), staff, request.params.id, closed);
      return success(await detail(staff, request.params.id, request.language), request.language, messageKey);
    });
  }
};
