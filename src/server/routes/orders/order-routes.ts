import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `ddcOrder/*`, `ddcEntitlement/*` and the staff's `admin/order/*`, `admin/entitlement/*`. */
export const orderRoutes: FastifyPluginAsyncZod = async () => {};
