import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardSummary } from '../../../../shared/api/admin-dashboard.ts';
import { readDashboardTrends, readTodaysClasses } from '../../../domain/admin/dashboard-figures.ts';
import { waitingWorkFor } from '../../../domain/admin/waiting-work.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentDashboardToday, presentDashboardTrends } from '../../../presenters/dashboard-presenter.ts';

const tags = ['staff: dashboard'];

/**
 * `admin/dashboard/*`: counts of work waiting, for the areas the caller may open; today's classes
 * (for those who run classes); and the trends of enrolments, money and seats (for those who run orders).
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('dashboard'));

  app.get('/admin/dashboard/summary', { schema: { tags, summary: 'Work waiting for staff, by kind' } }, async (request) => {
    const data: DashboardSummary = { waiting: await waitingWorkFor(app.db, signedInMember(request), { now: app.clock(), decisionDays: app.env.DECISION_DAYS_BEFORE_START }) };
    return success(data, request.language);
  });

  const deps = () => ({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE });

  app.get(
    '/admin/dashboard/today',
    { preValidation: staffArea('classes'), schema: { tags, summary: "Today's classes with their teacher, classroom link and attendance" } },
    async (request) => {
      const now = app.clock();
      return success(presentDashboardToday(await readTodaysClasses({ ...deps(), now }), now, request.language), request.language);
    },
  );

  app.get(
    '/admin/dashboard/trends',
    { preValidation: staffArea('orders'), schema: { tags, summary: 'Enrolments per week, revenue and refunds per month, seats per course of this term' } },
    async (request) => success(presentDashboardTrends(await readDashboardTrends(deps()), request.language), request.language),
  );
};
