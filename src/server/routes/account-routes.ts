import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adviserRoutes } from './advisers/advisers.ts';
import { childRoutes } from './children/children.ts';
import { familyDataRoutes } from './family-data/family-data.ts';
import { ssoRoutes } from './sso/sso.ts';
import { uploadRoutes } from './uploads/uploads.ts';

/** Accounts, sessions, profiles, children and uploads (sso/*, ddcChild/*, minio/*, ums-adviser/*, ddcAccount/*). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ssoRoutes);
  await app.register(childRoutes);
  await app.register(uploadRoutes);
  await app.register(adviserRoutes);
  await app.register(familyDataRoutes);
};
