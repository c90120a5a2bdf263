import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBody, registerForeignBody, teacherProfileBody } from '../../../shared/api/accounts.ts';
import { registerParent } from '../../domain/accounts/registration.ts';
import {
  readTeacherProfile,
  registerForeignTeacher,
  updateTeacherProfile,
} from '../../domain/accounts/teacher-application.ts';
import { RateLimitPolicies, spendAttempt } from '../../domain/rate-limit.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentTeacherProfile } from '../../presenters/stored-file-presenter.ts';

const tags = ['accounts'];

/** Sign-up of parents and foreign teachers, and the teacher's own profile (the application). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signUpLimit = { ...RateLimitPolicies.signUpPerAddress, limit: app.env.SIGNUP_PER_ADDRESS_PER_HOUR };
  const spendSignUp = (address: string) => spendAttempt(app.db, signUpLimit, address, app.clock());

  app.post(
    '/sso/register',
    { schema: { tags, summary: 'Create a parent account', body: registerBody } },
    async (request) => {
      await spendSignUp(request.ip);
      await registerParent(app, request.body, { language: request.language, timeZone: request.timeZone, now: app.clock() });
      return success(null, request.language, 'registered');
    },
  );

  app.post(
    '/sso/registerForeign',
    {
      schema: {
        tags,
        summary: 'Create a foreign-teacher account (isFt) with its application, every step kept',
        body: registerForeignBody,
      },
    },
    async (request) => {
      await spendSignUp(request.ip);
      await registerForeignTeacher(app, request.body, { language: request.language, now: app.clock() });
      return success(null, request.language, 'applicationSubmitted');
    },
  );

  app.get(
    '/sso/teacherProfile',
    { schema: { tags, summary: "The foreign teacher's application, its status and documents" }, preValidation: authenticate },
    async (request) =>
      success(presentTeacherProfile(await readTeacherProfile(app.db, signedInMember(request))), request.language),
  );

  app.post(
    '/sso/teacherProfile',
    {
      schema: { tags, summary: "Replace the foreign teacher's answers (every step but the account)", body: teacherProfileBody },
      preValidation: authenticate,
    },
    async (request) => {
      const record = await updateTeacherProfile(app.db, signedInMember(request), request.body, app.clock());
      return success(presentTeacherProfile(record), request.language, 'applicationUpdated');
    },
  );
};
