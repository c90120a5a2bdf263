import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entitlementListQuery } from '../../../shared/api/orders.ts';
import { listEntitlements } from '../../domain/entitlements/entitlements.ts';
import { catchUpOrdersOf } from '../../domain/orders/parent-actions.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentEntitlementPage } from '../../presenters/entitlement-presenter.ts';
import { orderDepsOf, todayOf } from './order-deps-of.ts';

const tags = ['entitlements'];

/** `ddcEntitlement/*`: what a parent's paid orders give (D11). */
export const entitlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  app.get(
    '/ddcEntitlement/list',
    { schema: { tags, summary: 'Entitlements of one tab, or the booked sessions, with every tab’s count', querystring: entitlementListQuery } },
    async (request) => {
      const member = signedInMember(request);
      const deps = orderDepsOf(app, request);
      await catchUpOrdersOf(deps, member.id);
      const page = await listEntitlements(app.db, member.id, request.query, {
        today: todayOf(deps),
        now: deps.now,
        cancelHours: app.env.BOOKING_CANCEL_HOURS,
      });
      return success(presentEntitlementPage(page, request.language), request.language);
    },
  );
};
