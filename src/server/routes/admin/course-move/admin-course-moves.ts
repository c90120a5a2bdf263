import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveCourseBody, moveOrderBody, type CourseMoveOutcomeDto, type MoveTargetDto } from '../../../../shared/api/course-moves.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { moveCourse, moveOrder, moveTargetsOf, tuitionOf } from '../../../domain/class-sizes/course-moves.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { orderDepsOf } from '../../orders/order-deps-of.ts';

const tags = ['staff: course moves'];

/** Moving children to another course of the same subject (ADR 029): a whole under-filled course, or one order. */
export const adminCourseMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('orders'));

  app.get(
    '/admin/courseMove/targets/:id',
    { schema: { tags, summary: 'Courses a child of this course can move to: same subject, not begun, not cancelled, a seat left', params: idParam } },
    async (request) => {
      const targets = await moveTargetsOf(orderDepsOf(app, request), request.params.id);
      const list: MoveTargetDto[] = targets.map((target) => ({
        id: target.id,
        nameEn: target.nameEn,
        nameZh: target.nameZh,
        startDate: target.equityDateStart,
        seatsLeft: target.stock,
        tuition: tuitionOf(target),
        currency: target.currency,
      }));
      return success(list, request.language);
    },
  );

  app.post(
    '/admin/courseDecision/move/:id',
    {
      schema: {
        tags,
        summary: 'Move an under-filled course: each paid family is offered the target, to accept within MOVE_ACCEPT_DAYS or be refunded (audited)',
        params: idParam,
        body: moveCourseBody,
      },
    },
    async (request) => {
      const outcome: CourseMoveOutcomeDto = await moveCourse(orderDepsOf(app, request), signedInMember(request), request.params.id, request.body);
      app.publicCache.invalidate();
      return success(outcome, request.language, 'ok');
    },
  );

  app.post(
    '/admin/order/move/:id',
    { schema: { tags, summary: 'Move one paid order to another course of the same subject with a seat, keeping the payment (audited)', params: idParam, body: moveOrderBody } },
    async (request) => {
      await moveOrder(orderDepsOf(app, request), signedInMember(request), request.params.id, request.body);
      return success(null, request.language, 'ok');
    },
  );
};
