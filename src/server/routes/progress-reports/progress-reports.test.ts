import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../shared/api/notifications.ts';
import type { ProgressReportCourse, ProgressReportRequestResult, StaffProgressReport, StaffProgressReportList, TeacherProgressReport } from '../../../shared/api/progress-reports.ts';
import type { RecordList, RecordOpenDto } from '../../../shared/api/records.ts';
import { facultyMembers, products, storedFiles } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { courseWithClasses, familyWithEntitlement, type CourseWithClasses } from '../../../../tests/support/factories-bookings.ts';
import { createOrdersTestApp } from '../../../../tests/support/factories-orders.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../tests/support/factories-staff.ts';
import { createFacultyMember } from '../../../../tests/support/factories.ts';
import { pdfText } from '../../../../tests/support/pdf-text.ts';

type Member = Awaited<ReturnType<typeof memberWithRole>>;

/** Issue 29, item 2: a teacher writes a progress report on each child, staff release it as an academic record. */
describe('teacher/progressReport and admin/progressReport: progress reports', () => {
  let testApp: AccountsTestApp;
  let course: CourseWithClasses;
  let courseName: string;
  let teacher: Member;
  let otherTeacher: Member;
  let adviser: Member;
  let admin: Member;
  let family: Awaited<ReturnType<typeof familyWithEntitlement>>;
  let otherFamily: Awaited<ReturnType<typeof familyWithEntitlement>>;

  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    const { app } = testApp;
    course = await courseWithClasses(app.db);
    [{ nameEn: courseName }] = await app.db.select({ nameEn: products.nameEn }).from(products).where(eq(products.id, course.productId));
    [teacher, otherTeacher, adviser, admin] = await Promise.all((['teacher', 'teacher', 'adviser', 'admin'] as const).map((role) => memberWithRole(app, role)));
    await app.db.update(facultyMembers).set({ userId: teacher.id }).where(eq(facultyMembers.id, course.teacherId));
    // The other teacher has a faculty entry of their own, teaching nothing here.
    await createFacultyMember(app.db, { userId: otherTeacher.id });
    family = await familyWithEntitlement(app, course.productId);
    otherFamily = await familyWithEntitlement(app, course.productId);
  });
  afterAll(() => testApp.close());

  const requestReports = (token: string) => post(testApp.app, '/api/admin/progressReport/request', { productId: course.productId }, { token });
  const teacherList = async (token: string) => (await expectOk<{ list: TeacherProgressReport[] }>(testApp.app, 'GET', '/api/teacher/progressReport/list', undefined, { token })).list;
  const submit = (token: string, id: number, text: string, language: 'en' | 'cn' = 'en') =>
    post(testApp.app, `/api/teacher/progressReport/submit/${id}`, { text }, { token, language });
  const release = (token: string, id: number, body: object = {}) => post(testApp.app, `/api/admin/progressReport/release/${id}`, body, { token });
  const staffList = (token: string, query = '') => expectOk<StaffProgressReportList>(testApp.app, 'GET', `/api/admin/progressReport/list${query}`, undefined, { token });
  const notificationsOf = async (token: string) => (envelopeOf(await get(testApp.app, '/api/notification/list', { token })).data as NotificationList).list;

  it('asks the teacher, takes their report, and releases it to the family’s records with a PDF and a notification', async () => {
    const courses = await expectOk<ProgressReportCourse[]>(testApp.app, 'GET', '/api/admin/progressReport/courses', undefined, { token: adviser.token });
    expect(courses).toContainEqual({ productId: course.productId, courseName, enrolled: 2 });
    const asked = await requestReports(adviser.token);
    expect(asked.statusCode).toBe(200);
    expect(envelopeOf(asked).data as ProgressReportRequestResult).toEqual({ requested: 2, alreadyOpen: 0 });
    // Asking again makes no second open report per child.
    expect(envelopeOf(await requestReports(admin.token)).data).toEqual({ requested: 0, alreadyOpen: 2 });
    expect((await notificationsOf(teacher.token)).filter((item) => item.kind === 'progressReportRequested')).toEqual([
      expect.objectContaining({ link: '/user/reports', title: `Progress reports for ${courseName}` }),
    ]);
    expect(await notificationsOf(otherTeacher.token)).toEqual([]);

    const mine = await teacherList(teacher.token);
    expect(mine.map((report) => [report.childFirstName, report.status, report.courseName])).toEqual([
      ['Ada', 'requested', courseName],
      ['Ada', 'requested', courseName],
    ]);
    // A teacher meets a child by first name; nothing of the family leaves the server.
    expect(JSON.stringify(mine)).not.toContain(family.email);
    expect(JSON.stringify(mine)).not.toContain('Chen');
    const [report] = (await staffList(adviser.token, `?productId=${course.productId}&status=requested`)).list.filter((row) => row.childId === family.childId);
    expect(report).toMatchObject({ status: 'requested', childName: 'Ada Chen', teacherName: null, recordId: null });
    expect((await auditOf(testApp.app.db, 'progressReport', report.id)).map((row) => row.action)).toEqual(['progressReport.request']);

    // Not written yet: nothing to release.
    const early = await release(admin.token, report.id);
    expect(early.statusCode).toBe(409);
    expect(envelopeOf(early).message).toBe('The teacher has not written this report yet');

    expect((await submit(teacher.token, report.id, 'Ada reasons carefully.')).statusCode).toBe(200);
    const rewritten = await submit(teacher.token, report.id, 'Ada reasons carefully and explains her steps.\n\nNext: longer proofs.');
    expect(rewritten.statusCode).toBe(200);
    expect(envelopeOf(rewritten).data).toMatchObject({ status: 'submitted', text: 'Ada reasons carefully and explains her steps.\n\nNext: longer proofs.' });
    expect((await staffList(adviser.token, '?status=submitted')).list.map((row) => row.id)).toEqual([report.id]);

    const released = await release(adviser.token, report.id, { text: 'Ada reasons carefully and explains each step.\n\nNext: longer proofs.' });
    expect(released.statusCode).toBe(200);
    const after = envelopeOf(released).data as StaffProgressReport;
    expect(after).toMatchObject({ status: 'released', teacherName: 'Dr. Maya R.', text: 'Ada reasons carefully and explains each step.\n\nNext: longer proofs.' });
    expect(after.recordId).toEqual(expect.any(Number));
    expect((await auditOf(testApp.app.db, 'progressReport', report.id)).map((row) => row.action)).toEqual(['progressReport.request', 'progressReport.release']);
    expect((await auditOf(testApp.app.db, 'record', after.recordId!)).map((row) => row.action)).toEqual(['record.create']);

    // Released: the teacher can no longer change it, and it leaves their list.
    const late = await submit(teacher.token, report.id, 'One more thing.', 'cn');
    expect(late.statusCode).toBe(409);
    expect(envelopeOf(late).message).toBe('该报告已发给家长，不能再修改');
    expect((await teacherList(teacher.token)).map((row) => row.id)).not.toContain(report.id);
    expect((await release(admin.token, report.id)).statusCode).toBe(409);

    // The family finds it under Records, opens the PDF and reads the teacher's words in it.
    const records = envelopeOf(await get(testApp.app, `/api/ddcRecord/list?childId=${family.childId}`, { token: family.token })).data as RecordList;
    expect(records.list).toEqual([
      expect.objectContaining({ id: after.recordId, kind: 'report', title: `Progress report: ${courseName}`, file: expect.objectContaining({ mime: 'application/pdf' }) }),
    ]);
    const cnRecords = envelopeOf(await get(testApp.app, `/api/ddcRecord/list?childId=${family.childId}`, { token: family.token, language: 'cn' })).data as RecordList;
    expect(cnRecords.list[0].title).toMatch(/^学习报告：/);
    const opened = envelopeOf(await get(testApp.app, `/api/ddcRecord/open/${after.recordId}`, { token: family.token })).data as RecordOpenDto;
    expect(opened.viewer).toBe('inline');
    const served = await testApp.app.inject({ method: 'GET', url: opened.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfText(served.rawPayload);
    for (const words of ['Progress report', 'Ada Chen', courseName, 'Dr. Maya R.', 'explains each step', 'Next: longer proofs.']) expect(page).toContain(words);
    expect((await notificationsOf(family.token)).find((item) => item.kind === 'recordAdded')).toMatchObject({ link: `/user/record?child=${family.childId}` });
    // The file is the record's, owned by no account.
    const [file] = await testApp.app.db.select().from(storedFiles).where(eq(storedFiles.originalName, `progress-report-${report.id}.pdf`));
    expect(file).toMatchObject({ purpose: 'record', ownerId: null });

    // Another may be asked for now that this one is released.
    expect(envelopeOf(await requestReports(adviser.token)).data).toEqual({ requested: 1, alreadyOpen: 1 });
  });

  it('keeps teachers to their courses and the back office to staff', async () => {
    const [report] = (await staffList(admin.token, `?productId=${course.productId}&status=requested`)).list.filter((row) => row.childId === otherFamily.childId);
    expect(report).toBeDefined();
    // A teacher of another course does not find it.
    expect(await teacherList(otherTeacher.token)).toEqual([]);
    expect((await submit(otherTeacher.token, report.id, 'Hello')).statusCode).toBe(404);
    expect((await submit(teacher.token, 2_147_483_000, 'Hello')).statusCode).toBe(404);
    // Parents are not teachers; visitors are not signed in.
    expect((await get(testApp.app, '/api/teacher/progressReport/list', { token: family.token })).statusCode).toBe(403);
    expect((await submit(family.token, report.id, 'Hello')).statusCode).toBe(403);
    expect((await get(testApp.app, '/api/teacher/progressReport/list')).statusCode).toBe(401);
    expect((await submit('', report.id, 'Hello')).statusCode).toBe(401);
    // The text follows the feedback rules.
    const blank = await submit(teacher.token, report.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(envelopeOf(blank).message).toBe('Some fields are not valid: text');
    // Staff's side: advisers and admins, never teachers, parents or visitors.
    for (const token of [family.token, teacher.token]) {
      expect((await get(testApp.app, '/api/admin/progressReport/list', { token })).statusCode).toBe(403);
      expect((await get(testApp.app, `/api/admin/progressReport/detail/${report.id}`, { token })).statusCode).toBe(403);
      expect((await requestReports(token)).statusCode).toBe(403);
      expect((await release(token, report.id)).statusCode).toBe(403);
    }
    expect((await get(testApp.app, '/api/admin/progressReport/list')).statusCode).toBe(401);
    expect(await expectOk<StaffProgressReport>(testApp.app, 'GET', `/api/admin/progressReport/detail/${report.id}`, undefined, { token: adviser.token })).toMatchObject({ id: report.id, status: 'requested' });
    expect((await get(testApp.app, '/api/admin/progressReport/detail/2147483000', { token: adviser.token })).statusCode).toBe(404);
    // A course with nobody enrolled has nothing to ask for.
    const empty = await courseWithClasses(testApp.app.db);
    const refused = await post(testApp.app, '/api/admin/progressReport/request', { productId: empty.productId }, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe('No child is enrolled in this course yet');
  });
});
