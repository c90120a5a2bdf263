import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../shared/api/accounts.ts';
import { orderListQuery, rejectTransferBody } from '../../../shared/api/orders.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { activateEntitlement } from '../../domain/entitlements/entitlements.ts';
import { sendOrderPaidMail, sendTransferRejectedMail } from '../../domain/orders/order-mail.ts';
import { listOrders, readOrderDetail } from '../../domain/orders/order-reads.ts';
import { completeOfflineRefund } from '../../domain/orders/refunds.ts';
import { confirmTransfer, rejectTransfer } from '../../domain/orders/transfers.ts';
import { authenticate, signedInMember, staffArea } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentOrderDetail, presentOrderPage } from '../../presenters/order-presenter.ts';
import { orderDepsOf, todayOf } from './order-deps-of.ts';

const tags = ['staff: orders'];

/** `admin/order/*` and `admin/entitlement/*`: staff only; a parent gets 403, a visitor 401. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('orders'));

  const detailAnswer = async (request: Parameters<typeof orderDepsOf>[1], orderId: number) => {
    const detail = await readOrderDetail(app.db, orderId, todayOf(orderDepsOf(app, request)));
    return success(presentOrderDetail(detail, request.language), request.language);
  };

  app.get(
    '/admin/order/list',
    { schema: { tags, summary: "Every member's orders, newest first", querystring: orderListQuery } },
    async (request) => success(presentOrderPage(await listOrders(app.db, request.query), request.language), request.language),
  );

  app.get('/admin/order/detail/:id', { schema: { tags, summary: 'Any order', params: idParam } }, async (request) =>
    detailAnswer(request, request.params.id),
  );

  app.post(
    '/admin/order/confirmTransfer/:id',
    { schema: { tags, summary: 'The transfer arrived: the order is paid', params: idParam, body: noBody } },
    async (request) => {
      const deps = orderDepsOf(app, request);
      await confirmTransfer(deps, signedInMember(request), request.params.id);
      await sendOrderPaidMail(deps, request.params.id).catch((error: unknown) => request.log.warn({ err: error }, 'order paid mail not sent'));
      return detailAnswer(request, request.params.id);
    },
  );

  app.post(
    '/admin/order/rejectTransfer/:id',
    { schema: { tags, summary: 'The receipt is not accepted: the order waits for payment again', params: idParam, body: rejectTransferBody } },
    async (request) => {
      const deps = orderDepsOf(app, request);
      await rejectTransfer(deps, signedInMember(request), request.params.id, request.body.reason);
      await sendTransferRejectedMail(deps, request.params.id, request.body.reason, app.env.ORDER_HOLD_MINUTES).catch((error: unknown) =>
        request.log.warn({ err: error }, 'transfer rejected mail not sent'),
      );
      return detailAnswer(request, request.params.id);
    },
  );

  app.post(
    '/admin/order/completeRefund/:id',
    { schema: { tags, summary: 'The wire-transfer refund was sent', params: idParam, body: noBody } },
    async (request) => {
      await completeOfflineRefund(orderDepsOf(app, request), signedInMember(request), request.params.id);
      return detailAnswer(request, request.params.id);
    },
  );

  app.post(
    '/admin/entitlement/activate/:id',
    { schema: { tags, summary: 'Activate an entitlement: its order is in progress', params: idParam, body: noBody } },
    async (request) => {
      const orderId = await activateEntitlement(orderDepsOf(app, request), signedInMember(request), request.params.id);
      return detailAnswer(request, orderId);
    },
  );
};
