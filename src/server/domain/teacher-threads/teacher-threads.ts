import type { z } from 'zod';
import { FEEDBACK_FILE_LINK_MINUTES } from '../../../shared/api/feedback.ts';
import { mayOpen } from '../../../shared/api/staff.ts';
import { teacherThreadPath, type openTeacherThreadBody, type teacherMessageBody, type TeacherMessageAuthor } from '../../../shared/api/teacher-threads.ts';
import type { Language } from '../../../shared/language.ts';
import { firstNameOf } from '../../../shared/first-name.ts';
import { textOf } from '../../../shared/localised-text.ts';
import { teacherMessageMail } from '../../adapters/mail/family-templates.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { findChild, findChildOf } from '../../db/repositories/child-repository.ts';
import { markNotificationsReadAbout } from '../../db/repositories/notification-repository.ts';
import { claimDocuments } from '../../db/repositories/record-repository.ts';
import { findCourseTeachers, findTeacherAccounts, isEnrolled, teachesCourse } from '../../db/repositories/course-teacher-repository.ts';
import {
  findMessageFile,
  findOrCreateThread,
  findThreadRecord,
  insertMessage,
  listContacts,
  listMessages,
  listThreadsForStaff as listAllThreads,
  listThreadsOf,
  lockThread,
  markReadByTeacher,
  updateThread,
  type TeacherMessageFileRow,
  type TeacherThreadRecord,
  type TeacherThreadRow,
  type ThreadReader,
} from '../../db/repositories/teacher-thread-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import { memberOf, type Member } from '../accounts/member.ts';
import { signLink, verifyLink, type SignedLinkKind } from '../files/signed-links.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { RateLimitPolicies, spendAttempt } from '../rate-limit.ts';

/**
 * Parent–teacher threads (D30, issue 29). A parent writes only about their own child, and only
 * to the teachers of a course the child is enrolled in; a teacher only to the families of the
 * courses they teach. Staff read and write in every thread, and close or reopen it. A thread
 * the reader may not see answers 404, as if it did not exist.
 */

type Deps = { db: Db; now: Date };
type Side = TeacherMessageAuthor;

const threadNotFound = () => new ApiError(404, 'teacherThreadNotFound');

/** The side a member takes in a thread, or 404. */
async function sideIn(db: Db, member: Member, thread: TeacherThreadRow): Promise<Side> {
  if (mayOpen(member.role, 'classes')) return 'staff';
  if (member.role === 'parent' && thread.parentId === member.id) return 'parent';
  if (member.role === 'teacher' && (await teachesCourse(db, member.id, thread.productId))) return 'teacher';
  throw threadNotFound();
}

const readerOf = (member: Member, side: Side): ThreadReader =>
  side === 'staff' ? { kind: 'staff' } : side === 'parent' ? { kind: 'parent' } : { kind: 'teacher', userId: member.id };

/** Parents and teachers have threads of their own; staff use the back office's list. */
function ownThreadsRole(member: Member): 'parent' | 'teacher' {
  if (member.role === 'parent' || member.role === 'teacher') return member.role;
  throw new ApiError(403, 'forbidden');
}

export interface ThreadView {
  record: TeacherThreadRecord;
  teachers: { nameEn: string; nameZh: string }[];
  side: Side;
  viewerId: number;
}

export interface ThreadDetailView extends ThreadView {
  messages: Awaited<ReturnType<typeof listMessages>>;
}

async function withTeachers(db: Db, records: TeacherThreadRecord[]) {
  const teachers = await findCourseTeachers(db, records.map((record) => record.thread.productId));
  return (record: TeacherThreadRecord) => teachers.get(record.thread.productId) ?? [];
}

/** `ddcTeacherThread/list`: the member's threads, and whom they may start one about. */
export async function listOwnThreads(db: Db, member: Member) {
  const role = ownThreadsRole(member);
  const [records, contacts] = await Promise.all([listThreadsOf(db, { id: member.id, role }), listContacts(db, { id: member.id, role })]);
  // One read of the teachers for the threads' courses and the contacts' together.
  const teachers = await findCourseTeachers(db, [...records.map((record) => record.thread.productId), ...contacts.map((contact) => contact.productId)]);
  return {
    threads: records.map((record): ThreadView => ({ record, teachers: teachers.get(record.thread.productId) ?? [], side: role, viewerId: member.id })),
    contacts: contacts.map((contact) => ({ ...contact, teachers: teachers.get(contact.productId) ?? [] })),
  };
}

