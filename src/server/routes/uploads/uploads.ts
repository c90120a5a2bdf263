import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileKeyParam, uploadQuery, type UploadPurpose } from '../../../shared/api/accounts.ts';
import type { StoredFileRow } from '../../db/repositories/file-repository.ts';
import { isPicture } from '../../domain/files/file-kinds.ts';
import { isPublicPurpose, maxBytesFor, openStoredFile, storeUpload } from '../../domain/files/uploads.ts';
import { RateLimitPolicies, spendAttempt, spendBudget } from '../../domain/rate-limit.ts';
import { identifyMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { presentStoredFile } from '../../presenters/stored-file-presenter.ts';
import { withReceivedFile } from './receive-file.ts';

const tags = ['files'];

/**
 * `minio/upload` (D14) and the files it stored. The purpose comes from the query string
 * (`?purpose=avatar|document|application`); without one, members upload a document and
 * visitors an application document. Files are received into temporary files, never whole in
 * memory, within the bounds on upload bytes in flight; a visitor's are smaller and fewer.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: app.env.UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  const applicationUploadLimit = { ...RateLimitPolicies.applicationUploadPerAddress, limit: app.env.APPLICATION_UPLOADS_PER_ADDRESS_PER_HOUR };

  app.post(
    '/minio/upload',
    {
      schema: { tags, summary: 'Store one file (multipart field "file"); answers {key, url, name, size, mime}', querystring: uploadQuery },
      preValidation: identifyMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = request.user;
      const purpose: UploadPurpose = request.query.purpose ?? (member ? 'document' : 'application');
      if (!member && purpose !== 'application') throw new ApiError(401, 'notSignedIn');
      if (!request.isMultipart()) throw new ApiError(415, 'unsupportedMediaType');
      // Application documents belong to nobody until sso/registerForeign claims them, even when a
      // signed-in member sends them: the account they are for does not exist yet.
      const application = purpose === 'application';
      const maxBytes = maxBytesFor(purpose, app.env.UPLOAD_MAX_BYTES, member ? undefined : app.env.ANONYMOUS_UPLOAD_MAX_BYTES);
      // Members count per member; a visitor, who answers for nothing, per address and fewer.
      const spendUploadAttempt = () =>
        member
          ? spendAttempt(app.db, RateLimitPolicies.uploadPerMember, String(member.id), app.clock())
          : spendAttempt(app.db, applicationUploadLimit, request.ip, app.clock());
      const stored = await withReceivedFile(request, reply, { maxBytes, beforeReading: spendUploadAttempt }, async (file) => {
        if (member && !application) {
          const budget = { ...RateLimitPolicies.uploadBytesPerMember, limit: app.env.UPLOAD_BYTES_PER_MEMBER_PER_DAY };
          await spendBudget(app.db, budget, String(member.id), file.size, app.clock());
        }
        return storeUpload(
          { db: app.db, storage: app.fileStorage },
          { file, purpose, ownerId: application ? null : (member?.id ?? null), now: app.clock() },
        );
      });
      return success(presentStoredFile(stored), request.language);
    },
  );

  app.get(
    '/minio/file/:key',
    { schema: { tags, summary: 'The bytes of a stored file: avatars for all, other files for their owner', params: fileKeyParam }, preValidation: identifyMember },
    async (request, reply) => {
      const { file, bytes } = await openStoredFile({ db: app.db, storage: app.fileStorage }, request.params.key, request.user);
      setFileHeaders(reply, file);
      return reply.send(bytes);
    },
  );
};

/** The headers of a stored file sent as it is: its type, inline or attachment, and a policy that runs nothing. */
export function setFileHeaders(reply: FastifyReply, file: StoredFileRow) {
  const disposition = isPicture(file.mime) || file.mime === 'application/pdf' ? 'inline' : 'attachment';
  const asciiName = file.originalName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  reply
    .type(file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
    .header('cache-control', isPublicPurpose(file.purpose) ? 'public, max-age=31536000, immutable' : 'private, no-store');
  // Whatever a file holds, it runs nothing in our origin. PDFs keep the site's policy, which the
  // browser's viewer needs, but sandboxed too: a PDF's own scripts and forms get an opaque origin.
  const sitePolicy = reply.getHeader('content-security-policy');
  reply.header(
    'content-security-policy',
    file.mime === 'application/pdf' && typeof sitePolicy === 'string' ? `${sitePolicy};sandbox` : "default-src 'none'; sandbox",
  );
}
