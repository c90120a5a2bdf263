import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/api/public-queries.ts';
import { findAdviser } from '../../db/repositories/adviser-repository.ts';
import { isStaff } from '../../domain/accounts/member.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { presentAdviser } from '../../presenters/adviser-presenter.ts';

/** `ums-adviser/fetch?id` (spec §7): the adviser card of /user/home. */
export const adviserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ums-adviser/fetch',
    {
      schema: { tags: ['accounts'], summary: "The signed-in member's adviser (staff: any adviser)", querystring: idParam },
      preValidation: authenticate,
    },
    async (request) => {
      const member = signedInMember(request);
      const { id } = request.query;
      // A member sees their own adviser's card; the ids of others' advisers are not theirs to probe.
      const adviser = member.adviserId === id || isStaff(member) ? await findAdviser(app.db, id) : undefined;
      if (!adviser) throw new ApiError(404, 'adviserNotFound');
      return success(presentAdviser(adviser, request.language), request.language);
    },
  );
};