/** `admin/teacherThread/list`: every thread, for staff. */
export async function listThreadsForStaff(db: Db, staff: Member, filter: Parameters<typeof listAllThreads>[1]) {
  const page = await listAllThreads(db, filter);
  const teachersOf = await withTeachers(db, page.rows);
  return { total: page.total, views: page.rows.map((record): ThreadView => ({ record, teachers: teachersOf(record), side: 'staff', viewerId: staff.id })) };
}

/**
 * `ddcTeacherThread/open`: the thread about a child and a course, made on first use. The child
 * must be enrolled in the course (a standing entitlement bought for them), and the course must
 * have a teacher on the portal for a parent to write to.
 */
export async function openThread(deps: Deps, member: Member, body: z.output<typeof openTeacherThreadBody>): Promise<number> {
  const role = ownThreadsRole(member);
  return deps.db.transaction(async (tx) => {
    let parentId: number;
    if (role === 'parent') {
      if (!(await findChildOf(tx, member.id, body.childId))) throw new ApiError(404, 'childNotFound');
      parentId = member.id;
    } else {
      const child = await findChild(tx, body.childId);
      if (!child || !(await teachesCourse(tx, member.id, body.productId))) throw threadNotFound();
      parentId = child.parentId;
    }
    if (!(await isEnrolled(tx, body.childId, body.productId))) throw new ApiError(409, 'teacherThreadNotAllowed');
    if (role === 'parent' && (await findTeacherAccounts(tx, body.productId)).length === 0) throw new ApiError(409, 'courseHasNoTeacher');
    const thread = await findOrCreateThread(tx, { childId: body.childId, productId: body.productId, parentId, now: deps.now });
    return thread.id;
  });
}

/** A thread with its messages. A parent or teacher who opens it reads it, and its notifications with it. */
export async function readThread(deps: Deps, member: Member, threadId: number): Promise<ThreadDetailView> {
  const { db, now } = deps;
  const found = await findThreadRecord(db, threadId, { kind: 'staff' });
  if (!found) throw threadNotFound();
  const side = await sideIn(db, member, found.thread);
  if (side === 'parent') await updateThread(db, threadId, { parentReadAt: now });
  if (side === 'teacher') await markReadByTeacher(db, threadId, member.id, now);
  if (side !== 'staff') await markNotificationsReadAbout(db, { userId: member.id, kind: 'teacherMessage', link: teacherThreadPath(threadId) }, now);
  const record = (await findThreadRecord(db, threadId, readerOf(member, side)))!;
  const teachersOf = await withTeachers(db, [record]);
  return { record, teachers: teachersOf(record), side, viewerId: member.id, messages: await listMessages(db, threadId) };
}

/** Whom a message is for: the family when the teachers or staff write, the teachers when the family or staff do. */
async function recipientsOf(tx: Db, thread: TeacherThreadRow, side: Side): Promise<number[]> {
  const teachers = side === 'teacher' ? [] : await findTeacherAccounts(tx, thread.productId);
  return side === 'parent' ? teachers : [thread.parentId, ...teachers];
}

/** The writer's name as its readers meet it: a teacher by their faculty name, staff as the academy. */
function authorNameFor(member: Member, side: Side, facultyName: { nameEn: string; nameZh: string } | undefined, language: Language): string {
  if (side === 'teacher' && facultyName) return textOf(facultyName, 'name', language);
  if (side === 'staff') return language === 'cn' ? '学院' : 'The academy';
  return member.nickname || member.username;
}

/**
 * `ddcTeacherThread/message/{id}` and staff's `admin/teacherThread/message/{id}`: one message
 * with up to three files, in an open thread; the others in it are told (D29).
 */
