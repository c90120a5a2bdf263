import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsultingDeps } from '../../domain/consulting/consulting-deps.ts';

/** The assessment and requirement commands' dependencies, at the clock's present time. */
export function consultingDepsOf(app: FastifyInstance): ConsultingDeps {
  return { db: app.db, now: app.clock(), mailer: app.mailer, storage: app.fileStorage };
}

/** Mail after a committed step: a failure is logged, and the step stands. */
export function mailQuietly(request: FastifyRequest, what: string, sending: Promise<void>): Promise<void> {
  return sending.catch((error: unknown) => request.log.warn({ err: error }, `${what} mail not sent`));
}
