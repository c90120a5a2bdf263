import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../shared/api/accounts.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { acceptMove, declineMove } from '../../domain/class-sizes/course-moves.ts';
import { readOrderDetail } from '../../domain/orders/order-reads.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentOrderDetail } from '../../presenters/order-presenter.ts';
import { orderDepsOf, todayOf } from './order-deps-of.ts';

const tags = ['orders'];

/** `ddcOrder/acceptMove|declineMove/{orderId}` (ADR 029): a family answers the move offered on their order; another family's order is 404. */
export const memberCourseMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  const answers = [
    { path: 'acceptMove', answer: acceptMove, done: 'moveAccepted', summary: 'Accept the move offered: the child goes to the other course, keeping the payment' },
    { path: 'declineMove', answer: declineMove, done: 'moveDeclined', summary: 'Decline the move offered: the tuition is refunded in full' },
  ] as const;
  for (const { path, answer, done, summary } of answers) {
    app.post(`/ddcOrder/${path}/:id`, { schema: { tags, summary, params: idParam, body: noBody } }, async (request) => {
      const member = signedInMember(request);
      const deps = orderDepsOf(app, request);
      await answer(deps, member, request.params.id);
      const detail = await readOrderDetail(app.db, request.params.id, todayOf(deps), member.id);
      return success(presentOrderDetail(detail, request.language), request.language, done);
    });
  }
};
