import type { FastifyInstance } from 'fastify';
import type { ConsultingDeps } from '../../domain/consulting/consulting-deps.ts';

/** The assessment and requirement commands' dependencies, at the clock's present time. */
export function consultingDepsOf(app: FastifyInstance): ConsultingDeps {
  return { db: app.db, now: app.clock(), storage: app.fileStorage };
}
