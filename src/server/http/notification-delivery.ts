import type { FastifyInstance } from 'fastify';
import { deliverDueNotifications } from '../domain/notifications/deliver-notifications.ts';
import { takeQueuedHint } from '../domain/notifications/notify.ts';
import { printReceipt } from '../domain/receipts/receipts.ts';
import { mailLinkBaseOf } from '../adapters/mail/mail-links.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends every notification whose time has come (D29); one run at a time per app. Answers how many were sent. */
    deliverNotifications(): Promise<number>;
  }
}

/**
 * The delivery worker of the app (D29). A request that wrote a notification due now has it
 * mailed before its answer leaves, as mail was before the outbox, once its transaction has
 * committed; the maintenance sweep sends retries and anything a stopped process left.
 */
export function installNotificationDelivery(app: FastifyInstance) {
  let running: Promise<number> | undefined;
  let again = false;
  const deliver = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await deliverDueNotifications({
          db: app.db,
          mailer: app.mailer,
          now: app.clock,
          publicBase: mailLinkBaseOf(app.env),
          claimMs: app.env.NOTIFICATION_CLAIM_SECONDS * 1000,
          receiptAttachment: async (receiptId, language) => {
            const { fileName, pdf } = await printReceipt(app.db, app.env, receiptId, { language });
            return { filename: fileName, content: pdf, contentType: 'application/pdf' };
          },
        });
      } while (again);
      return sent;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  app.decorate('deliverNotifications', deliver);

  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || !takeQueuedHint()) return;
    await deliver().catch((error: unknown) => request.log.warn({ err: error }, 'notifications were not delivered yet'));
  });
}
