import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignCaseBody, staffNoteBody, type AssignableStaff, type CaseKind } from '../../../../shared/api/case-work.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import type { Language } from '../../../../shared/language.ts';
import { addStaffNote, assignCase, listAssignableStaff, readCaseWork } from '../../../domain/case-work/case-work.ts';
import { signedInMember } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import type { MessageKey } from '../../../http/messages.ts';
import { presentCaseWork } from '../../../presenters/case-work-presenter.ts';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A case's assignee and internal notes (issue 31, item 5), the same four routes under each of
 * `admin/family`, `admin/requirement`, `admin/assessment` and `admin/feedback`. The area's own
 * hooks (`authenticate`, `staffArea`) guard them, as they guard the case itself.
 */
export function caseWorkRoutes(app: AdminApp, kind: CaseKind, tags: string[]) {
  const answer = async (id: number, language: Language, message: MessageKey = 'ok') =>
    success(presentCaseWork(await readCaseWork(app.db, kind, id)), language, message);

  app.get(
    `/admin/${kind}/assignees`,
    {
      schema: {
        tags,
        summary: 'The staff a case can be given to: enabled admins and advisers',
      },
    },
    async (request) =>
      success<AssignableStaff>(
        {
          list: await listAssignableStaff(app.db),
          me: signedInMember(request).id,
        },
        request.language,
      ),
  );

  app.get(
    `/admin/${kind}/caseWork/:id`,
    {
      schema: {
        tags,
        summary: "Who looks after it, and staff's internal notes, newest first",
        params: idParam,
      },
    },
    async (request) => answer(request.params.id, request.language),
  );

  app.post(
    `/admin/${kind}/assign/:id`,
    {
      schema: {
        tags,
        summary: 'Give it to a member of staff (an enabled admin or adviser; 409 otherwise), or to nobody',
        params: idParam,
        body: assignCaseBody,
      },
    },
    async (request) => {
      await assignCase(app.db, signedInMember(request), kind, request.params.id, request.body.assigneeId);
      return answer(request.params.id, request.language, request.body.assigneeId === null ? 'caseUnassigned' : 'caseAssigned');
    },
  );

  app.post(
    `/admin/${kind}/addNote/:id`,
    {
      schema: {
        tags,
        summary: 'An internal note: staff read it, families never do',
        params: idParam,
        body: staffNoteBody,
      },
    },
    async (request) => {
      await addStaffNote(app.db, signedInMember(request), kind, request.params.id, request.body.text, app.clock());
      return answer(request.params.id, request.language, 'staffNoteAdded');
    },
  );
}
