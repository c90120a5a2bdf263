import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxOutcomeBody, type PaymentMethodsAnswer } from '../../../shared/api/orders.ts';
import { InvalidWebhookSignature, readStripeWebhook } from '../../adapters/payment/stripe-webhook.ts';
import { classBookingOf } from '../../domain/bookings/book-whole-course.ts';
import { handleCardEvent } from '../../domain/payments/card-events.ts';
import { completeSandboxCheckout, readSandboxCheckout } from '../../domain/payments/sandbox-checkout.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';

const tags = ['payments'];
const sessionParam = z.object({ id: z.string().trim().min(1).max(200).regex(/^[\w-]+$/) });

/** `payment/stripe/webhook` and the sandbox checkout page's `payment/sandbox/*`. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment/methods',
    { schema: { tags, summary: 'The ways an online payment can be made (PAYMENT_METHODS)' } },
    async (request) => {
      const answer: PaymentMethodsAnswer = { methods: [...app.cardPayments.methods] };
      return success(answer, request.language);
    },
  );
  await app.register(sandboxRoutes);
  await app.register(stripeWebhookRoutes);
};

/** The local checkout page's calls (D9); they exist only while the sandbox is the card provider. */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (app.cardPayments.name !== 'sandbox') throw new ApiError(404, 'routeNotFound');
  });
  app.addHook('preValidation', authenticate);

  app.get(
    '/payment/sandbox/session/:id',
    { schema: { tags, summary: 'A sandbox checkout of the signed-in parent', params: sessionParam } },
    async (request) => {
      const checkout = await readSandboxCheckout(
        app.db,
        signedInMember(request).id,
        request.params.id,
        request.language,
        app.clock(),
        app.cardPayments.methods,
      );
      return success(checkout, request.language);
    },
  );

  app.post(
    '/payment/sandbox/session/:id/complete',
    {
      schema: {
        tags,
        summary: 'Pay, fail or cancel a sandbox checkout, as a card provider would',
        params: sessionParam,
        body: sandboxOutcomeBody,
      },
    },
    async (request) => {
      const answer = await completeSandboxCheckout(
        { db: app.db, provider: app.cardPayments, log: request.log, now: app.clock(), classBooking: classBookingOf(app.env) },
        signedInMember(request).id,
        request.params.id,
        request.body,
      );
      return success(answer, request.language, request.body.outcome === 'success' ? 'paymentSuccessful' : 'ok');
    },
  );
};

/**
 * Stripe's events (D9). The signature covers the body byte for byte, so this plugin, and only it,
 * reads `application/json` as a raw buffer instead of the app-wide parser.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  keepRawJsonBody(app);

  app.post(
    '/payment/stripe/webhook',
    { schema: { tags, summary: "Stripe's webhook: the raw event and its Stripe-Signature header" } },
    async (request) => {
      const secret = app.env.STRIPE_WEBHOOK_SECRET;
      if (app.cardPayments.name !== 'stripe' || !secret) throw new ApiError(404, 'routeNotFound');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = await readStripeWebhook(raw, typeof signature === 'string' ? signature : undefined, secret);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) throw new ApiError(400, 'invalidSignature');
        // Signed by Stripe but not an event we can read.
        throw new ApiError(400, 'invalidEvent');
      }
      await handleCardEvent(
        { db: app.db, provider: app.cardPayments, log: request.log, now: app.clock(), classBooking: classBookingOf(app.env) },
        'stripe',
        event,
      );
      return success(null, request.language);
    },
  );
};

function keepRawJsonBody(app: Pick<FastifyInstance, 'removeContentTypeParser' | 'addContentTypeParser'>) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}
