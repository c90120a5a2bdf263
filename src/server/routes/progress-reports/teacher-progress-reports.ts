import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitProgressReportBody } from '../../../shared/api/progress-reports.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { listTeacherReports, submitProgressReport } from '../../domain/progress-reports/progress-reports.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentTeacherProgressReport } from '../../presenters/progress-report-presenter.ts';

const tags = ['teacher: progress reports'];

/** `teacher/progressReport/*` (issue 29): the reports a teacher is asked to write on the children of their courses. */
export const teacherProgressReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  app.get('/teacher/progressReport/list', { schema: { tags, summary: 'Reports to write, and those written and not yet released' } }, async (request) => {
    const rows = await listTeacherReports(app.db, signedInMember(request));
    return success({ list: rows.map((row) => presentTeacherProgressReport(row, request.language)) }, request.language);
  });

  app.post(
    '/teacher/progressReport/submit/:id',
    { schema: { tags, summary: 'Write or rewrite a report, until staff release it', params: idParam, body: submitProgressReportBody } },
    async (request) => {
      const row = await submitProgressReport({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id, request.body);
      return success(presentTeacherProgressReport(row, request.language), request.language, 'progressReportSubmitted');
    },
  );
};
