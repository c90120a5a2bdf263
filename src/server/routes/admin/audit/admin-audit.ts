import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditListQuery, type AuditEntry } from '../../../../shared/api/admin-audit.ts';
import { searchAudit } from '../../../domain/audit/audit-reads.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../../http/csv.ts';
import { success } from '../../../http/envelope.ts';
import { presentAuditPage } from '../../../presenters/audit-presenter.ts';

const csvColumns: CsvColumn<AuditEntry>[] = [
  { header: { en: 'Time', cn: '时间' }, value: (entry) => entry.createTime },
  { header: { en: 'Staff', cn: '操作人' }, value: (entry) => entry.actorName },
  { header: { en: 'Action', cn: '操作' }, value: (entry) => entry.action },
  { header: { en: 'Record', cn: '对象' }, value: (entry) => `${entry.entityType} ${entry.entityId}` },
  { header: { en: 'Before', cn: '修改前' }, value: (entry) => (entry.before ? JSON.stringify(entry.before) : '') },
  { header: { en: 'After', cn: '修改后' }, value: (entry) => (entry.after ? JSON.stringify(entry.after) : '') },
  { header: { en: 'Note', cn: '备注' }, value: (entry) => entry.note },
];

/**
 * `admin/audit/list`: the log of every staff write (D24), searchable, and by record for History
 * tabs; an adviser's list, filters and CSV hold only the entries of an adviser's areas.
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('audit'));

  app.get(
    '/admin/audit/list',
    {
      schema: {
        tags: ['staff: audit'],
        summary: 'Staff writes, newest first: search by text; filter by record (entityType + entityId), staff member and days; format=csv exports all',
        querystring: adminAuditListQuery,
      },
    },
    async (request, reply) => {
      const page = presentAuditPage(await searchAudit(app.db, signedInMember(request), request.query, app.env.ACADEMY_TIME_ZONE));
      if (request.query.format === 'csv') return sendCsv(reply, 'audit-log', toCsv(csvColumns, page.list, request.language));
      return success(page, request.language);
    },
  );
};
