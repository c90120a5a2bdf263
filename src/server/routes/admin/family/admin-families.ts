import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAccessBody } from '../../../../shared/api/admin-accounts.ts';
import { adminFamilyListQuery, assignAdviserBody, familyMessageBody } from '../../../../shared/api/admin-families.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { listAdvisers } from '../../../db/repositories/family-repository.ts';
import { exportFamilyForStaff } from '../../../domain/family-data/family-export.ts';
import { listFamilyMessages, sendFamilyMessage } from '../../../domain/families/family-messages.ts';
import { setFamilyDeletionByStaff } from '../../../domain/family-data/account-deletion.ts';
import { deletionDepsOf } from '../../family-data/deletion-deps-of.ts';
import { noBody } from '../../../../shared/api/accounts.ts';
import { sendAttachment } from '../../../http/attachment.ts';
import { setAccountAccess } from '../../../domain/accounts/account-access.ts';
import { assignAdviser, listFamilies, readFamily } from '../../../domain/families/families.ts';
import { academyToday } from '../../../domain/orders/order-deps.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import { presentAdviserOption, presentFamilyDetail, presentFamilyMessage, presentFamilyPage } from '../../../presenters/family-presenter.ts';
import { familyCsvColumns } from './family-csv.ts';
import { caseWorkRoutes } from '../case-work/case-work-routes.ts';

const tags = ['staff: families'];

/** `admin/family/*`: parents' accounts with their children, orders and entitlements (D24: admins and advisers). */
export const adminFamilyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('families'));

  const detailAnswer = async (language: 'en' | 'cn', userId: number) => {
    const record = await readFamily(app.db, userId, academyToday(app.env, app.clock()));
    return success(presentFamilyDetail(record, language), language);
  };

  app.get(
    '/admin/family/list',
    { schema: { tags, summary: 'Parents: search by name, e-mail or child; filter by adviser or disabled; format=csv exports all', querystring: adminFamilyListQuery } },
    async (request, reply) => {
      const page = presentFamilyPage(await listFamilies(app.db, request.query, signedInMember(request)), request.language);
      if (request.query.format === 'csv') return sendCsv(reply, 'families', toCsv(familyCsvColumns, page.list, request.language));
      return success(page, request.language);
    },
  );

  app.get('/admin/family/detail/:id', { schema: { tags, summary: 'A parent with children, orders and entitlements', params: idParam } }, async (request) =>
    detailAnswer(request.language, request.params.id),
  );

  app.get('/admin/family/advisers', { schema: { tags, summary: 'Every adviser card, for assigning one to a family' } }, async (request) =>
    success((await listAdvisers(app.db)).map((adviser) => presentAdviserOption(adviser, request.language)), request.language),
  );

  app.post(
    '/admin/family/assignAdviser/:id',
    { schema: { tags, summary: 'Give the family an adviser (the card on their home page), or none', params: idParam, body: assignAdviserBody } },
    async (request) => {
      await assignAdviser(app.db, signedInMember(request), request.params.id, request.body.adviserId);
      return detailAnswer(request.language, request.params.id);
    },
  );

  app.get(
    '/admin/family/export/:id',
    { schema: { tags, summary: "A ZIP of the family's data, as the family downloads it; the copy is audited", params: idParam } },
    async (request, reply) => {
      const familyId = request.params.id;
      const archive = await exportFamilyForStaff({ db: app.db, storage: app.fileStorage, env: app.env }, signedInMember(request), familyId, request.language);
      return sendAttachment(reply, `family-data-${familyId}-${academyToday(app.env, app.clock())}.zip`, 'application/zip', archive);
    },
  );

  app.get(
    '/admin/family/messages/:id',
    { schema: { tags, summary: 'What staff wrote to the family, newest first, with whether it was read and mailed', params: idParam } },
    async (request) => {
      const rows = await listFamilyMessages(app.db, request.params.id);
      return success(rows.map((row) => presentFamilyMessage(row, request.language)), request.language);
    },
  );

  app.post(
    '/admin/family/message/:id',
    { schema: { tags, summary: 'Write to the family: a message in their portal, mailed to them and kept with the family', params: idParam, body: familyMessageBody } },
    async (request) => {
      await sendFamilyMessage(app.db, signedInMember(request), request.params.id, request.body, app.clock());
      return success(null, request.language, 'messageSent');
    },
  );

  for (const requested of [true, false]) {
    app.post(
      `/admin/family/${requested ? 'delete' : 'delete/cancel'}/:id`,
      {
        schema: {
          tags,
          summary: requested
            ? "Ask, on the family's word, for the account to be erased after the grace period (409 while something is open)"
            : "Withdraw the family's deletion request",
          params: idParam,
          body: noBody,
        },
      },
      async (request) => {
        await setFamilyDeletionByStaff(deletionDepsOf(app), signedInMember(request), request.params.id, requested);
        return detailAnswer(request.language, request.params.id);
      },
    );
  }

  for (const disabled of [true, false]) {
    app.post(
      `/admin/family/${disabled ? 'disable' : 'enable'}/:id`,
      {
        schema: {
          tags,
          summary: disabled ? 'Disable the account: its sessions end and it cannot sign in' : 'Let the account sign in again',
          params: idParam,
          body: accountAccessBody,
        },
      },
      async (request) => {
        await setAccountAccess(app.db, signedInMember(request), {
          userId: request.params.id,
          disabled,
          note: request.body.note,
          accepts: (user) => user.role === 'parent',
          entityType: 'family',
          now: app.clock(),
        });
        return detailAnswer(request.language, request.params.id);
      },
    );
  }

  caseWorkRoutes(app, 'family', tags);
};
