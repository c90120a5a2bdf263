import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedParam } from '../../../shared/api/bookings.ts';
import { calendarFeedText } from '../../domain/plan/calendar-feed.ts';

/**
 * `calendar/{secret}.ics`: a parent's classes for Google Calendar, Apple Calendar or Outlook.
 * Calendar apps send no session, so the secret address is the credential; it never enters the
 * logs' route names and is renewed by `ddcPlan/feed`.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/:file',
    { schema: { tags: ['bookings'], summary: 'A private iCalendar feed', params: calendarFeedParam }, logLevel: 'warn' },
    async (request, reply) => {
      const secret = request.params.file.slice(0, -'.ics'.length);
      const text = await calendarFeedText(app.db, secret, app.clock(), { en: 'Everbright Academy', cn: '博睿学院' });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="everbright-academy.ics"')
        .send(text);
    },
  );
};
