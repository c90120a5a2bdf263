import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, noBody, TOKEN_HEAD, type LoginResultDto } from '../../../shared/api/accounts.ts';
import { endSession } from '../../domain/accounts/sessions.ts';
import { signIn } from '../../domain/accounts/sign-in.ts';
import { authenticate, signedInMember, signedInSession } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentUserInfo } from '../../presenters/user-presenter.ts';

const tags = ['accounts'];

/** Sign-in, sign-out and the signed-in member's info (D5). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sso/login',
    { schema: { tags, summary: 'Sign in by username or e-mail; answers a bearer token', body: loginBody } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token } = await signIn(app.db, request.body, {
        address: request.ip,
        language: request.language,
        timeZone: request.timeZone,
        now: app.clock(),
        sessionTtlHours: app.env.SESSION_TTL_HOURS,
      });
      const data: LoginResultDto = { token, tokenHead: TOKEN_HEAD };
      return success(data, request.language, 'loginSuccessful');
    },
  );

  app.post(
    '/sso/logout',
    { schema: { tags, summary: 'Revoke the current token', body: noBody }, preValidation: authenticate },
    async (request) => {
      await endSession(app.db, signedInSession(request).sessionId, app.clock());
      return success(null, request.language, 'loggedOut');
    },
  );

  app.get(
    '/sso/info',
    { schema: { tags, summary: 'The signed-in member: nickname, username, icon, integration, adviserId, isFt' }, preValidation: authenticate },
    async (request) => success(presentUserInfo(signedInMember(request)), request.language),
  );
};
