import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `payment/stripe/webhook` and the sandbox checkout page's `payment/sandbox/*`. */
export const paymentRoutes: FastifyPluginAsyncZod = async () => {};
