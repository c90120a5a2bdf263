import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackFileParam } from '../../../shared/api/feedback.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { openClassFile, readSignedClassFile } from '../../domain/teachers/class-files.ts';
import { authenticate, identifyMember, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { setFileHeaders } from '../uploads/uploads.ts';

const tags = ['bookings'];

/**
 * A class note's files (issue 29): a booked family asks for a signed link (`ddcPlan/classFile`),
 * which a new tab then opens without a session (`classFile/{token}`), as a teacher's does.
 */
export const classFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ddcPlan/classFile/:id',
    { schema: { tags, summary: 'A signed, short-lived link to a file of a note on a class the family is booked in', params: idParam }, preValidation: authenticate },
    async (request) => success(await openClassFile({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id), request.language),
  );

  app.get(
    '/classFile/:token',
    {
      schema: { tags, summary: 'The file behind a signed link (no session needed; another member’s session gets 404)', params: feedbackFileParam },
      preValidation: identifyMember,
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { file, bytes } = await readSignedClassFile({ db: app.db, storage: app.fileStorage, now: app.clock() }, request.params.token, request.user?.id ?? null);
      setFileHeaders(reply, file);
      return reply.send(bytes);
    },
  );
};
