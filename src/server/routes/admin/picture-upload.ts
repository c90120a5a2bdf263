import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxBytesFor, storeUpload } from '../../domain/files/uploads.ts';
import { signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { presentStoredFile } from '../../presenters/stored-file-presenter.ts';
import { withReceivedFile } from '../uploads/receive-file.ts';

/**
 * `POST <url>`: one picture for the public site (a product, a content block, a faculty entry),
 * checked from its bytes to be PNG, JPEG or WebP within the pictures' size (D14). Registered by
 * each resource under its own area, so that the role checks of that resource guard it.
 */
export function pictureUploadRoute(url: string, tags: string[]): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: maxBytesFor('picture', app.env.UPLOAD_MAX_BYTES), files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });
    app.post(url, { schema: { tags, summary: 'Store a public picture (multipart field "file"): PNG, JPEG or WebP; answers {key, url, name, size, mime}' } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.isMultipart()) throw new ApiError(415, 'unsupportedMediaType');
      const stored = await withReceivedFile(request, reply, { maxBytes: maxBytesFor('picture', app.env.UPLOAD_MAX_BYTES) }, (file) =>
        storeUpload({ db: app.db, storage: app.fileStorage }, { file, purpose: 'picture', ownerId: signedInMember(request).id, now: app.clock() }),
      );
      return success(presentStoredFile(stored), request.language);
    });
  };
}
