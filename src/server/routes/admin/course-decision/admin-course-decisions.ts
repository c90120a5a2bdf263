import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../../shared/api/accounts.ts';
import type { CourseToDecideDto } from '../../../../shared/api/course-decisions.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { cancelCourse, coursesToDecide, runCourseAnyway } from '../../../domain/class-sizes/course-decisions.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentClassSize } from '../../../presenters/class-size-presenter.ts';
import { orderDepsOf } from '../../orders/order-deps-of.ts';

const tags = ['staff: course decisions'];

/** `admin/courseDecision/*` (D31): courses below their minimum near their first class, run anyway or cancelled. */
export const adminCourseDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('orders'));

  app.get('/admin/courseDecision/list', { schema: { tags, summary: 'Courses still below their minimum within DECISION_DAYS_BEFORE_START of their first class' } }, async (request) => {
    const courses = await coursesToDecide(app.db, app.clock(), app.env.DECISION_DAYS_BEFORE_START);
    const list: CourseToDecideDto[] = courses.map((course) => ({
      id: course.id,
      nameEn: course.nameEn,
      nameZh: course.nameZh,
      firstClassAt: course.firstClassAt.toISOString(),
      classSize: presentClassSize(course),
    }));
    return success(list, request.language);
  });

  app.post(
    '/admin/courseDecision/runAnyway/:id',
    { schema: { tags, summary: 'Run the course below its minimum: it is confirmed and its families told (audited)', params: idParam, body: noBody } },
    async (request) => {
      await runCourseAnyway({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id);
      app.publicCache.invalidate();
      return success(null, request.language, 'ok');
    },
  );

  app.post(
    '/admin/courseDecision/cancel/:id',
    { schema: { tags, summary: 'Cancel the course: unpaid orders close, paid ones are refunded in full, families told (audited)', params: idParam, body: noBody } },
    async (request) => {
      const outcome = await cancelCourse(orderDepsOf(app, request), signedInMember(request), request.params.id);
      app.publicCache.invalidate();
      return success(outcome, request.language, 'ok');
    },
  );
};
