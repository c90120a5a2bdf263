import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStaff } from '../domain/accounts/member.ts';
import { identifyMember } from '../http/auth.ts';
import { healthRoutes } from './health/health.ts';
import { homeRoutes } from './home/home.ts';
import { productRoutes } from './products/products.ts';
import { calendarRoutes } from './calendar/calendar.ts';
import { dictionaryRoutes } from './dictionary/dictionary.ts';
import { accountRoutes } from './account-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { assessmentRoutes } from './assessments/assessments.ts';
import { requirementRoutes } from './requirements/requirements.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { bookingRoutes } from './bookings/bookings.ts';
import { calendarFeedRoutes } from './bookings/calendar-feed.ts';
import { recordRoutes } from './records/records.ts';
import { feedbackRoutes } from './feedback/feedback.ts';
import { feedbackFileRoutes } from './feedback/feedback-files.ts';
import { teacherThreadFileRoutes, teacherThreadRoutes } from './teacher-threads/teacher-threads.ts';
import { teacherProgressReportRoutes } from './progress-reports/teacher-progress-reports.ts';
import { notificationRoutes } from './notifications/notifications.ts';
import { waitlistRoutes } from './waitlist/waitlist.ts';

/** Every API resource, mounted under /api with the specification's paths. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  // The back office's paths are described to staff only: to anyone else they are a map of targets.
  app.get('/docs/json', { schema: { hide: true }, preValidation: identifyMember }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const document = await app.openApiDocument();
    if (request.user && isStaff(request.user)) return document;
    const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => !path.startsWith('/api/admin/')));
    return { ...document, paths };
  });
  await app.register(healthRoutes);
  await app.register(homeRoutes);
  await app.register(productRoutes);
  await app.register(calendarRoutes);
  await app.register(dictionaryRoutes);
  await app.register(accountRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(assessmentRoutes);
  await app.register(requirementRoutes);
  await app.register(adminRoutes);
  await app.register(bookingRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(recordRoutes);
  await app.register(feedbackRoutes);
  await app.register(feedbackFileRoutes);
  await app.register(teacherThreadRoutes);
  await app.register(teacherThreadFileRoutes);
  await app.register(teacherProgressReportRoutes);
  await app.register(notificationRoutes);
  await app.register(waitlistRoutes);
};
