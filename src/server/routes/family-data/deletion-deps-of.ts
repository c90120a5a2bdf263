import type { FastifyInstance } from 'fastify';
import type { DeletionDeps } from '../../domain/family-data/account-deletion.ts';

export const deletionDepsOf = (app: FastifyInstance): DeletionDeps => ({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE });
