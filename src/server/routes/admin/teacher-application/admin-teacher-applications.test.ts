import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTeacherApplicationDetail, AdminTeacherApplicationList } from '../../../../shared/api/admin-teacher-applications.ts';
import {
  createAccountsTestApp,
  envelopeOf,
  foreignTeacherAnswers,
  get,
  lastMailTo,
  newAccount,
  post,
  signIn,
  type AccountsTestApp,
} from '../../../../../tests/support/factories-accounts.ts';
import { multipartBody, samplePdf } from '../../../../../tests/support/upload-samples.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

describe('admin/teacherApplication: staff review foreign teachers’ applications', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
  });
  afterAll(() => testApp.close());

  /** A foreign teacher who applied in `language`; answers their sign-in and application id. */
  async function applicant(language: 'en' | 'cn', lastName: string) {
    const form = multipartBody({ name: 'cv.pdf', bytes: samplePdf() });
    const uploaded = await testApp.app.inject({ method: 'POST', url: '/api/minio/upload', headers: { 'content-type': form.contentType }, payload: form.payload });
    const cvKey = (envelopeOf(uploaded).data as { key: string }).key;
    const answers = foreignTeacherAnswers({ cvKey }, newAccount());
    answers.profile.lastName = lastName;
    expect((await post(testApp.app, '/api/sso/registerForeign', answers, { language })).statusCode).toBe(200);
    const found = await expectOk<AdminTeacherApplicationList>(testApp.app, 'GET', `/api/admin/teacherApplication/list?q=${lastName}`, undefined, { token: admin.token });
    return { ...answers.account, cvKey, id: found.list[0].id, token: await signIn(testApp.app, answers.account.username, answers.account.password, { language }) };
  }

  it('lists applications by status, and shows the whole application with documents staff can open', async () => {
    const teacher = await applicant('en', 'Okonkwo');
    const list = await expectOk<AdminTeacherApplicationList>(testApp.app, 'GET', '/api/admin/teacherApplication/list?status=submitted&q=okonkwo', undefined, { token: admin.token });
    expect(list.list).toEqual([
      expect.objectContaining({ id: teacher.id, name: 'Maria Okonkwo', email: teacher.email, status: 'submitted', subjects: ['Mathematics', 'AMC'], decidedTime: null }),
    ]);
    expect((await expectOk<AdminTeacherApplicationList>(testApp.app, 'GET', '/api/admin/teacherApplication/list?status=approved&q=okonkwo', undefined, { token: admin.token })).total).toBe(0);
    const detail = await expectOk<AdminTeacherApplicationDetail>(testApp.app, 'GET', `/api/admin/teacherApplication/detail/${teacher.id}`, undefined, { token: admin.token });
    expect(detail).toMatchObject({ status: 'submitted', applicant: { username: teacher.username, email: teacher.email }, education: { university: 'University of Toronto' } });
    expect(detail.documents.cv?.key).toBe(teacher.cvKey);
    expect((await get(testApp.app, detail.documents.cv!.url, { token: admin.token })).statusCode).toBe(200);
  });

  it('approves: the profile shows it, the applicant is mailed in their language, the log keeps it', async () => {
    const teacher = await applicant('cn', 'Lindqvist');
    const approved = await expectOk<AdminTeacherApplicationDetail>(testApp.app, 'POST', `/api/admin/teacherApplication/approve/${teacher.id}`, undefined, { token: admin.token });
    expect(approved).toMatchObject({ status: 'approved', decidedTime: testApp.clock().toISOString() });
    const profile = envelopeOf(await get(testApp.app, '/api/sso/teacherProfile', { token: teacher.token })).data as { status: string };
    expect(profile.status).toBe('approved');
    expect((await lastMailTo(testApp.dataDir, teacher.email))?.subject).toBe('您的博睿学院教师申请已通过');
    expect(await auditOf(testApp.db, 'teacherApplication', teacher.id)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'teacherApplication.approve', before: { status: 'submitted', decidedAt: null }, after: { status: 'approved', decidedAt: testApp.clock().toISOString() } }),
    ]);
    const twice = await post(testApp.app, `/api/admin/teacherApplication/reject/${teacher.id}`, { reason: 'Changed my mind' }, { token: admin.token });
    expect(twice.json()).toEqual({ code: 409, message: 'This application has already been decided', data: null });
  });

  it('rejects with a reason that the applicant reads in their mail', async () => {
    const teacher = await applicant('en', 'Brennan');
    const blank = await post(testApp.app, `/api/admin/teacherApplication/reject/${teacher.id}`, { reason: '' }, { token: admin.token });
    expect(blank.statusCode).toBe(400);
    const rejected = await expectOk<AdminTeacherApplicationDetail>(
      testApp.app,
      'POST',
      `/api/admin/teacherApplication/reject/${teacher.id}`,
      { reason: 'We need a teaching licence' },
      { token: admin.token },
    );
    expect(rejected).toMatchObject({ status: 'rejected', decisionReason: 'We need a teaching licence' });
    const mail = await lastMailTo(testApp.dataDir, teacher.email);
    expect(mail?.subject).toBe('About your Everbright Academy teacher application');
    expect(mail?.text).toContain('Reason: We need a teaching licence');
    expect((await auditOf(testApp.db, 'teacherApplication', teacher.id))[0]).toMatchObject({
      action: 'teacherApplication.reject',
      before: { status: 'submitted', decisionReason: '' },
      after: { status: 'rejected', decisionReason: 'We need a teaching licence' },
    });
  });
});
