import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardSummary } from '../../../../shared/api/admin-dashboard.ts';
import { waitingWorkFor } from '../../../domain/admin/waiting-work.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';

/** `admin/dashboard/summary`: counts of work waiting, for the areas the caller may open. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('dashboard'));

  app.get('/admin/dashboard/summary', { schema: { tags: ['staff: dashboard'], summary: 'Work waiting for staff, by kind' } }, async (request) => {
    const data: DashboardSummary = { waiting: await waitingWorkFor(app.db, signedInMember(request)) };
    return success(data, request.language);
  });
};
