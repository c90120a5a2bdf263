import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../shared/api/notifications.ts';
import type { EntitlementItem, EntitlementList } from '../../../shared/api/orders.ts';
import type { StaffTeacherThreadList, TeacherThreadDetail, TeacherThreadList } from '../../../shared/api/teacher-threads.ts';
import JSZip from 'jszip';
import { erasePersonalData } from '../../db/repositories/account-deletion-repository.ts';
import { facultyMembers, teacherMessages, teacherThreads, users } from '../../db/schema.ts';
import { envelopeOf, get, lastMailTo, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { courseWithClasses, familyWithEntitlement, type CourseWithClasses } from '../../../../tests/support/factories-bookings.ts';
import { createOrdersTestApp, parentWithChild, uploadReceipt } from '../../../../tests/support/factories-orders.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../tests/support/factories-staff.ts';
import { createFacultyMember } from '../../../../tests/support/factories.ts';

type Member = Awaited<ReturnType<typeof memberWithRole>>;

/** Issue 29, item 3 (D30): a thread per child and course between the family and the course's teachers. */
describe('ddcTeacherThread and admin/teacherThread: parent–teacher messages', () => {
  let testApp: AccountsTestApp;
  let course: CourseWithClasses;
  let teacher: Member;
  let otherTeacher: Member;
  let adviser: Member;
  let family: Awaited<ReturnType<typeof familyWithEntitlement>>;
  let otherFamily: Awaited<ReturnType<typeof familyWithEntitlement>>;

  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    const { app } = testApp;
    course = await courseWithClasses(app.db);
    teacher = await memberWithRole(app, 'teacher');
    otherTeacher = await memberWithRole(app, 'teacher');
    adviser = await memberWithRole(app, 'adviser');
    await app.db.update(facultyMembers).set({ userId: teacher.id }).where(eq(facultyMembers.id, course.teacherId));
    // The other teacher has a faculty entry of their own, teaching nothing here.
    await createFacultyMember(app.db, { userId: otherTeacher.id });
    family = await familyWithEntitlement(app, course.productId);
    otherFamily = await familyWithEntitlement(app, course.productId);
  });
  afterAll(() => testApp.close());

  const open = (token: string, childId: number, productId = course.productId) => post(testApp.app, '/api/ddcTeacherThread/open', { childId, productId }, { token });
  const openOk = async (token: string, childId: number) => (await expectOk<{ id: number }>(testApp.app, 'POST', '/api/ddcTeacherThread/open', { childId, productId: course.productId }, { token })).id;
  const detail = (token: string, id: number, language: 'en' | 'cn' = 'en') => expectOk<TeacherThreadDetail>(testApp.app, 'GET', `/api/ddcTeacherThread/detail/${id}`, undefined, { token, language });
  // Each message a minute after the last, as people write: read marks compare times.
  const write = (token: string, id: number, text: string, fileKeys: string[] = []) => {
    testApp.clock.advanceSeconds(60);
    return post(testApp.app, `/api/ddcTeacherThread/message/${id}`, { text, fileKeys }, { token });
  };
  const list = (token: string) => expectOk<TeacherThreadList>(testApp.app, 'GET', '/api/ddcTeacherThread/list', undefined, { token });
  const notificationsOf = async (token: string) => (envelopeOf(await get(testApp.app, '/api/notification/list', { token })).data as NotificationList).list;

  it('lets a parent write to the course’s teacher, tells the teacher, and lets the teacher answer', async () => {
    const before = await list(family.token);
    expect(before.contacts).toEqual([expect.objectContaining({ childId: family.childId, productId: course.productId, teachers: ['Dr. Maya R.'], threadId: null })]);

    const id = await openOk(family.token, family.childId);
    expect(await openOk(family.token, family.childId)).toBe(id);
    expect((await write(family.token, id, 'Ada found the last problem set hard.\n\nCould she have a hint?')).statusCode).toBe(200);

    const teacherList = await list(teacher.token);
    expect(teacherList.list).toEqual([expect.objectContaining({ id, childName: 'Ada', unread: 1, closed: false, excerpt: expect.stringContaining('Ada found') })]);
    expect(teacherList.contacts.map((contact) => contact.childId).sort()).toEqual([family.childId, otherFamily.childId].sort());
    const mail = await lastMailTo(testApp.dataDir, teacher.email);
    expect(mail?.text).toContain('Could she have a hint?');
    expect((await notificationsOf(teacher.token))[0]).toMatchObject({ kind: 'teacherMessage', link: `/user/messages?thread=${id}`, readTime: null });

    // Opening the thread reads it, and the notification about it with it.
    const read = await detail(teacher.token, id);
    expect(read).toMatchObject({ unread: 0, canWrite: true, childName: 'Ada', teachers: ['Dr. Maya R.'] });
    expect(read.messages).toEqual([expect.objectContaining({ from: 'parent', mine: false, text: 'Ada found the last problem set hard.\n\nCould she have a hint?' })]);
    expect((await notificationsOf(teacher.token))[0].readTime).not.toBeNull();
    // A teacher never receives the family's contact details.
    expect(JSON.stringify(read)).not.toContain(family.email);
    expect(JSON.stringify(teacherList)).not.toContain(family.email);

    expect((await write(teacher.token, id, 'Of course: start from the second diagram.')).statusCode).toBe(200);
    expect((await list(family.token)).list).toEqual([expect.objectContaining({ id, unread: 1, childName: 'Ada Chen' })]);
    const parentView = await detail(family.token, id, 'cn');
    expect(parentView.messages.map((message) => [message.from, message.authorName, message.mine])).toEqual([
      ['parent', expect.any(String), true],
      ['teacher', '玛雅老师', false],
    ]);
    expect((await list(family.token)).list[0].unread).toBe(0);
    expect((await lastMailTo(testApp.dataDir, family.email))?.subject).toBe('Dr. Maya R. wrote about Ada Chen');
  });

  it('keeps each side to its own children and courses', async () => {
    const id = await openOk(otherFamily.token, otherFamily.childId);
    // Another family, another teacher and a visitor do not find the thread.
    expect((await get(testApp.app, `/api/ddcTeacherThread/detail/${id}`, { token: family.token })).statusCode).toBe(404);
    expect((await get(testApp.app, `/api/ddcTeacherThread/detail/${id}`, { token: otherTeacher.token })).statusCode).toBe(404);
    expect((await write(otherTeacher.token, id, 'Hello')).statusCode).toBe(404);
    expect((await get(testApp.app, `/api/ddcTeacherThread/detail/${id}`)).statusCode).toBe(401);
    expect((await get(testApp.app, '/api/ddcTeacherThread/list')).statusCode).toBe(401);
    expect((await list(otherTeacher.token)).list).toEqual([]);
    // A parent cannot start a thread about another family's child, nor about a course their child is not in.
    expect((await open(family.token, otherFamily.childId)).statusCode).toBe(404);
    const outsider = await parentWithChild(testApp.app);
    const refused = await open(outsider.token, outsider.childId);
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe('You can write only about a child enrolled in the course');
    // A teacher writes only to families of the courses they teach.
    expect((await open(otherTeacher.token, family.childId)).statusCode).toBe(404);
    expect((await open(teacher.token, outsider.childId)).statusCode).toBe(409);
    expect(await openOk(teacher.token, otherFamily.childId)).toBe(id);
    // Staff have their own list; parents and teachers are not let in.
    for (const token of [family.token, teacher.token]) {
      expect((await get(testApp.app, '/api/admin/teacherThread/list', { token })).statusCode).toBe(403);
    }
    expect((await open(adviser.token, family.childId)).statusCode).toBe(403);
  });

  it('refuses a parent a course with no teacher on the portal', async () => {
    const lonely = await courseWithClasses(testApp.app.db);
    const parent = await familyWithEntitlement(testApp.app, lonely.productId);
    const refused = await open(parent.token, parent.childId, lonely.productId);
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toContain('no teacher on the portal');
    expect((await list(parent.token)).contacts).toEqual([]);
    // Nor does the entitlement offer to write to one, as the linked course's does.
    const entitlements = async (token: string) => (envelopeOf(await get(testApp.app, '/api/ddcEntitlement/list?pageSize=100', { token })).data as EntitlementList).list as EntitlementItem[];
    expect((await entitlements(parent.token)).map((item) => item.canMessageTeacher)).toEqual([false]);
    expect((await entitlements(family.token)).map((item) => item.canMessageTeacher)).toEqual([true]);
  });

  it('lets staff read and write in every thread, close it and open it again, with the audit log', async () => {
    const id = await openOk(family.token, family.childId);
    const page = await expectOk<StaffTeacherThreadList>(testApp.app, 'GET', '/api/admin/teacherThread/list?q=Ada&state=open', undefined, { token: adviser.token });
    expect(page.list.map((thread) => thread.id)).toContain(id);

    const answered = await post(testApp.app, `/api/admin/teacherThread/message/${id}`, { text: 'The academy will add a hint sheet.', fileKeys: [] }, { token: adviser.token });
    expect(answered.statusCode).toBe(200);
    const seenByParent = await detail(family.token, id);
    expect(seenByParent.messages.at(-1)).toMatchObject({ from: 'staff', authorName: 'The academy' });
    expect((await notificationsOf(family.token))[0]).toMatchObject({ kind: 'teacherMessage' });
    expect((await notificationsOf(teacher.token))[0]).toMatchObject({ kind: 'teacherMessage', readTime: null });

    expect((await post(testApp.app, `/api/admin/teacherThread/close/${id}`, undefined, { token: adviser.token })).statusCode).toBe(200);
    const refused = await write(family.token, id, 'One more thing');
    expect(refused.statusCode).toBe(409);
    expect((await detail(teacher.token, id)).canWrite).toBe(false);
    expect((await post(testApp.app, `/api/admin/teacherThread/reopen/${id}`, undefined, { token: adviser.token })).statusCode).toBe(200);
    expect((await write(family.token, id, 'One more thing')).statusCode).toBe(200);
    expect((await auditOf(testApp.db, 'teacherThread', id)).map((row) => row.action)).toEqual(['teacherThread.message', 'teacherThread.close', 'teacherThread.reopen']);
  });

  it('carries files that only those in the thread can open', async () => {
    const id = await openOk(family.token, family.childId);
    const key = await uploadReceipt(testApp.app, family.token);
    expect((await write(family.token, id, 'Her working, attached.', [key])).statusCode).toBe(200);
    // A file is used once: sending it again is refused and writes nothing.
    expect((await write(family.token, id, 'Again', [key])).statusCode).toBe(400);

    const file = (await detail(teacher.token, id)).messages.at(-1)!.files[0];
    expect(file).toMatchObject({ name: 'receipt.png', mime: 'image/png' });
    const link = await expectOk<{ url: string }>(testApp.app, 'GET', `/api/ddcTeacherThread/openFile/${file.id}`, undefined, { token: teacher.token });
    const bytes = await testApp.app.inject({ method: 'GET', url: link.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toContain('image/png');
    // Another member's session cannot use the link, nor ask for one.
    expect((await testApp.app.inject({ method: 'GET', url: link.url, headers: { authorization: `Bearer ${otherTeacher.token}` } })).statusCode).toBe(404);
    expect((await get(testApp.app, `/api/ddcTeacherThread/openFile/${file.id}`, { token: otherTeacher.token })).statusCode).toBe(404);
  });

  it('belongs to the family’s data: in their export with its files, and erased with the account', async () => {
    const parent = await familyWithEntitlement(testApp.app, course.productId);
    const id = await openOk(parent.token, parent.childId);
    const key = await uploadReceipt(testApp.app, parent.token);
    expect((await write(parent.token, id, 'Her working, attached.', [key])).statusCode).toBe(200);
    expect((await write(teacher.token, id, 'Thank you, well done.')).statusCode).toBe(200);

    const exported = await testApp.app.inject({ method: 'GET', url: '/api/ddcAccount/export', headers: { authorization: `Bearer ${parent.token}` } });
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const [thread] = JSON.parse(await zip.file('teacher-messages.json')!.async('string')) as Array<{ messages: Array<{ from: string; text: string; files: string[] }> }>;
    expect(thread.messages.map((message) => [message.from, message.text])).toEqual([
      ['parent', 'Her working, attached.'],
      ['teacher', 'Thank you, well done.'],
    ]);
    expect(zip.file(thread.messages[0].files[0])).not.toBeNull();

    const [account] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, parent.username));
    const { fileKeys } = await testApp.db.transaction((tx) => erasePersonalData(tx, account.id, testApp.clock()));
    expect(fileKeys).toContain(key);
    expect(await testApp.db.$count(teacherThreads, eq(teacherThreads.id, id))).toBe(0);
    expect(await testApp.db.$count(teacherMessages, eq(teacherMessages.threadId, id))).toBe(0);
  });
});
