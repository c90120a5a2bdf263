import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../shared/api/accounts.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { joinWaitlistBody, waitlistListQuery } from '../../../shared/api/waitlist.ts';
import { joinWaitlist, leaveWaitlist, listWaitlistOf } from '../../domain/waitlist/member-waitlist.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentWaitlistEntry } from '../../presenters/waitlist-presenter.ts';
import { orderDepsOf } from '../orders/order-deps-of.ts';

const tags = ['waitlist'];

/** `ddcWaitlist/*` (D32): a family's places in the lines of full courses. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  app.post(
    '/ddcWaitlist/join',
    { schema: { tags, summary: 'Join the waitlist of a full course for one child', body: joinWaitlistBody } },
    async (request) => {
      const record = await joinWaitlist(orderDepsOf(app, request), signedInMember(request), request.body);
      return success(presentWaitlistEntry(record, request.language), request.language);
    },
  );

  app.get(
    '/ddcWaitlist/list',
    { schema: { tags, summary: "The family's waitlist places, with their place in line and any seat offered", querystring: waitlistListQuery } },
    async (request) => {
      const records = await listWaitlistOf(app, signedInMember(request), request.query.productId);
      return success(records.map((record) => presentWaitlistEntry(record, request.language)), request.language);
    },
  );

  app.post(
    '/ddcWaitlist/leave/:id',
    { schema: { tags, summary: 'Leave a waitlist; a seat offered and not taken passes to the next family', params: idParam, body: noBody } },
    async (request) => {
      await leaveWaitlist(orderDepsOf(app, request), signedInMember(request), request.params.id);
      return success(null, request.language);
    },
  );
};
