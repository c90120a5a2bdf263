import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../../shared/api/accounts.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { moveWaitlistBody } from '../../../../shared/api/waitlist.ts';
import { seatOfferOptionsOf } from '../../../domain/waitlist/seat-offers.ts';
import { listWaitlistForStaff, moveInWaitlist, offerSeatByHand } from '../../../domain/waitlist/staff-waitlist.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentAdminWaitlistEntry } from '../../../presenters/waitlist-presenter.ts';

const tags = ['staff: waitlists'];

/** `admin/waitlist/*` (D32): each course's line; staff move families and offer seats by hand. */
export const adminWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('orders'));

  app.get('/admin/waitlist/list/:id', { schema: { tags, summary: "A course's waitlist: offers, then families waiting in order, then those who left", params: idParam } }, async (request) => {
    const records = await listWaitlistForStaff(app.db, request.params.id);
    return success(records.map((record) => presentAdminWaitlistEntry(record, request.language)), request.language);
  });

  app.post(
    '/admin/waitlist/move/:id',
    { schema: { tags, summary: 'Move a waiting family one place up or down (audited)', params: idParam, body: moveWaitlistBody } },
    async (request) => {
      await moveInWaitlist({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id, request.body.direction);
      return success(null, request.language, 'ok');
    },
  );

  app.post(
    '/admin/waitlist/offer/:id',
    { schema: { tags, summary: 'Offer a waiting family a seat now, out of turn (audited)', params: idParam, body: noBody } },
    async (request) => {
      await offerSeatByHand({ db: app.db, ...seatOfferOptionsOf(app.env), now: app.clock() }, signedInMember(request), request.params.id);
      app.publicCache.invalidate();
      return success(null, request.language, 'ok');
    },
  );
};
