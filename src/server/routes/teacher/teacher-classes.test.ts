import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanMonth } from '../../../shared/api/bookings.ts';
import type { StaffClassDetail } from '../../../shared/api/classes.ts';
import type { TeacherClassDetail, TeacherClassItem } from '../../../shared/api/teacher-classes.ts';
import { hashPassword } from '../../domain/accounts/password-hashing.ts';
import { auditLog, bookings, entitlements, facultyMembers, notifications, users } from '../../db/schema.ts';
import { envelopeOf, get, GOOD_PASSWORD, post, signIn, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { bookOrFail, courseWithClasses, familyWithEntitlement } from '../../../../tests/support/factories-bookings.ts';
import { createTeacher, staffOfRole, uploadFile } from '../../../../tests/support/factories-consulting.ts';
import { createOrdersTestApp, staffToken } from '../../../../tests/support/factories-orders.ts';
import { createFacultyMember } from '../../../../tests/support/factories.ts';

/** A teacher's account that can sign in, answering its id and token. */
async function teacherAccount(testApp: AccountsTestApp) {
  const username = `teacher${randomUUID().slice(0, 8)}`;
  const [user] = await testApp.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: await hashPassword(GOOD_PASSWORD), role: 'teacher', isFt: true, nickname: 'Daniel' })
    .returning();
  return { userId: user.id, token: await signIn(testApp.app, username, GOOD_PASSWORD) };
}

