import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entitlementRoutes } from './entitlement-routes.ts';
import { memberCourseMoveRoutes } from './member-course-moves.ts';
import { memberOrderRoutes } from './member-orders.ts';

/** `ddcOrder/*` and `ddcEntitlement/*`; staff's side is under routes/admin. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberOrderRoutes);
  await app.register(memberCourseMoveRoutes);
  await app.register(entitlementRoutes);
};
