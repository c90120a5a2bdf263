import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countAccountRows,
  createAccountsTestApp,
  envelopeOf,
  foreignTeacherAnswers,
  get,
  lastMailTo,
  newAccount,
  post,
  registerParent,
  signedInParent,
  signIn,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { multipartBody, samplePdf, samplePng } from '../../../../tests/support/upload-samples.ts';
import { findStoredFile } from '../../db/repositories/file-repository.ts';
import { findTeacherApplicationOf } from '../../db/repositories/teacher-application-repository.ts';
import { findUserByUsername } from '../../db/repositories/user-repository.ts';

describe('foreign teachers: sso/registerForeign and sso/teacherProfile', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  async function upload(bytes: Buffer, name: string, token?: string, purpose?: string) {
    const body = multipartBody({ name, bytes });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/minio/upload${purpose ? `?purpose=${purpose}` : ''}`,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return (envelopeOf(response).data as { key: string }).key;
  }

  it('creates an isFt account and a submitted application keeping every step, and claims the documents', async () => {
    const cvKey = await upload(samplePdf(), 'Maria Keller CV.pdf');
    const certificateKey = await upload(samplePng(), 'licence.png');
    const answers = foreignTeacherAnswers({ cvKey, certificateKeys: [certificateKey] });
    const response = await post(testApp.app, '/api/sso/registerForeign', answers, { language: 'cn' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 200, message: '您的申请已提交，请登录', data: null });

    const user = await findUserByUsername(testApp.db, answers.account.username);
    expect(user).toMatchObject({ isFt: true, role: 'teacher', nickname: 'Maria Keller', language: 'cn' });
    const application = await findTeacherApplicationOf(testApp.db, user!.id);
    const { account: _account, ...steps } = answers;
    expect(application).toMatchObject({ status: 'submitted', ...steps });
    expect((await findStoredFile(testApp.db, cvKey))?.ownerId).toBe(user!.id);
    expect((await lastMailTo(testApp.dataDir, answers.account.email))?.subject).toBe('我们已收到您的博睿学院教师申请');

    const token = await signIn(testApp.app, answers.account.username, answers.account.password);
    expect(envelopeOf(await get(testApp.app, '/api/sso/info', { token })).data).toMatchObject({ isFt: true });
    const profile = envelopeOf(await get(testApp.app, '/api/sso/teacherProfile', { token })).data as Record<string, unknown>;
    expect(profile).toMatchObject({
      status: 'submitted',
      ...steps,
      documents: {
        cv: { key: cvKey, name: 'Maria Keller CV.pdf', mime: 'application/pdf', url: `/api/minio/file/${cvKey}` },
        certificates: [{ key: certificateKey, mime: 'image/png' }],
      },
    });
    // The teacher reads their own CV.
    const cv = await testApp.app.inject({ method: 'GET', url: `/api/minio/file/${cvKey}`, headers: { authorization: `Bearer ${token}` } });
    expect(cv.statusCode).toBe(200);
  });

  it('lets the teacher update every step, with new documents of their own, keeping the status', async () => {
    const account = newAccount();
    const cvKey = await upload(samplePdf(), 'cv.pdf');
    await post(testApp.app, '/api/sso/registerForeign', foreignTeacherAnswers({ cvKey }, account));
    const token = await signIn(testApp.app, account.username, account.password);
    const newCv = await upload(samplePdf(), 'cv-2026.pdf', token);
    const { account: _account, ...steps } = foreignTeacherAnswers({ cvKey: newCv, certificateKeys: [cvKey] });
    steps.availability.hoursPerWeek = 20;

    const response = await post(testApp.app, '/api/sso/teacherProfile', steps, { token });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toMatchObject({
      message: 'Your teacher profile has been updated',
      data: { status: 'submitted', availability: { hoursPerWeek: 20 }, documents: { cv: { key: newCv, name: 'cv-2026.pdf' } } },
    });

    const stranger = await signedInParent(testApp.app);
    const strangersFile = await upload(samplePdf(), 'theirs.pdf', stranger.token);
    const refused = await post(testApp.app, '/api/sso/teacherProfile', { ...steps, documents: { cvKey: strangersFile, certificateKeys: [] } }, { token });
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf(refused).message).toBe('This document is not available to this application, please upload it again');
  });

  it('answers 404 to sso/teacherProfile for a parent', async () => {
    const parent = await signedInParent(testApp.app);
    const response = await get(testApp.app, '/api/sso/teacherProfile', { token: parent.token });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).message).toBe('No teacher application was found for this account');
  });

  describe('refusals write nothing at all', () => {
    async function expectRefusal(body: unknown, status: number, message: string) {
      const before = await countAccountRows(testApp.db);
      const response = await post(testApp.app, '/api/sso/registerForeign', body);
      expect(response.statusCode).toBe(status);
      expect(envelopeOf(response).message).toBe(message);
      expect(await countAccountRows(testApp.db)).toEqual(before);
    }

    it('refuses a document that another member owns', async () => {
      const parent = await signedInParent(testApp.app);
      const theirs = await upload(samplePdf(), 'private.pdf', parent.token);
      await expectRefusal(foreignTeacherAnswers({ cvKey: theirs }), 400, 'This document is not available to this application, please upload it again');
    });

    it('refuses a document that an earlier application claimed', async () => {
      const cvKey = await upload(samplePdf(), 'cv.pdf');
      expect((await post(testApp.app, '/api/sso/registerForeign', foreignTeacherAnswers({ cvKey }))).statusCode).toBe(200);
      await expectRefusal(foreignTeacherAnswers({ cvKey }), 400, 'This document is not available to this application, please upload it again');
    });

    it('refuses a key that was never uploaded', async () => {
      await expectRefusal(foreignTeacherAnswers({ cvKey: `${'b'.repeat(32)}.pdf` }), 400, 'This document is not available to this application, please upload it again');
    });

    it('refuses a taken username and a weak password', async () => {
      const cvKey = await upload(samplePdf(), 'cv.pdf');
      const parent = await registerParent(testApp.app);
      await expectRefusal(foreignTeacherAnswers({ cvKey }, newAccount({ username: parent.username })), 409, 'That username is taken, try another.');
      const weak = foreignTeacherAnswers({ cvKey }, newAccount({ password: 'weakpass' }));
      await expectRefusal(weak, 400, 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol');
    });

    it('refuses unknown grades, a bad time zone and a missing step', async () => {
      const cvKey = await upload(samplePdf(), 'cv.pdf');
      const answers = foreignTeacherAnswers({ cvKey });
      await expectRefusal({ ...answers, teaching: { ...answers.teaching, grades: ['G42'] } }, 400, 'Some fields are not valid: teaching.grades');
      await expectRefusal({ ...answers, availability: { ...answers.availability, timeZone: 'Mars/Olympus' } }, 400, 'Some fields are not valid: availability.timeZone');
      const { education: _education, ...withoutEducation } = answers;
      await expectRefusal(withoutEducation, 400, 'Some fields are not valid: education');
    });
  });
});
