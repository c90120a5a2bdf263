import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileKeyParam, uploadQuery, type UploadPurpose } from '../../../shared/api/accounts.ts';
import type { StoredFileRow } from '../../db/repositories/file-repository.ts';
import { isPicture } from '../../domain/files/file-kinds.ts';
import { fileTooLarge, isPublicPurpose, maxBytesFor, openStoredFile, storeUpload } from '../../domain/files/uploads.ts';
import { RateLimitPolicies, spendAttempt, spendBudget } from '../../domain/rate-limit.ts';
import { identifyMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import { presentStoredFile } from '../../presenters/stored-file-presenter.ts';

const tags = ['files'];

/**
 * `minio/upload` (D14) and the files it stored. The purpose comes from the query string
 * (`?purpose=avatar|document|application`); without one, members upload a document and
 * visitors an application document.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: app.env.UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

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
      if (application) await spendAttempt(app.db, RateLimitPolicies.applicationUploadPerAddress, request.ip, app.clock());
      else if (member) await spendAttempt(app.db, RateLimitPolicies.uploadPerMember, String(member.id), app.clock());

      const maxBytes = maxBytesFor(purpose, app.env.UPLOAD_MAX_BYTES);
      const upload = await readSingleFile(request, maxBytes);
      if (member && !application) {
        const budget = { ...RateLimitPolicies.uploadBytesPerMember, limit: app.env.UPLOAD_BYTES_PER_MEMBER_PER_DAY };
        await spendBudget(app.db, budget, String(member.id), upload.bytes.length, app.clock());
      }
      const stored = await storeUpload(
        { db: app.db, storage: app.fileStorage },
        { ...upload, purpose, ownerId: application ? null : (member?.id ?? null), now: app.clock() },
      );
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

/** Reads the one file of the form into memory, refusing more than `maxBytes` with a localised 413. */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<{ bytes: Buffer; originalName: string }> {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part) throw new FieldValidationError([{ field: 'file', messageKey: 'fileMissing' }], 'fileMissing');
    const bytes = await part.toBuffer();
    return { bytes, originalName: part.filename ?? '' };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    // Any other fault of the form (cut short, too many parts, bad boundary) is the sender's: 400.
    throw new FieldValidationError([{ field: 'file', messageKey: 'fileMissing' }], 'fileMissing');
  }
}

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
