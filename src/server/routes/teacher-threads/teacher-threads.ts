import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { feedbackFileParam } from "../../../shared/api/feedback.ts";
import { idParam } from "../../../shared/api/public-queries.ts";
import {
  openTeacherThreadBody,
  teacherMessageBody,
} from "../../../shared/api/teacher-threads.ts";
import {
  listOwnThreads,
  openMessageFile,
  openThread,
  readSignedMessageFile,
  readThread,
  writeMessage,
} from "../../domain/teacher-threads/teacher-threads.ts";
import {
  authenticate,
  identifyMember,
  signedInMember,
} from "../../http/auth.ts";
import { success } from "../../http/envelope.ts";
import {
  presentTeacherThreadContact,
  presentTeacherThreadDetail,
  presentTeacherThreadSummary,
} from "../../presenters/teacher-thread-presenter.ts";
import { setFileHeaders } from "../uploads/uploads.ts";

const tags = ["teacher messages"];

/**
 * `ddcTeacherThread/*` (D30, issue 29): the threads between a family and their child's teachers,
 * as the parent or the teacher reads them. Staff open any thread too (their list is under `admin/`).
 */
export const teacherThreadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preValidation", authenticate);
  const deps = () => ({ db: app.db, now: app.clock() });

  app.get(
    "/ddcTeacherThread/list",
    {
      schema: {
        tags,
        summary:
          "The member’s threads, the latest first, and whom they may write about",
      },
    },
    async (request) => {
      const member = signedInMember(request);
      const { threads, contacts } = await listOwnThreads(app.db, member);
      const side = member.role === "teacher" ? "teacher" : "parent";
      return success(
        {
          list: threads.map((view) =>
            presentTeacherThreadSummary(view, request.language),
          ),
          contacts: contacts.map((contact) =>
            presentTeacherThreadContact(contact, side, request.language),
          ),
        },
        request.language,
      );
    },
  );

  app.post(
    "/ddcTeacherThread/open",
    {
      schema: {
        tags,
        summary: "The thread about a child in a course, made on first use",
        body: openTeacherThreadBody,
      },
    },
    async (request) => {
      return success(
        { id: await openThread(deps(), signedInMember(request), request.body) },
        request.language,
      );
    },
  );

  app.get(
    "/ddcTeacherThread/detail/:id",
    {
      schema: {
        tags,
        summary: "A thread; a parent or teacher who opens it reads it",
        params: idParam,
      },
    },
    async (request) => {
      return success(
        presentTeacherThreadDetail(
          await readThread(deps(), signedInMember(request), request.params.id),
          request.language,
        ),
        request.language,
      );
    },
  );

  app.post(
    "/ddcTeacherThread/message/:id",
    {
      schema: {
        tags,
        summary: "A message in an open thread; the others in it are told",
        params: idParam,
        body: teacherMessageBody,
      },
    },
    async (request) => {
      const member = signedInMember(request);
      await writeMessage(deps(), member, request.params.id, request.body);
      return success(
        presentTeacherThreadDetail(
          await readThread(deps(), member, request.params.id),
          request.language,
        ),
        request.language,
        "teacherMessageSent",
      );
    },
  );

  app.get(
    "/ddcTeacherThread/openFile/:id",
    {
      schema: {
        tags,
        summary: "A signed, short-lived link to a file of a thread",
        params: idParam,
      },
    },
    async (request) => {
      return success(
        await openMessageFile(
          deps(),
          signedInMember(request),
          request.params.id,
        ),
        request.language,
      );
    },
  );
};

/** `ddcTeacherThread/file/{token}`: a message's file behind a signed link, which a new tab opens without a session. */
export const teacherThreadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/ddcTeacherThread/file/:token",
    {
      schema: {
        tags,
        summary:
          "The file behind a signed link (no session needed; another member’s session gets 404)",
        params: feedbackFileParam,
      },
      preValidation: identifyMember,
      logLevel: "warn",
    },
    async (request, reply) => {
      const { file, bytes } = await readSignedMessageFile(
        { db: app.db, now: app.clock(), storage: app.fileStorage },
        request.params.token,
        request.user?.id ?? null,
      );
      setFileHeaders(reply, file);
      return reply.send(bytes);
    },
  );
};
