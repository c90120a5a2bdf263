import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateInfoBody } from '../../../shared/api/accounts.ts';
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
};
