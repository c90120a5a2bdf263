import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseProgressReportBody, requestProgressReportsBody, staffProgressReportQuery } from '../../../../shared/api/progress-reports.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { listCoursesForReports, listReportsForStaff, readReportForStaff, releaseProgressReport, requestProgressReports } from '../../../domain/progress-reports/progress-reports.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentStaffProgressReport } from '../../../presenters/progress-report-presenter.ts';

const tags = ['staff: progress reports'];

/** `admin/progressReport/*` (issue 29): ask a course's teachers for reports, review them and release them to families. */
export const adminProgressReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('classes'));

  app.post('/admin/progressReport/request', { schema: { tags, summary: 'Ask for a report on each child enrolled in a course', body: requestProgressReportsBody } }, async (request) => {
    const result = await requestProgressReports({ db: app.db, now: app.clock() }, signedInMember(request), request.body.productId);
    return success(result, request.language, 'progressReportsRequested');
  });

  app.get('/admin/progressReport/courses', { schema: { tags, summary: 'The courses with children enrolled, to ask for reports' } }, async (request) => {
    return success(await listCoursesForReports(app.db, request.language), request.language);
  });

  app.get('/admin/progressReport/list', { schema: { tags, summary: 'Reports, the most recently asked for first', querystring: staffProgressReportQuery } }, async (request) => {
    const { status, productId, pageNum, pageSize } = request.query;
    const page = await listReportsForStaff(app.db, { status, productId, offset: (pageNum - 1) * pageSize, limit: pageSize });
    return success({ total: page.total, list: page.rows.map((row) => presentStaffProgressReport(row, request.language)) }, request.language);
  });

  app.get('/admin/progressReport/detail/:id', { schema: { tags, summary: 'A report', params: idParam } }, async (request) => {
    return success(presentStaffProgressReport(await readReportForStaff(app.db, signedInMember(request), request.params.id), request.language), request.language);
  });

  app.post(
    '/admin/progressReport/release/:id',
    { schema: { tags, summary: 'Release a written report to the family as an academic record', params: idParam, body: releaseProgressReportBody } },
    async (request) => {
      const row = await releaseProgressReport(
        { db: app.db, now: app.clock(), storage: app.fileStorage, timeZone: app.env.ACADEMY_TIME_ZONE },
        signedInMember(request),
        request.params.id,
        request.body,
      );
      return success(presentStaffProgressReport(row, request.language), request.language, 'progressReportReleased');
    },
  );
};
