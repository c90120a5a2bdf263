import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordRoutes } from './password-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { sessionRoutes } from './session-routes.ts';

/** `sso/*`: accounts, sessions, passwords and profiles. */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  // `sso/logout` is a POST without a body, often sent with a JSON content type.
  await app.register(sessionRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
};
