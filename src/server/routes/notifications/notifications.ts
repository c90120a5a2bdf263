import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markReadBody, notificationListQuery, preferencesBody } from '../../../shared/api/notifications.ts';
import { countUnreadNotifications, listNotificationsOf, markNotificationsRead } from '../../db/repositories/notification-repository.ts';
import { readPreferences, savePreferences, unsubscribeByToken } from '../../domain/notifications/member-notifications.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentNotification } from '../../presenters/notification-presenter.ts';

const tags = ['notifications'];
const tokenParam = z.object({ token: z.string().max(200) });

/** `notification/*`: the member's notification centre and mail preferences (D29), and the mails' unsubscribe links. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(unsubscribeRoute);
  await app.register(memberRoutes);
};

const unsubscribeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notification/unsubscribe/:token',
    { schema: { tags, summary: 'One-click unsubscribe (RFC 8058) from one kind of mail; no sign-in, a signed token', params: tokenParam } },
    async (request) => success(await unsubscribeByToken(app.db, request.params.token), request.language, 'unsubscribed'),
  );
};

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  app.get('/notification/list', { schema: { tags, summary: 'The member’s notifications, newest first, with the unread count', querystring: notificationListQuery } }, async (request) => {
    const { pageNum, pageSize, unread } = request.query;
    const page = await listNotificationsOf(app.db, signedInMember(request).id, {
      now: app.clock(),
      unreadOnly: unread,
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    });
    return success(
      { total: page.total, unread: page.unread, list: page.rows.map((row) => presentNotification(row, request.language)) },
      request.language,
    );
  });

  app.get('/notification/unreadCount', { schema: { tags, summary: 'How many notifications are unread, for the bell' } }, async (request) =>
    success({ count: await countUnreadNotifications(app.db, signedInMember(request).id, app.clock()) }, request.language),
  );

  app.post('/notification/read', { schema: { tags, summary: 'Marks the given notifications, or all, read', body: markReadBody } }, async (request) => {
    const member = signedInMember(request);
    await markNotificationsRead(app.db, member.id, request.body, app.clock());
    return success({ count: await countUnreadNotifications(app.db, member.id, app.clock()) }, request.language);
  });

  app.get('/notification/preferences', { schema: { tags, summary: 'Which kinds of notification come by mail' } }, async (request) =>
    success(await readPreferences(app.db, signedInMember(request).id), request.language),
  );

  app.post('/notification/preferences', { schema: { tags, summary: 'Turns kinds of mail on or off; essential kinds stay on', body: preferencesBody } }, async (request) =>
    success(await savePreferences(app.db, signedInMember(request).id, request.body), request.language, 'preferencesSaved'),
  );
};
