import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackFileParam } from '../../../shared/api/feedback.ts';
import { readSignedFeedbackFile } from '../../domain/feedback/feedback-files.ts';
import { identifyMember } from '../../http/auth.ts';
import { setFileHeaders } from '../uploads/uploads.ts';

/** `ddcFeedback/file/{token}`: a thread's file behind a signed link, which a new tab opens without a session. */
export const feedbackFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ddcFeedback/file/:token',
    {
      schema: { tags: ['feedback'], summary: 'The file behind a signed link (no session needed; another member’s session gets 404)', params: feedbackFileParam },
      preValidation: identifyMember,
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { file, bytes } = await readSignedFeedbackFile({ db: app.db, storage: app.fileStorage, now: app.clock() }, request.params.token, request.user?.id ?? null);
      setFileHeaders(reply, file);
      return reply.send(bytes);
    },
  );
};
