import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderRoutes } from './admin-orders.ts';
import { entitlementRoutes } from './entitlement-routes.ts';
import { memberOrderRoutes } from './member-orders.ts';

/** `ddcOrder/*`, `ddcEntitlement/*` and the staff's `admin/order/*`, `admin/entitlement/*`. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberOrderRoutes);
  await app.register(entitlementRoutes);
  await app.register(adminOrderRoutes);
};
