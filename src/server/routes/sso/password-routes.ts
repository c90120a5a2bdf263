import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCodeBody, resetPasswordBody, updatePasswordBody } from '../../../shared/api/accounts.ts';
import { changePassword } from '../../domain/accounts/password-change.ts';
import { resetPassword, sendPasswordResetCode } from '../../domain/accounts/password-reset.ts';
import { authenticate, signedInSession } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';

const tags = ['accounts'];

/** Reset by e-mailed code, and change when signed in (D6). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sso/getAuthCode',
    { schema: { tags, summary: 'E-mail a 6-digit reset code; the same answer for unknown addresses', body: authCodeBody } },
    async (request) => {
      await sendPasswordResetCode(app, request.body.email, {
        address: request.ip,
        addressLimit: app.env.CODE_REQUESTS_PER_ADDRESS_PER_HOUR,
        now: app.clock(),
        language: request.language,
      });
      return success(null, request.language, 'codeSent');
    },
  );

  app.post(
    '/sso/resetPassword',
    { schema: { tags, summary: 'Set a new password with an e-mailed code; revokes every session', body: resetPasswordBody } },
    async (request) => {
      await resetPassword(app, request.body, { now: app.clock() });
      return success(null, request.language, 'passwordChanged');
    },
  );

  app.post(
    '/sso/updatePassword',
    {
      schema: { tags, summary: 'Change the password; revokes every other session', body: updatePasswordBody },
      preValidation: authenticate,
    },
    async (request) => {
      const { member, sessionId } = signedInSession(request);
      await changePassword(app, { userId: member.id, sessionId }, request.body, { address: request.ip, now: app.clock() });
      return success(null, request.language, 'passwordChanged');
    },
  );
};
