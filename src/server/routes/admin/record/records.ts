import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRecordBody, recordListQuery } from '../../../../shared/api/records.ts';
import { findRecord, listRecords } from '../../../db/repositories/record-repository.ts';
import { createRecord } from '../../../domain/records/create-record.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentRecord, presentRecordPage } from '../../../presenters/record-presenter.ts';

const tags = ['staff: records'];

/** `admin/record/*`: staff add a child's academic records and list them. */
export const adminRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('records'));

  app.get('/admin/record/list', { schema: { tags, summary: 'Records of every family, newest first', querystring: recordListQuery } }, async (request) => {
    const { childId, kind, pageNum, pageSize } = request.query;
    const page = await listRecords(app.db, { childId, kind, offset: (pageNum - 1) * pageSize, limit: pageSize });
    return success(presentRecordPage(page, request.language), request.language);
  });

  app.post(
    '/admin/record/create',
    { schema: { tags, summary: 'Add a record (kind, term, bilingual title, one uploaded document)', body: createRecordBody } },
    async (request) => {
      const record = await createRecord(app.db, signedInMember(request), request.body, app.clock());
      return success(presentRecord((await findRecord(app.db, record.id))!, request.language), request.language, 'recordAdded');
    },
  );
};
