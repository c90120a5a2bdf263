import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/api/public-queries.ts';
import { recordFileParam, recordListQuery } from '../../../shared/api/records.ts';
import { listRecordsOfParent, openRecord, readSignedRecordFile } from '../../domain/records/record-reads.ts';
import { authenticate, identifyMember, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentRecordOpen, presentRecordPage } from '../../presenters/record-presenter.ts';

const tags = ['records'];

/** `ddcRecord/*`: a family's academic records and short-lived signed links to their files. */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ddcRecord/list',
    { schema: { tags, summary: "The children's records, newest first", querystring: recordListQuery }, preValidation: authenticate },
    async (request) => {
      const member = signedInMember(request);
      const page = await listRecordsOfParent(app.db, member.id, request.query);
      return success(presentRecordPage(page, request.language), request.language);
    },
  );

  app.get(
    '/ddcRecord/open/:id',
    { schema: { tags, summary: 'A signed, short-lived link to the file and how to open it', params: idParam }, preValidation: authenticate },
    async (request) => {
      const member = signedInMember(request);
      const opened = await openRecord(
        { db: app.db, env: app.env, now: app.clock(), origin: `${request.protocol}://${request.host}` },
        member.id,
        request.params.id,
      );
      return success(presentRecordOpen(opened), request.language);
    },
  );

  app.get(
    '/ddcRecord/file/:token',
    {
      schema: { tags, summary: 'The file behind a signed link (no session needed; another member’s session gets 404)', params: recordFileParam },
      preValidation: identifyMember,
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { file, bytes } = await readSignedRecordFile(
        { db: app.db, storage: app.fileStorage, now: app.clock() },
        request.params.token,
        request.user?.id ?? null,
      );
      const inline = file.mime === 'application/pdf' || file.mime.startsWith('image/');
      const asciiName = file.originalName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
      return reply
        .type(file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        // Whatever a record holds, it runs nothing in our origin: PDFs too open in a sandbox.
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'")
        .header('cross-origin-resource-policy', 'same-site')
        .send(bytes);
    },
  );
};
