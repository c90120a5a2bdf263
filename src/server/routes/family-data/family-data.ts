import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFamilyData } from '../../domain/family-data/family-export.ts';
import { academyToday } from '../../domain/orders/order-deps.ts';
import { RateLimitPolicies, spendAttempt } from '../../domain/rate-limit.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { sendAttachment } from '../../http/attachment.ts';

const tags = ['family data'];

/** `ddcAccount/*` (issue 31): a family's own copy of their data. */
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
};
