import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success, sendError } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (request, reply) => {
    const database = await app.database.ping().catch(() => false);
    const data = { status: database ? 'ok' : 'degraded', database: database ? 'up' : 'down', engine: app.database.engine };
    if (!database) return sendError(reply, 500, translate('serverError', request.language), data);
    return success(data, request.language);
  });
};