export async function writeMessage(deps: Deps, member: Member, threadId: number, body: z.output<typeof teacherMessageBody>): Promise<void> {
  const { db, now } = deps;
  await db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (!thread) throw threadNotFound();
    const side = await sideIn(tx, member, thread);
    if (thread.closedAt) throw new ApiError(409, 'teacherThreadClosed');
    const claimed = await claimDocuments(tx, body.fileKeys, member.id, 'message');
    if (claimed.length !== body.fileKeys.length) throw new FieldValidationError([{ field: 'fileKeys', messageKey: 'feedbackFilesInvalid' }], 'feedbackFilesInvalid');
    if (side !== 'staff') await spendAttempt(tx, RateLimitPolicies.teacherMessagePerMember, String(member.id), now);
    await insertMessage(tx, { threadId, author: side, authorId: member.id, text: body.text, createdAt: now }, claimed.map((file) => file.id));
    await updateThread(tx, threadId, side === 'parent' ? { lastMessageAt: now, parentReadAt: now } : { lastMessageAt: now });
    if (side === 'teacher') await markReadByTeacher(tx, threadId, member.id, now);

    const record = (await findThreadRecord(tx, threadId, { kind: 'staff' }))!;
    const facultyName = side === 'teacher' ? (await findCourseTeachers(tx, [thread.productId])).get(thread.productId)?.find((entry) => entry.userId === member.id) : undefined;
    const link = teacherThreadPath(threadId);
    for (const recipient of await recipientsOf(tx, thread, side)) {
      await notify(
        tx,
        {
          memberId: recipient,
          kind: 'teacherMessage',
          link,
          build: ({ name, language }) =>
            teacherMessageMail(
              {
                name,
                author: authorNameFor(member, side, facultyName, language),
                // A teacher meets the child by the first name only, in mail as in the portal (D30).
                childName: recipient === thread.parentId ? record.childName : firstNameOf(record.childName),
                courseName: textOf(record, 'courseName', language),
                text: body.text,
              },
              language,
            ),
        },
        now,
      );
    }
    if (side === 'staff') await recordStaffAction(tx, member, { action: 'teacherThread.message', entityType: 'teacherThread', entityId: threadId });
  });
}

/** `admin/teacherThread/close/{id}` and `reopen/{id}`: a closed thread takes no more messages. */
export async function setThreadClosed(deps: Deps, staff: Member, threadId: number, closed: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (!thread) throw threadNotFound();
    if (Boolean(thread.closedAt) === closed) return;
    await updateThread(tx, threadId, closed ? { closedAt: deps.now, closedBy: staff.id } : { closedAt: null, closedBy: null });
    await recordStaffAction(tx, staff, {
      action: closed ? 'teacherThread.close' : 'teacherThread.reopen',
      entityType: 'teacherThread',
      entityId: threadId,
      before: { closed: !closed },
      after: { closed },
    });
  });
}

// ---- files ---------------------------------------------------------------------------------------

/** A message's files open in a tab of their own, which sends no session: by a signed link, as feedback's do. */
const MESSAGE_FILE_LINKS: SignedLinkKind = { secretName: 'teacher-message-file-links', minutes: FEEDBACK_FILE_LINK_MINUTES };

export const teacherMessageFilePath = (token: string) => `/api/ddcTeacherThread/file/${token}`;

async function fileFor(db: Db, member: Member, fileId: number): Promise<TeacherMessageFileRow> {
  const file = await findMessageFile(db, fileId);
  const thread = file && (await findThreadRecord(db, file.threadId, { kind: 'staff' }));
  if (!file || !thread) throw threadNotFound();
  await sideIn(db, member, thread.thread);
  return file;
}

/** `ddcTeacherThread/openFile/{fileId}`: a short-lived link to a file of a thread the member may read. */
export async function openMessageFile(deps: Deps, member: Member, fileId: number): Promise<{ url: string }> {
  const file = await fileFor(deps.db, member, fileId);
  return { url: teacherMessageFilePath(await signLink(deps.db, MESSAGE_FILE_LINKS, file.id, member.id, deps.now)) };
}

/**
 * The bytes behind a signed link. A forged, altered or expired token answers 404, and so does a
 * request with another member's session; the member it was made for must still be enabled and
 * still belong in the thread.
 */
export async function readSignedMessageFile(deps: Deps & { storage: FileStorage }, token: string, viewerId: number | null) {
  const check = await verifyLink(deps.db, MESSAGE_FILE_LINKS, token, deps.now);
  if (!check.valid) throw new ApiError(404, check.expired ? 'feedbackLinkExpired' : 'teacherThreadNotFound');
  if (viewerId !== null && viewerId !== check.memberId) throw threadNotFound();
  const owner = await findUserById(deps.db, check.memberId);
  if (!owner || owner.disabledAt !== null) throw threadNotFound();
  const file = await fileFor(deps.db, memberOf(owner), check.subjectId);
  const bytes = await deps.storage.open(file.key);
  if (!bytes) throw threadNotFound();
  return { file, bytes };
}
