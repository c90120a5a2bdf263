import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeliveryListQuery, type AdminDelivery } from '../../../../shared/api/notifications.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { findDelivery, listDeliveries, resendNotification } from '../../../domain/notifications/staff-deliveries.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import { presentDelivery } from '../../../presenters/delivery-presenter.ts';

const tags = ['staff: notifications'];

const csvColumns: CsvColumn<AdminDelivery>[] = [
  { header: { en: 'Time', cn: '时间' }, value: (row) => row.createTime },
  { header: { en: 'Kind', cn: '类型' }, value: (row) => row.kind },
  { header: { en: 'Recipient', cn: '收件人' }, value: (row) => row.recipientName },
  { header: { en: 'E-mail', cn: '邮箱' }, value: (row) => row.recipientEmail },
  { header: { en: 'Status', cn: '状态' }, value: (row) => row.status },
  { header: { en: 'Attempts', cn: '尝试次数' }, value: (row) => String(row.attempts) },
  { header: { en: 'Last error', cn: '最近错误' }, value: (row) => row.lastError ?? '' },
  { header: { en: 'Sent', cn: '发送时间' }, value: (row) => row.sentTime ?? '' },
];

/** `admin/notification/*`: what the portal told families and whether its mail went out (D29). */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('notifications'));

  app.get(
    '/admin/notification/list',
    { schema: { tags, summary: 'Every message with its recipient, kind and delivery; filter by status and kind, search by recipient; format=csv exports all', querystring: adminDeliveryListQuery } },
    async (request, reply) => {
      const page = await listDeliveries(app.db, request.query);
      const list = page.rows.map(presentDelivery);
      if (request.query.format === 'csv') return sendCsv(reply, 'notifications', toCsv(csvColumns, list, request.language));
      return success({ total: page.total, list }, request.language);
    },
  );

  app.post(
    '/admin/notification/resend/:id',
    { schema: { tags, summary: 'Sends a failed message again (audited)', params: idParam } },
    async (request) => {
      await resendNotification({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id);
      // Sent now, so that the answer says how this attempt went.
      await app.deliverNotifications();
      return success(presentDelivery(await findDelivery(app.db, request.params.id)), request.language, 'notificationResent');
    },
  );
};
