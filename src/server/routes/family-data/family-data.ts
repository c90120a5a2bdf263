import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountBody, noBody } from '../../../shared/api/accounts.ts';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../domain/accounts/privacy.ts';
import { requestDeletion, withdrawDeletion } from '../../domain/family-data/account-deletion.ts';
import { exportFamilyData } from '../../domain/family-data/family-export.ts';
import { academyToday } from '../../domain/orders/order-deps.ts';
import { RateLimitPolicies, spendAttempt } from '../../domain/rate-limit.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { sendAttachment } from '../../http/attachment.ts';
import { success } from '../../http/envelope.ts';
import { deletionDepsOf } from './deletion-deps-of.ts';

const tags = ['family data'];

/** `ddcAccount/*` (issue 31): a family's own copy of their data, and the deletion of their account. */
export const familyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ddcAccount/export',
    { schema: { tags, summary: "A ZIP of the family's data as JSON, with their files and receipts" }, preValidation: authenticate },
    async (request, reply) => {
      const member = signedInMember(request);
      await spendAttempt(app.db, RateLimitPolicies.exportPerMember, String(member.id), app.clock());
      const archive = await exportFamilyData({ db: app.db, storage: app.fileStorage, env: app.env }, member.id, request.language);
      return sendAttachment(reply, `family-data-${academyToday(app.env, app.clock())}.zip`, 'application/zip', archive);
    },
  );

  app.post(
    '/ddcAccount/delete',
    {
      schema: { tags, summary: `Ask for the account to be erased after ${ACCOUNT_DELETION_GRACE_DAYS} days; 409 while orders, refunds, classes ahead or waitlist places are open`, body: deleteAccountBody },
      preValidation: authenticate,
    },
    async (request) => {
      const due = await requestDeletion(deletionDepsOf(app), signedInMember(request), request.body.password, request.ip);
      return success({ deletionDueTime: due.toISOString() }, request.language, 'deletionRequested');
    },
  );

  app.post(
    '/ddcAccount/delete/cancel',
    { schema: { tags, summary: 'Withdraw the request: the account stays', body: noBody }, preValidation: authenticate },
    async (request) => {
      await withdrawDeletion(deletionDepsOf(app), signedInMember(request).id);
      return success({ deletionDueTime: null }, request.language, 'deletionWithdrawn');
    },
  );
};
