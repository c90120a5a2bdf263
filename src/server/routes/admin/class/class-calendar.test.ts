import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail } from '../../../../shared/api/admin-catalogue.ts';
import type { ClassCourseOption, StaffClassDetail, StaffClassList, StaffClassSummary } from '../../../../shared/api/classes.ts';
import type { StaffTeacherThreadList } from '../../../../shared/api/teacher-threads.ts';
import { entitlements, facultyMembers, notifications, productTeachers, schedules, users } from '../../../db/schema.ts';
import { get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { bookOrFail, courseWithClasses, familyWithEntitlement, type CourseWithClasses } from '../../../../../tests/support/factories-bookings.ts';
import { uploadFile } from '../../../../../tests/support/factories-consulting.ts';
import { createOrdersTestApp, staffToken } from '../../../../../tests/support/factories-orders.ts';
import { expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';
import { createFacultyMember } from '../../../../../tests/support/factories.ts';

/**
 * Issue 29, the staff's side: a calendar of every class filtered by course, teacher and missing
 * classroom link; a class's page with its link, the teacher's notes and the families'
 * conversations; and the families and teachers told when the course's form changes a teacher.
 */
describe('admin/class: the calendar, a class page, and changes of teacher from the course form', () => {
  let testApp: AccountsTestApp;
  let admin: string;
  /** Own teacher and classroom link on each class: 3, 4 and 5 March, 09:00 in Shanghai. */
  let linked: CourseWithClasses;
  /** No teacher of its own and no classroom link: the listed teacher teaches it (ADR 033). */
  let unlinked: CourseWithClasses;
  let listedTeacher: { id: number };
  let teacher: Awaited<ReturnType<typeof memberWithRole>>;
  let family: Awaited<ReturnType<typeof familyWithEntitlement>>;

  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
    admin = await staffToken(testApp.app);
    linked = await courseWithClasses(testApp.db, { classes: 3, sessions: 2, firstClass: '2026-03-03T01:00:00Z', daysApart: 1, joinUrl: 'https://meet.example.com/room' });
    unlinked = await courseWithClasses(testApp.db, { classes: 3, sessions: 2, firstClass: '2026-03-04T06:00:00Z', daysApart: 7 });
    listedTeacher = await createFacultyMember(testApp.db, { nameEn: 'Mr. Listed', nameZh: '李老师' });
    await testApp.db.update(schedules).set({ teacherId: null }).where(eq(schedules.productId, unlinked.productId));
    await testApp.db.insert(productTeachers).values({ productId: unlinked.productId, facultyMemberId: listedTeacher.id });

    teacher = await memberWithRole(testApp.app, 'teacher');
    await testApp.db.update(facultyMembers).set({ userId: teacher.id }).where(eq(facultyMembers.id, linked.teacherId));
    family = await familyWithEntitlement(testApp.app, linked.productId);
    await testApp.db.update(entitlements).set({ equityDateStart: '2026-03-01' }).where(eq(entitlements.id, family.entitlementId));
    await bookOrFail(testApp.app, family.token, family.entitlementId, linked.classIds.slice(0, 2));
  });
  afterAll(() => testApp.close());

  const calendar = async (query: string, language: 'en' | 'cn' = 'en') =>
    expectOk<StaffClassSummary[]>(testApp.app, 'GET', `/api/admin/class/calendar?${query}`, undefined, { token: admin, language });
  const idsOf = (list: StaffClassSummary[]) => list.map((item) => item.scheduleId);
  // Other tests' classes share the database: each question is narrowed to this file's courses.
  const ours = (list: StaffClassSummary[]) => list.filter((item) => item.productId === linked.productId || item.productId === unlinked.productId);

  it('shows every class of the days asked, the earliest first, with who teaches it and whether it has a link', async () => {
    const week = ours(await calendar('from=2026-03-01&days=7', 'cn'));
    expect(idsOf(week)).toEqual([linked.classIds[0], linked.classIds[1], unlinked.classIds[0], linked.classIds[2]]);
    expect(week[0]).toMatchObject({ teachers: ['玛雅老师'], hasRoomLink: true, seatsTaken: 1 });
    expect(week[2]).toMatchObject({ teachers: ['李老师'], hasRoomLink: false, teacher: null });
    // A day starts at midnight in Shanghai: the 3 March class (01:00 UTC) is not on 2 March.
    expect(idsOf(ours(await calendar('from=2026-03-02&days=1')))).toEqual([]);
    expect(idsOf(ours(await calendar('from=2026-03-03&days=1')))).toEqual([linked.classIds[0]]);
    expect(idsOf(ours(await calendar('from=2026-03-01&days=42')))).toEqual([...linked.classIds.slice(0, 2), unlinked.classIds[0], linked.classIds[2], unlinked.classIds[1], unlinked.classIds[2]]);
  });

  it('narrows by course, by the teacher who teaches it (own or listed), and to classes without a link', async () => {
    const month = 'from=2026-03-01&days=42';
    expect(idsOf(await calendar(`${month}&productId=${unlinked.productId}`))).toEqual(unlinked.classIds);
    expect(idsOf(await calendar(`${month}&teacherId=${listedTeacher.id}`))).toEqual(unlinked.classIds);
    expect(idsOf(await calendar(`${month}&teacherId=${linked.teacherId}`))).toEqual(linked.classIds);
    expect(idsOf(ours(await calendar(`${month}&noRoomLink=true`)))).toEqual(unlinked.classIds);
    expect(idsOf(await calendar(`${month}&noRoomLink=true&productId=${linked.productId}`))).toEqual([]);
    // The list takes the same filters.
    const upcoming = await expectOk<StaffClassList>(testApp.app, 'GET', `/api/admin/class/list?when=upcoming&teacherId=${listedTeacher.id}`, undefined, { token: admin });
    expect(upcoming.list.map((item) => item.scheduleId)).toEqual(unlinked.classIds);
    const courses = await expectOk<ClassCourseOption[]>(testApp.app, 'GET', '/api/admin/class/courses', undefined, { token: admin, language: 'cn' });
    expect(courses.map((course) => course.id)).toEqual(expect.arrayContaining([linked.productId, unlinked.productId]));
  });

  it('refuses a window longer than a month grid, a date that is not one, and anyone but staff', async () => {
    for (const query of ['from=2026-03-01&days=43', 'from=2026-02-30&days=7', 'from=2026-03-01&days=0', 'days=7', 'from=2026-03-01&days=7&teacherId=abc']) {
      const response = await get(testApp.app, `/api/admin/class/calendar?${query}`, { token: admin, language: 'cn' });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await get(testApp.app, '/api/admin/class/calendar?from=2026-03-01&days=7')).statusCode).toBe(401);
    for (const token of [family.token, teacher.token]) {
      for (const url of ['/api/admin/class/calendar?from=2026-03-01&days=7', '/api/admin/class/courses', '/api/admin/class/file/1']) {
        expect((await get(testApp.app, url, { token })).statusCode, url).toBe(403);
      }
    }
  });

  it("shows a class's classroom link, the teacher's notes with their files, and the booked families' conversations", async () => {
    const fileKey = await uploadFile(testApp.app, teacher.token, 'pdf', 'worksheet.pdf');
    const posted = await post(testApp.app, `/api/teacher/classNote/${linked.classIds[0]}`, { kind: 'homework', text: 'Chapter 3, problems 1–5', fileKeys: [fileKey] }, { token: teacher.token });
    expect(posted.statusCode, posted.body).toBe(200);
    const thread = await expectOk<{ id: number }>(testApp.app, 'POST', '/api/ddcTeacherThread/open', { childId: family.childId, productId: linked.productId }, { token: family.token });
    await expectOk(testApp.app, 'POST', `/api/ddcTeacherThread/message/${thread.id}`, { text: 'Ada will be late on Thursday.', fileKeys: [] }, { token: family.token });

    const detail = await expectOk<StaffClassDetail>(testApp.app, 'GET', `/api/admin/class/detail/${linked.classIds[0]}`, undefined, { token: admin });
    expect(detail.joinUrl).toBe('https://meet.example.com/room');
    expect(detail.notes).toMatchObject([{ kind: 'homework', text: 'Chapter 3, problems 1–5', files: [{ name: 'worksheet.pdf' }] }]);
    const link = await expectOk<{ url: string }>(testApp.app, 'GET', `/api/admin/class/file/${detail.notes[0].files[0].id}`, undefined, { token: admin });
    const file = await testApp.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const threads = async (scheduleId: number) =>
      (await expectOk<StaffTeacherThreadList>(testApp.app, 'GET', `/api/admin/teacherThread/list?scheduleId=${scheduleId}`, undefined, { token: admin })).list;
    expect((await threads(linked.classIds[0])).map((row) => [row.id, row.excerpt])).toEqual([[thread.id, 'Ada will be late on Thursday.']]);
    // The child is not booked in the third class, nor in the other course's.
    expect(await threads(linked.classIds[2])).toEqual([]);
    expect(await threads(unlinked.classIds[0])).toEqual([]);
    const bare = await expectOk<StaffClassDetail>(testApp.app, 'GET', `/api/admin/class/detail/${unlinked.classIds[0]}`, undefined, { token: admin });
    expect(bare).toMatchObject({ joinUrl: '', notes: [], teachers: ['Mr. Listed'] });
  });

  const memberIdOf = async (username: string) => (await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const teacherChanges = async (memberId: number) =>
    testApp.db
      .select({ link: notifications.link, content: notifications.content })
      .from(notifications)
      .where(and(eq(notifications.userId, memberId), eq(notifications.kind, 'teacherChanged')))
      .orderBy(notifications.id);

  it("tells the booked family and both teachers when the course form changes a class's teacher", async () => {
    const substitute = await memberWithRole(testApp.app, 'teacher');
    const entry = await createFacultyMember(testApp.db, { nameEn: 'Ms. Substitute', nameZh: '代课老师' });
    await testApp.db.update(facultyMembers).set({ userId: substitute.id }).where(eq(facultyMembers.id, entry.id));
    const body = { nameEn: 'Week 2', nameZh: '第 2 周', date: '2026-03-04', time: '09:00', durationMinutes: 90, capacity: 8, joinUrl: 'https://meet.example.com/room' };
    const familyId = await memberIdOf(family.username);
    const before = (await teacherChanges(familyId)).length;

    // The same teacher, saved again: nobody is told.
    await expectOk(testApp.app, 'POST', `/api/admin/product/updateClass/${linked.classIds[1]}`, { ...body, teacherId: linked.teacherId }, { token: admin });
    expect(await teacherChanges(familyId)).toHaveLength(before);

    await expectOk(testApp.app, 'POST', `/api/admin/product/updateClass/${linked.classIds[1]}`, { ...body, teacherId: entry.id }, { token: admin });
    const told = await teacherChanges(familyId);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.content.en.text).toContain('is now taught by Ms. Substitute');
    expect(told.at(-1)!.content.cn.text).toContain('现由 代课老师 授课');
    expect((await teacherChanges(substitute.id)).map((row) => row.link)).toEqual([`/user/classes/${linked.classIds[1]}`]);
    expect((await teacherChanges(teacher.id)).at(-1)!.link).toBe('/user/classes');
  });

  it("tells the families booked ahead in the course's own-teacherless classes, and the teachers gained and lost, when its listed teachers change", async () => {
    const booked = await familyWithEntitlement(testApp.app, unlinked.productId);
    await testApp.db.update(entitlements).set({ equityDateStart: '2026-03-01' }).where(eq(entitlements.id, booked.entitlementId));
    await bookOrFail(testApp.app, booked.token, booked.entitlementId, [unlinked.classIds[0]]);
    const bookedId = await memberIdOf(booked.username);
    const leaving = await memberWithRole(testApp.app, 'teacher');
    const joining = await memberWithRole(testApp.app, 'teacher');
    const joiningEntry = await createFacultyMember(testApp.db, { nameEn: 'Dr. Joining', nameZh: '新老师' });
    await testApp.db.update(facultyMembers).set({ userId: leaving.id }).where(eq(facultyMembers.id, listedTeacher.id));
    await testApp.db.update(facultyMembers).set({ userId: joining.id }).where(eq(facultyMembers.id, joiningEntry.id));

    const product = await expectOk<AdminProductDetail>(testApp.app, 'GET', `/api/admin/product/detail/${unlinked.productId}`, undefined, { token: admin });
    const save = (teacherIds: number[]) => post(testApp.app, `/api/admin/product/update/${unlinked.productId}`, { ...product, teacherIds }, { token: admin });
    const unchanged = await save([listedTeacher.id]);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await teacherChanges(bookedId)).toEqual([]);

    expect((await save([joiningEntry.id])).statusCode).toBe(200);
    const [familyTold] = await teacherChanges(bookedId);
    expect(familyTold.link).toBe('/user/plan');
    expect(familyTold.content.en.text).toContain('are now taught by Dr. Joining');
    expect(familyTold.content.cn.text).toContain('今后由 新老师 授课');
    expect((await teacherChanges(joining.id)).map((row) => row.content.en.subject)).toEqual(['A change of teacher for a course']);
    expect((await teacherChanges(leaving.id)).map((row) => row.link)).toEqual(['/user/classes']);
    // The family booked in the course whose classes have their own teacher hears nothing of it.
    expect((await teacherChanges(await memberIdOf(family.username))).every((row) => !row.content.en.text.includes('Dr. Joining'))).toBe(true);
  });
});
