import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarMonthQuery } from '../../../shared/api/public-queries.ts';
import { loadCalendarMonth } from '../../domain/catalogue/calendar-month.ts';
import { publicReadOptions, sendPublicRead } from '../../http/public-read.ts';
import { presentCalendarMonth } from '../../presenters/catalogue-presenter.ts';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {

  app.post(
    '/cms/ddc-course/month',
    {
      ...publicReadOptions,
      schema: {
        tags: ['public catalogue'],
        summary: 'A month of a timetable’s sessions, by academy-local day',
        body: calendarMonthQuery,
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        presentCalendarMonth(
          await loadCalendarMonth(app.db, request.body, app.env.ACADEMY_TIME_ZONE),
          request.language,
        ),
      ),
  );
};
