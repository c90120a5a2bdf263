import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../shared/api/accounts.ts';
import { createBookingBody, entitlementClassesQuery, planMonthQuery } from '../../../shared/api/bookings.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { findBookingRecord, findBookingRecords } from '../../db/repositories/booking-repository.ts';
import { bookClasses } from '../../domain/bookings/book-classes.ts';
import { cancelBooking } from '../../domain/bookings/cancel-booking.ts';
import { listEntitlementClasses } from '../../domain/bookings/entitlement-classes.ts';
import { catchUpOrdersOf } from '../../domain/orders/parent-actions.ts';
import { calendarFeedPath, calendarFeedSecretOf, renewCalendarFeed } from '../../domain/plan/calendar-feed.ts';
import { listNotesOfPlan, readPlanMonth } from '../../domain/plan/plan-month.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentBooking, presentEntitlementClasses, presentPlanMonth } from '../../presenters/booking-presenter.ts';
import { orderDepsOf } from '../orders/order-deps-of.ts';
import { bookingDepsOf } from './booking-deps-of.ts';

const tags = ['bookings'];

/** `ddcEntitlement/classes`, `ddcBooking/*` and `ddcPlan/*` (D11, D17, D23): a family's classes. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  const rules = () => ({ now: app.clock(), cancelHours: app.env.BOOKING_CANCEL_HOURS });

  app.get(
    '/ddcEntitlement/classes/:id',
    { schema: { tags, summary: "The entitlement's course classes in its dates, with seats left", params: idParam, querystring: entitlementClassesQuery } },
    async (request) => {
      const member = signedInMember(request);
      // An entitlement whose first day came is activated by the read itself (D11).
      await catchUpOrdersOf(orderDepsOf(app, request), member.id);
      const view = await listEntitlementClasses(bookingDepsOf(app), member.id, request.params.id, request.query);
      return success(presentEntitlementClasses(view, request.language), request.language);
    },
  );

  app.post(
    '/ddcBooking/create',
    { schema: { tags, summary: 'Book classes with an entitlement: all or nothing', body: createBookingBody } },
    async (request) => {
      const member = signedInMember(request);
      const rows = await bookClasses(bookingDepsOf(app), member.id, request.body);
      const records = await findBookingRecords(app.db, rows.map((row) => row.id));
      return success(
        records.map((record) => presentBooking(record, request.language, rules())),
        request.language,
        'classesBooked',
      );
    },
  );

  app.post(
    '/ddcBooking/cancel/:id',
    { schema: { tags, summary: 'Cancel a booking up to BOOKING_CANCEL_HOURS before its class', params: idParam, body: noBody } },
    async (request) => {
      const member = signedInMember(request);
      await cancelBooking(bookingDepsOf(app), member.id, request.params.id);
      const record = (await findBookingRecord(app.db, request.params.id))!;
      return success(presentBooking(record, request.language, rules()), request.language, 'bookingCancelled');
    },
  );

  app.get(
    '/ddcPlan/month',
    { schema: { tags, summary: "The family's booked classes of one month, by academy-zone day", querystring: planMonthQuery } },
    async (request) => {
      const member = signedInMember(request);
      const rows = await readPlanMonth({ db: app.db, timeZone: app.env.ACADEMY_TIME_ZONE }, member.id, request.query);
      const notes = await listNotesOfPlan(app.db, rows);
      return success(presentPlanMonth(rows, request.language, { now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE, notes }), request.language);
    },
  );

  app.get('/ddcPlan/feed', { schema: { tags, summary: "The parent's private calendar (.ics) address" } }, async (request) => {
    const member = signedInMember(request);
    const secret = await calendarFeedSecretOf(app.db, member.id, app.clock());
    return success({ url: calendarFeedPath(secret) }, request.language);
  });

  app.post(
    '/ddcPlan/feed',
    { schema: { tags, summary: 'A new calendar address; the old one stops working', body: noBody } },
    async (request) => {
      const member = signedInMember(request);
      const secret = await renewCalendarFeed(app.db, member.id, app.clock());
      return success({ url: calendarFeedPath(secret) }, request.language, 'calendarFeedRenewed');
    },
  );
};