/** `teacher/*` and the staff's side of it (D30, issue 29). */
describe('teachers teach here: classes, roster, attendance, notes', () => {
  let testApp: AccountsTestApp;
  let admin: string;
  let course: Awaited<ReturnType<typeof courseWithClasses>>;
  let family: Awaited<ReturnType<typeof familyWithEntitlement>>;
  let otherFamily: Awaited<ReturnType<typeof familyWithEntitlement>>;
  let teacher: { userId: number; token: string };
  let otherTeacher: { userId: number; token: string };
  let adviser: string;
  let bookingIds: number[];

  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
    admin = await staffToken(testApp.app);
    adviser = (await staffOfRole(testApp.app, 'adviser')).token;
    // Classes on 3, 4 and 5 March at 09:00 in Shanghai; the clock stands on 2 March.
    course = await courseWithClasses(testApp.db, { classes: 3, sessions: 2, firstClass: '2026-03-03T01:00:00Z', daysApart: 1, joinUrl: 'https://meet.example.com/room' });
    family = await familyWithEntitlement(testApp.app, course.productId);
    await testApp.db.update(entitlements).set({ equityDateStart: '2026-03-01' }).where(eq(entitlements.id, family.entitlementId));
    bookingIds = (await bookOrFail(testApp.app, family.token, family.entitlementId, course.classIds.slice(0, 2))).map((booking) => booking.id);
    const otherCourse = await courseWithClasses(testApp.db, { classes: 3, sessions: 2, firstClass: '2026-03-03T01:00:00Z', daysApart: 1 });
    otherFamily = await familyWithEntitlement(testApp.app, otherCourse.productId);
    await testApp.db.update(entitlements).set({ equityDateStart: '2026-03-01' }).where(eq(entitlements.id, otherFamily.entitlementId));
    await bookOrFail(testApp.app, otherFamily.token, otherFamily.entitlementId, otherCourse.classIds.slice(0, 1));

    teacher = await teacherAccount(testApp);
    otherTeacher = await teacherAccount(testApp);
    const linked = await post(testApp.app, `/api/admin/faculty/linkTeacher/${course.teacherId}`, { userId: teacher.userId }, { token: admin });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(envelopeOf(linked).data).toMatchObject({ id: course.teacherId, userId: teacher.userId });
    const elsewhere = await createFacultyMember(testApp.db, { nameEn: 'Ms. Other' });
    await testApp.db.update(facultyMembers).set({ userId: otherTeacher.userId }).where(eq(facultyMembers.id, elsewhere.id));
  });
  afterAll(() => testApp.close());

  const window = '?from=2026-03-01T00:00:00Z&to=2026-03-31T00:00:00Z';
  const classUrl = (id: number) => `/api/teacher/class/${id}`;

  it('answers 401 to visitors and 403 to parents and staff on every teacher route', async () => {
    const parent = family.token;
    const routes: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', `/api/teacher/classes${window}`],
      ['GET', classUrl(course.classIds[0])],
      ['POST', `/api/teacher/attendance/${course.classIds[0]}`, { marks: [{ bookingId: bookingIds[0], mark: 'attended' }] }],
      ['POST', `/api/teacher/classNote/${course.classIds[0]}`, { kind: 'note', text: 'Hello' }],
      ['GET', '/api/teacher/clock'],
      ['POST', '/api/teacher/timeZone', { timeZone: 'Europe/London' }],
      ['GET', '/api/teacher/classFile/1'],
    ];
    for (const [method, url, body] of routes) {
      const send = (token?: string) => (method === 'GET' ? get(testApp.app, url, { token }) : post(testApp.app, url, body, { token }));
      expect((await send()).statusCode, `${method} ${url} visitor`).toBe(401);
      for (const token of [parent, adviser, admin]) expect((await send(token)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('shows a teacher their classes only; another teacher gets none, and 404 for the class', async () => {
    const mine = envelopeOf(await get(testApp.app, `/api/teacher/classes${window}`, { token: teacher.token })).data as TeacherClassItem[];
    expect(mine.map((item) => item.classId)).toEqual(course.classIds);
    expect(mine[0]).toMatchObject({ enrolled: 1, joinUrl: null, hasJoinUrl: true, attendanceOpen: false, startAt: '2026-03-03T01:00:00.000Z' });
    expect(mine[2].enrolled).toBe(0);
    const theirs = envelopeOf(await get(testApp.app, `/api/teacher/classes${window}`, { token: otherTeacher.token })).data as TeacherClassItem[];
    expect(theirs).toEqual([]);
    for (const response of [
      await get(testApp.app, classUrl(course.classIds[0]), { token: otherTeacher.token }),
      await post(testApp.app, `/api/teacher/attendance/${course.classIds[0]}`, { marks: [{ bookingId: bookingIds[0], mark: 'attended' }] }, { token: otherTeacher.token }),
      await post(testApp.app, `/api/teacher/classNote/${course.classIds[0]}`, { kind: 'note', text: 'Hello' }, { token: otherTeacher.token }),
      await get(testApp.app, classUrl(2_000_000_000), { token: teacher.token }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response).message).toBe('This class was not found for this course');
    }
    const tooWide = await get(testApp.app, '/api/teacher/classes?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z', { token: teacher.token });
    expect(tooWide.statusCode).toBe(400);
  });

  it('gives the roster without a single field of the parent', async () => {
    const response = await get(testApp.app, classUrl(course.classIds[0]), { token: teacher.token });
    const detail = envelopeOf(response).data as TeacherClassDetail;
    expect(detail.roster).toEqual([{ bookingId: bookingIds[0], childId: family.childId, childFirstName: 'Ada', grade: 'Grade 6', age: 11, noteForTeacher: '', attendance: 'booked' }]);
    const [parent] = await testApp.db.select().from(users).where(eq(users.username, family.username));
    for (const secret of [parent.email, parent.username, 'Chen', `"orderId"`, `"parentName"`, `"memberId"`, `"email"`, `"phone"`]) expect(response.body).not.toContain(secret);
  });

  it('opens attendance from the start until 48 hours after, with the effects of staff marking', async () => {
    const mark = (mark: string, language: 'en' | 'cn' = 'en') =>
      post(testApp.app, `/api/teacher/attendance/${course.classIds[0]}`, { marks: [{ bookingId: bookingIds[0], mark }] }, { token: teacher.token, language });
    const early = await mark('attended');
    expect(early.statusCode).toBe(409);
    expect(envelopeOf(early).message).toBe('Attendance can be marked once the class has begun');

    testApp.clock.advanceSeconds(17 * 3600 + 60); // 3 March 01:01 UTC: the first class has begun
    const foreign = await post(testApp.app, `/api/teacher/attendance/${course.classIds[0]}`, { marks: [{ bookingId: bookingIds[1], mark: 'attended' }] }, { token: teacher.token });
    expect(foreign.statusCode).toBe(404);
    const marked = await mark('attended');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(envelopeOf(marked).message).toBe('Attendance saved');
    expect((envelopeOf(marked).data as TeacherClassDetail).roster[0].attendance).toBe('attended');
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.id, family.entitlementId));
    expect(entitlement.used).toBe(1);
    const [booking] = await testApp.db.select().from(bookings).where(eq(bookings.id, bookingIds[0]));
    expect(booking.attendanceMarkedBy).toBe(teacher.userId);
    expect(await testApp.db.$count(auditLog, and(eq(auditLog.action, 'booking.markAttendance'), eq(auditLog.actorId, teacher.userId)))).toBe(1);

    // Staff see who marked it.
    const staffView = envelopeOf(await get(testApp.app, `/api/admin/class/detail/${course.classIds[0]}`, { token: adviser })).data as StaffClassDetail;
    expect(staffView.roster[0]).toMatchObject({ status: 'attended', markedBy: 'Daniel' });

    testApp.clock.advanceSeconds(48 * 3600); // 5 March 01:01 UTC: 48 hours and a minute after the start
    const late = await mark('excused', 'cn');
    expect(late.statusCode).toBe(409);
    expect(envelopeOf(late).message).toBe('出勤只能在课程开始后 48 小时内记录，如需更正请联系学院');
    // Staff can still correct it.
    const corrected = await post(testApp.app, `/api/admin/class/attendance/${bookingIds[0]}`, { status: 'excused' }, { token: adviser });
    expect(corrected.statusCode).toBe(200);
  });

  it('posts homework with a file that only the booked families see and are told of', async () => {
    const fileKey = await uploadFile(testApp.app, teacher.token, 'pdf', 'worksheet.pdf');
    const empty = await post(testApp.app, `/api/teacher/classNote/${course.classIds[1]}`, { kind: 'homework', text: '   ' }, { token: teacher.token });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(envelopeOf(empty).data)).toContain('Please write the note');
    const stolen = await uploadFile(testApp.app, family.token);
    expect((await post(testApp.app, `/api/teacher/classNote/${course.classIds[1]}`, { kind: 'note', text: 'Hi', fileKeys: [stolen] }, { token: teacher.token })).statusCode).toBe(400);

    const before = await testApp.db.$count(notifications, eq(notifications.kind, 'classNote'));
    const posted = await post(
      testApp.app,
      `/api/teacher/classNote/${course.classIds[1]}`,
      { kind: 'homework', text: 'Prove that the angles of a triangle add to 180°.', dueAt: '2026-03-10T01:00:00Z', fileKeys: [fileKey] },
      { token: teacher.token },
    );
    expect(posted.statusCode, posted.body).toBe(200);
    const note = (envelopeOf(posted).data as TeacherClassDetail).notes[0];
    expect(note).toMatchObject({ kind: 'homework', dueAt: '2026-03-10T01:00:00.000Z', files: [{ name: 'worksheet.pdf', mime: 'application/pdf' }] });
    const told = await testApp.db.select().from(notifications).where(eq(notifications.kind, 'classNote'));
    expect(told.length - before).toBe(1);
    const [parent] = await testApp.db.select().from(users).where(eq(users.username, family.username));
    expect(told.at(-1)).toMatchObject({ userId: parent.id, link: '/user/plan' });
    expect(told.at(-1)?.content.cn.subject).toBe('Ada Chen的课有新的作业');

    const plan = (token: string) => get(testApp.app, '/api/ddcPlan/month?year=2026&month=3', { token });
    const month = envelopeOf(await plan(family.token)).data as PlanMonth;
    const withNotes = Object.values(month).flat().filter((entry) => entry.notes.length > 0);
    expect(withNotes.map((entry) => [entry.scheduleId, entry.notes[0].text])).toEqual([[course.classIds[1], 'Prove that the angles of a triangle add to 180°.']]);
    const otherMonth = envelopeOf(await plan(otherFamily.token)).data as PlanMonth;
    expect(Object.values(otherMonth).flat().every((entry) => entry.notes.length === 0)).toBe(true);

    const link = await get(testApp.app, `/api/ddcPlan/classFile/${note.files[0].id}`, { token: family.token });
    expect(link.statusCode).toBe(200);
    const url = (envelopeOf(link).data as { url: string }).url;
    const bytes = await testApp.app.inject({ method: 'GET', url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toContain('application/pdf');
    expect((await get(testApp.app, `/api/ddcPlan/classFile/${note.files[0].id}`, { token: otherFamily.token })).statusCode).toBe(404);
    expect((await get(testApp.app, `/api/teacher/classFile/${note.files[0].id}`, { token: otherTeacher.token })).statusCode).toBe(404);
    expect((await get(testApp.app, `/api/teacher/classFile/${note.files[0].id}`, { token: teacher.token })).statusCode).toBe(200);
  });

  it('keeps a time zone the teacher chose over the browser’s at sign-in', async () => {
    const saved = await post(testApp.app, '/api/teacher/timeZone', { timeZone: 'Europe/London' }, { token: teacher.token });
    expect(saved.statusCode).toBe(200);
    expect((await post(testApp.app, '/api/teacher/timeZone', { timeZone: 'Mars/Olympus' }, { token: teacher.token })).statusCode).toBe(400);
    const [user] = await testApp.db.select().from(users).where(eq(users.id, teacher.userId));
    const signedIn = await testApp.app.inject({ method: 'POST', url: '/api/sso/login', headers: { 'time-zone': 'Asia/Tokyo' }, payload: { username: user.username, password: GOOD_PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    const [after] = await testApp.db.select().from(users).where(eq(users.id, teacher.userId));
    expect(after).toMatchObject({ timeZone: 'Europe/London', timeZoneChosen: true });
    expect(envelopeOf(await get(testApp.app, '/api/teacher/clock', { token: teacher.token })).data).toEqual({
      timeZone: 'Europe/London',
      timeZoneChosen: true,
      academyTimeZone: 'Asia/Shanghai',
    });
  });

  it('lets admins link and unlink teacher accounts, and make an entry from an approved application', async () => {
    const parentUser = (await testApp.db.select().from(users).where(eq(users.username, family.username)))[0];
    const entry = await createFacultyMember(testApp.db, { nameEn: 'Mr. Spare' });
    const link = (userId: number | null, token = admin) => post(testApp.app, `/api/admin/faculty/linkTeacher/${entry.id}`, { userId }, { token });
    expect((await link(teacher.userId, adviser)).statusCode).toBe(403);
    expect((await link(teacher.userId, family.token)).statusCode).toBe(403);
    expect((await post(testApp.app, `/api/admin/faculty/linkTeacher/${entry.id}`, { userId: teacher.userId })).statusCode).toBe(401);
    expect((await link(parentUser.id)).statusCode).toBe(404);
    const taken = await link(teacher.userId);
    expect(taken.statusCode).toBe(409);
    expect(envelopeOf(taken).message).toBe('This teacher account is linked to another faculty entry already');

    const spare = await teacherAccount(testApp);
    expect((await link(spare.userId)).statusCode).toBe(200);
    expect((await link(null)).statusCode).toBe(200);
    const audits = await testApp.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'faculty'), eq(auditLog.entityId, String(entry.id)))).orderBy(auditLog.id);
    expect(audits.map((row) => [row.action, row.after])).toEqual([
      ['faculty.linkTeacher', { userId: spare.userId }],
      ['faculty.unlinkTeacher', { userId: null }],
    ]);
    const accounts = envelopeOf(await get(testApp.app, '/api/admin/faculty/teacherAccounts', { token: admin })).data as { id: number; facultyId: number | null }[];
    expect(accounts.find((account) => account.id === teacher.userId)?.facultyId).toBe(course.teacherId);

    const submitted = await createTeacher(testApp.app, 'submitted');
    const notYet = await post(testApp.app, `/api/admin/teacherApplication/createFaculty/${submitted.id}`, undefined, { token: admin });
    expect(notYet.statusCode).toBe(409);
    const approved = await createTeacher(testApp.app, 'approved');
    expect((await post(testApp.app, `/api/admin/teacherApplication/createFaculty/${approved.id}`, undefined, { token: adviser })).statusCode).toBe(403);
    const created = await post(testApp.app, `/api/admin/teacherApplication/createFaculty/${approved.id}`, undefined, { token: admin });
    expect(created.statusCode, created.body).toBe(200);
    const { facultyId } = envelopeOf(created).data as { facultyId: number };
    const [made] = await testApp.db.select().from(facultyMembers).where(eq(facultyMembers.id, facultyId));
    expect(made).toMatchObject({ userId: approved.userId, published: false, nameEn: `${approved.profile.firstName} ${approved.profile.lastName}`, biographyEn: approved.profile.introduction });
    expect(made.nameZh).toBe(made.nameEn);
    expect((await post(testApp.app, `/api/admin/teacherApplication/createFaculty/${approved.id}`, undefined, { token: admin })).statusCode).toBe(409);
  });

  it('lets staff give a class another teacher, telling the families and both teachers', async () => {
    const newEntry = await createFacultyMember(testApp.db, { nameEn: 'Ms. New', nameZh: '新老师' });
    const newTeacher = await teacherAccount(testApp);
    await testApp.db.update(facultyMembers).set({ userId: newTeacher.userId }).where(eq(facultyMembers.id, newEntry.id));
    const assign = (teacherId: number | null, token = adviser) => post(testApp.app, `/api/admin/class/assignTeacher/${course.classIds[1]}`, { teacherId }, { token });
    expect((await assign(newEntry.id, family.token)).statusCode).toBe(403);
    expect((await assign(2_000_000_000)).statusCode).toBe(404);
    const assigned = await assign(newEntry.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(envelopeOf(assigned).data).toMatchObject({ teacherId: newEntry.id, teacher: { name: 'Ms. New' } });
    const told = await testApp.db.select().from(notifications).where(eq(notifications.kind, 'teacherChanged'));
    const parentUser = (await testApp.db.select().from(users).where(eq(users.username, family.username)))[0];
    expect(told.map((row) => row.userId).sort()).toEqual([parentUser.id, teacher.userId, newTeacher.userId].sort());
    // The class left the old teacher's list and joined the new one's.
    const oldList = envelopeOf(await get(testApp.app, `/api/teacher/classes${window}`, { token: teacher.token })).data as TeacherClassItem[];
    expect(oldList.map((item) => item.classId)).toEqual([course.classIds[0], course.classIds[2]]);
    expect((await get(testApp.app, classUrl(course.classIds[1]), { token: newTeacher.token })).statusCode).toBe(200);
    // No teacher of its own: the course's teachers teach it; here the course has none.
    expect((await assign(null)).statusCode).toBe(200);
    expect((await get(testApp.app, classUrl(course.classIds[1]), { token: newTeacher.token })).statusCode).toBe(404);
  });

  it('counts the classes taught each month, for the teacher and for staff, with CSV', async () => {
    // The clock stands after the third class began; the second has no teacher of its own now.
    const mine = await get(testApp.app, '/api/teacher/hours?year=2026', { token: teacher.token });
    expect(envelopeOf(mine).data, mine.body).toEqual([{ month: '2026-03', classes: 2, minutes: 180 }]);
    expect(envelopeOf(await get(testApp.app, '/api/teacher/hours?year=2026', { token: otherTeacher.token })).data).toEqual([]);
    expect((await get(testApp.app, '/api/teacher/hours?year=2026', { token: family.token })).statusCode).toBe(403);
    expect((await get(testApp.app, '/api/teacher/hours?year=2026')).statusCode).toBe(401);

    const url = '/api/admin/class/hours?year=2026&month=3';
    expect((await get(testApp.app, url)).statusCode).toBe(401);
    for (const token of [family.token, teacher.token]) expect((await get(testApp.app, url, { token })).statusCode).toBe(403);
    const staffView = envelopeOf(await get(testApp.app, url, { token: adviser })).data as { facultyId: number; classes: number; linked: boolean }[];
    expect(staffView.find((row) => row.facultyId === course.teacherId)).toMatchObject({ classes: 2, linked: true });
    expect((envelopeOf(await get(testApp.app, '/api/admin/class/hours?year=2026&month=2', { token: admin })).data as unknown[]).length).toBe(0);
    const csv = await get(testApp.app, `${url}&format=csv`, { token: admin, language: 'cn' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('授课节数');
    expect(csv.body).toContain('玛雅老师,true,2,3');
  });
});
