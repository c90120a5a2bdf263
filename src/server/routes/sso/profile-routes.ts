import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptPoliciesBody, updateInfoBody } from '../../../shared/api/accounts.ts';
import { acceptPolicies } from '../../domain/accounts/privacy.ts';
import { updateProfile } from '../../domain/accounts/profile.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentUserInfo } from '../../presenters/user-presenter.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sso/updateInfo',
    {
      schema: { tags: ['accounts'], summary: 'Change the nickname and the avatar (an avatar upload of this member)', body: updateInfoBody },
      preValidation: authenticate,
    },
    async (request) => {
      const member = await updateProfile(app.db, signedInMember(request), request.body, request.language);
      return success(presentUserInfo(member), request.language, 'profileUpdated');
    },
  );

  app.post(
    '/sso/acceptPolicies',
    {
      schema: { tags: ['accounts'], summary: 'Agree to the current privacy notice and terms (409 when a newer version was published meanwhile)', body: acceptPoliciesBody },
      preValidation: authenticate,
    },
    async (request) => {
      const member = signedInMember(request);
      await acceptPolicies(app.db, member, request.body.version, app.clock());
      return success(presentUserInfo({ ...member, policyVersion: request.body.version }), request.language, 'policiesAccepted');
    },
  );
};
