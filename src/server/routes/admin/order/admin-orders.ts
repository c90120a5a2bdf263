import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../../shared/api/accounts.ts';
import { adminOrderListQuery, extendDeadlineBody, staffCancelOrderBody } from '../../../../shared/api/admin-orders.ts';
import { receiptQuery, rejectTransferBody } from '../../../../shared/api/orders.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { activateEntitlement } from '../../../domain/entitlements/entitlements.ts';
import { completeOfflineRefund } from '../../../domain/orders/refunds.ts';
import { cancelOrderForParent } from '../../../domain/orders/staff-cancel-order.ts';
import { readOrderForStaff, searchOrdersForStaff, totalOrdersForStaff } from '../../../domain/orders/staff-order-reads.ts';
import { extendPaymentDeadline } from '../../../domain/orders/payment-deadline.ts';
import { confirmTransfer, rejectTransfer } from '../../../domain/orders/transfers.ts';
import { printReceipt } from '../../../domain/receipts/receipts.ts';
import { sendPdf } from '../../../http/attachment.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import { presentAdminOrderDetail, presentAdminOrderPage } from '../../../presenters/admin-order-presenter.ts';
import { orderDepsOf, todayOf } from '../../orders/order-deps-of.ts';
import { orderCsvColumns } from './order-csv.ts';
import { completeDifferenceRefund } from '../../../domain/class-sizes/course-moves.ts';

const tags = ['staff: orders'];

/** `admin/order/*` and `admin/entitlement/*`: staff only; a parent gets 403, a visitor 401. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('orders'));

  const detailAnswer = async (request: Parameters<typeof orderDepsOf>[1], orderId: number, messageKey?: 'ok') => {
    const record = await readOrderForStaff(app.db, orderId, todayOf(orderDepsOf(app, request)));
    return success(presentAdminOrderDetail(record, request.language), request.language, messageKey);
  };

  app.get(
    '/admin/order/list',
    {
      schema: {
        tags,
        summary: "Every family's orders: search by order number, parent, child or course; filter by status, payment and the days placed (from, to); sort; totals over the whole filtered list; format=csv exports all",
        querystring: adminOrderListQuery,
      },
    },
    async (request, reply) => {
      const timeZone = app.env.ACADEMY_TIME_ZONE;
      if (request.query.format === 'csv') {
        const page = presentAdminOrderPage(await searchOrdersForStaff(app.db, request.query, timeZone), request.language);
        return sendCsv(reply, 'orders', toCsv(orderCsvColumns(request.language), page.list, request.language));
      }
      const [page, totals] = await Promise.all([searchOrdersForStaff(app.db, request.query, timeZone), totalOrdersForStaff(app.db, request.query, timeZone)]);
      return success({ ...presentAdminOrderPage(page, request.language), totals }, request.language);
    },
  );

  app.get('/admin/order/detail/:id', { schema: { tags, summary: 'Any order, with its parent, timeline, receipt and what staff may do', params: idParam } }, async (request) =>
    detailAnswer(request, request.params.id),
  );

  app.get(
    '/admin/order/receipt/:id',
    { schema: { tags, summary: "Any order's receipt as a PDF, in the parent's language unless lang says", params: idParam, querystring: receiptQuery } },
    async (request, reply) => {
      const { fileName, pdf } = await printReceipt(app.db, app.env, request.params.id, { language: request.query.lang });
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.post(
    '/admin/order/confirmTransfer/:id',
    { schema: { tags, summary: 'The transfer arrived: the order is paid', params: idParam, body: noBody } },
    async (request) => {
      const deps = orderDepsOf(app, request);
      await confirmTransfer(deps, signedInMember(request), request.params.id);
      return detailAnswer(request, request.params.id);
    },
  );

  app.post(
    '/admin/order/rejectTransfer/:id',
    { schema: { tags, summary: 'The receipt is not accepted: the order waits for payment again', params: idParam, body: rejectTransferBody } },
    async (request) => {
      const deps = orderDepsOf(app, request);
      await rejectTransfer(deps, signedInMember(request), request.params.id, request.body.reason);
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
    '/admin/order/completeDifferenceRefund/:id',
    { schema: { tags, summary: 'The difference of a move to a cheaper course was sent to the family by hand (ADR 029)', params: idParam, body: noBody } },
    async (request) => {
      await completeDifferenceRefund(orderDepsOf(app, request), signedInMember(request), request.params.id);
      return detailAnswer(request, request.params.id);
    },
  );

  app.post(
    '/admin/order/extendDeadline/:id',
    {
      schema: {
        tags,
        summary: "Give a family more time to pay an unpaid order: working days added to its deadline (D25)",
        params: idParam,
        body: extendDeadlineBody,
      },
    },
    async (request) => {
      await extendPaymentDeadline(orderDepsOf(app, request), signedInMember(request), request.params.id, request.body.workingDays);
      return detailAnswer(request, request.params.id);
    },
  );

  app.post(
    '/admin/order/cancel/:id',
    { schema: { tags, summary: "Cancel an unpaid order for its family, with the reason they are told", params: idParam, body: staffCancelOrderBody } },
    async (request) => {
      await cancelOrderForParent(orderDepsOf(app, request), signedInMember(request), request.params.id, request.body.reason);
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
