import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../../shared/api/accounts.ts';
import {
  createOrderBody,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  orderListQuery,
  payBody,
  PayType,
  receiptQuery,
  transferProofBody,
  type PayAnswer,
} from '../../../shared/api/orders.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { createOrder } from '../../domain/orders/create-order.ts';
import { listOrders, orderStatisticsOf, readOrder, readOrderDetail } from '../../domain/orders/order-reads.ts';
import { cancelOrder, payOrder, catchUpOrdersOf, uploadTransferProof } from '../../domain/orders/parent-actions.ts';
import { requestRefund } from '../../domain/orders/refunds.ts';
import { printReceipt } from '../../domain/receipts/receipts.ts';
import { sendPdf } from '../../http/attachment.ts';
import { findOrderOfMember } from '../../db/repositories/order-repository.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import {
  presentBankDetails,
  presentOrderDetail,
  presentOrderPage,
  presentOrderSummary,
  presentRefundAnswer,
} from '../../presenters/order-presenter.ts';
import { orderDepsOf, todayOf } from './order-deps-of.ts';
import { bankAddressQuery } from './schema.ts';

const tags = ['orders'];

/** `ddcOrder/*`: a parent's orders. Another member's order answers 404 for reads and writes alike. */
export const memberOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  app.post(
    '/ddcOrder/create',
    { schema: { tags, summary: 'Apply for a course: an order in status 0 holding its seat', body: createOrderBody } },
    async (request) => {
      const key = idempotencyKey.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) throw new FieldValidationError([{ field: 'Idempotency-Key', messageKey: 'idempotencyKeyInvalid' }]);
      const member = signedInMember(request);
      const deps = orderDepsOf(app, request);
      const { order, record } = await createOrder(deps, member.id, request.body, key.data);
      const placed = record ?? (await readOrder(app.db, order.id, member.id));
      // A replay answers exactly as the first try did: the course's standing (D31) is for the list and the detail.
      return success(presentOrderSummary({ ...placed, classSize: undefined }, request.language), request.language);
    },
  );

  app.get(
    '/ddcOrder/list',
    { schema: { tags, summary: "The signed-in parent's orders, newest first", querystring: orderListQuery } },
    async (request) => {
      const member = signedInMember(request);
      await catchUpOrdersOf(orderDepsOf(app, request), member.id);
      const page = await listOrders(app.db, request.query, member.id);
      return success(presentOrderPage(page, request.language), request.language);
    },
  );

  app.get(
    '/ddcOrder/detail/:id',
    { schema: { tags, summary: 'One order with its timeline and allowed actions', params: idParam } },
    async (request) => {
      const member = signedInMember(request);
      const deps = orderDepsOf(app, request);
      await catchUpOrdersOf(deps, member.id);
      const detail = await readOrderDetail(app.db, request.params.id, todayOf(deps), member.id);
      return success(presentOrderDetail(detail, request.language), request.language);
    },
  );

  app.get('/ddcOrder/memberOrderStatistics', { schema: { tags, summary: 'Orders per status' } }, async (request) => {
    const member = signedInMember(request);
    await catchUpOrdersOf(orderDepsOf(app, request), member.id);
    return success(await orderStatisticsOf(app.db, member.id), request.language);
  });

  app.get(
    '/ddcOrder/getAddress',
    { schema: { tags, summary: "The academy's bank details for a wire transfer", querystring: bankAddressQuery } },
    async (request) => {
      const member = signedInMember(request);
      let orderSn: string | null = null;
      if (request.query.orderId !== undefined) {
        const order = await findOrderOfMember(app.db, member.id, request.query.orderId);
        if (!order) throw new ApiError(404, 'orderNotFound');
        orderSn = order.orderSn;
      }
      return success(presentBankDetails(app.env, orderSn, request.language), request.language);
    },
  );

  app.post(
    '/ddcOrder/pay/:id',
    { schema: { tags, summary: 'Pay by card (a checkout URL) or by wire transfer (the bank details)', params: idParam, body: payBody } },
    async (request) => {
      const member = signedInMember(request);
      const outcome = await payOrder(orderDepsOf(app, request), member, request.params.id, request.body.payType, request.language);
      const answer: PayAnswer =
        outcome.payType === PayType.Online
          ? outcome
          : { payType: outcome.payType, bank: presentBankDetails(app.env, outcome.orderSn, request.language) };
      return success(answer, request.language);
    },
  );

  app.post(
    '/ddcOrder/transferProof/:id',
    { schema: { tags, summary: 'Send the wire-transfer receipt: the order waits for staff', params: idParam, body: transferProofBody } },
    async (request) => {
      const member = signedInMember(request);
      const deps = orderDepsOf(app, request);
      await uploadTransferProof(deps, member, request.params.id, request.body.fileKey);
      const detail = await readOrderDetail(app.db, request.params.id, todayOf(deps), member.id);
      return success(presentOrderDetail(detail, request.language), request.language);
    },
  );

  app.post(
    '/ddcOrder/cancel/:id',
    { schema: { tags, summary: 'Cancel an unpaid order and free its seat', params: idParam, body: noBody } },
    async (request) => {
      const member = signedInMember(request);
      const deps = orderDepsOf(app, request);
      await cancelOrder(deps, member, request.params.id);
      const detail = await readOrderDetail(app.db, request.params.id, todayOf(deps), member.id);
      return success(presentOrderDetail(detail, request.language), request.language, 'paymentCanceled');
    },
  );

  app.get(
    '/ddcOrder/receipt/:id',
    { schema: { tags, summary: "A receipt of one of the parent's orders as a PDF, in the parent's language unless lang says", params: idParam, querystring: receiptQuery } },
    async (request, reply) => {
      const member = signedInMember(request);
      const { fileName, pdf } = await printReceipt(app.db, app.env, request.params.id, { memberId: member.id, language: request.query.lang });
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.post(
    '/ddcOrder/refund/:id',
    { schema: { tags, summary: 'Ask for the refund the policy allows today', params: idParam, body: noBody } },
    async (request) => {
      const member = signedInMember(request);
      const deps = orderDepsOf(app, request);
      const { refund } = await requestRefund(deps, member, request.params.id);
      const detail = await readOrderDetail(app.db, request.params.id, todayOf(deps), member.id);
      const message = refund.status === 'completed' ? 'refundCompleted' : 'refundRequested';
      return success(presentRefundAnswer(detail, refund, request.language), request.language, message);
    },
  );
};
