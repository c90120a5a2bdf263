import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { AssessmentDetail } from '../../src/shared/api/assessments.ts';
import type { RequirementDetail, RequirementQuestionnaireInput } from '../../src/shared/api/requirements.ts';
import { SUBJECT_DICTIONARY } from '../../src/shared/catalogue.ts';
import type { App } from '../../src/server/app.ts';
import { insertRows } from '../../src/server/db/insert-rows.ts';
import { advisers, dictionaryEntries, teacherApplications, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/domain/accounts/password-hashing.ts';
import { envelopeOf, foreignTeacherAnswers, get, GOOD_PASSWORD, post, signIn, type AccountsTestApp, type CallOptions } from './factories-accounts.ts';
import { createOrdersTestApp } from './factories-orders.ts';
import { multipartBody, samplePdf, samplePng } from './upload-samples.ts';

/**
 * Builders for the assessment and requirement tests (issue 9): the subject dictionary, staff of
 * either role, consultants, approved foreign teachers, and cases brought to a status through the
 * real endpoints.
 */

/** The orders test app (grades, categories, manual clock) with the whole subject dictionary. */
export async function createConsultingTestApp(): Promise<AccountsTestApp> {
  const testApp = await createOrdersTestApp();
  await insertRows(
    testApp.db,
    dictionaryEntries,
    [
      ['chemistry', 'Chemistry', '化学'],
      ['biology', 'Biology', '生物'],
      ['writing', 'Writing & Humanities', '写作与人文'],
    ].map(([code, labelEn, labelZh], index) => ({ dictionary: SUBJECT_DICTIONARY, code, position: 10 + index, labelEn, labelZh })),
  );
  return testApp;
}

/** Three distinct instants in the coming days of the app's clock, as the web sends them. */
export function slotsFrom(now: Date, firstInDays = 2): string[] {
  return [0, 1, 2].map((offset) => new Date(now.getTime() + (firstInDays + offset) * 86_400_000 + 3_600_000).toISOString());
}

export function assessmentBody(now: Date, childId: number, overrides: Record<string, unknown> = {}) {
  return { childId, subjects: ['mathematics', 'physics'], slots: slotsFrom(now), timeZone: 'Asia/Shanghai', notes: 'Loves puzzles', ...overrides };
}

export async function bookAssessmentFor(app: App, token: string, childId: number): Promise<AssessmentDetail> {
  const response = await post(app, '/api/ddcAssessment/create', assessmentBody(app.clock(), childId), { token });
  if (response.statusCode !== 200) throw new Error(`assessment not booked: ${response.body}`);
  return envelopeOf(response).data as AssessmentDetail;
}

/** A signed-in staff member of the given role, made for this call. */
export async function staffOfRole(app: App, role: 'admin' | 'adviser', nickname = 'Grace Staff'): Promise<{ token: string; userId: number }> {
  const username = `${role}${randomUUID().slice(0, 8)}`;
  const [user] = await insertRows(app.db, users, [
    { username, email: `${username}@example.com`, passwordHash: await hashPassword(GOOD_PASSWORD), role, nickname },
  ]);
  return { token: await signIn(app, username, GOOD_PASSWORD), userId: user.id };
}

/** A file uploaded by `token`'s account through `minio/upload`; answers its key. */
export async function uploadFile(app: App, token: string, kind: 'pdf' | 'png' = 'pdf', name?: string): Promise<string> {
  const bytes = kind === 'pdf' ? samplePdf() : samplePng();
  const form = multipartBody({ name: name ?? `file.${kind}`, bytes });
  const response = await app.inject({
    method: 'POST',
    url: '/api/minio/upload?purpose=document',
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return (envelopeOf(response).data as { key: string }).key;
}

/** Calls a staff step and insists that it is accepted. */
export async function staffStep(app: App, staff: string, url: string, body?: unknown): Promise<LightMyRequestResponse> {
  const response = await post(app, url, body, { token: staff });
  if (response.statusCode !== 200) throw new Error(`${url} refused: ${response.body}`);
  return response;
}

export const futureInstant = (app: App, days: number) => new Date(app.clock().getTime() + days * 86_400_000).toISOString();

/** Takes an assessment to `status` through the staff endpoints (5: abnormal from registered). */
export async function assessmentTo(app: App, staff: string, id: number, status: number): Promise<void> {
  if (status === 5) {
    await staffStep(app, staff, `/api/admin/assessment/markAbnormal/${id}`, { reason: 'The child did not come' });
    return;
  }
  if (status >= 1) await staffStep(app, staff, `/api/admin/assessment/completeInfo/${id}`, { childInfo: { grade: 'Grade 6', school: 'Riverside' } });
  if (status >= 2) {
    await staffStep(app, staff, `/api/admin/assessment/schedule/${id}`, {
      scheduledAt: futureInstant(app, 3),
      assessor: 'Dr. Ada Park',
      meetingUrl: 'https://meet.example.com/room-1',
    });
  }
  if (status >= 3) await staffStep(app, staff, `/api/admin/assessment/uploadReport/${id}`, { fileKey: await uploadFile(app, staff, 'pdf', 'report.pdf') });
  if (status >= 4) await staffStep(app, staff, `/api/admin/assessment/sendReport/${id}`, {});
}

// ---- requirements ----------------------------------------------------------------------------------

export function questionnaire(overrides: Partial<RequirementQuestionnaireInput> = {}): RequirementQuestionnaireInput {
  return {
    subjectArea: 'mathematics',
    goals: 'Prepare for the national olympiad',
    currentLevel: 'AMC 10 honour roll',
    competitionResults: 'AMC 10: 120',
    hours: 40,
    students: 1,
    preferredDays: ['sat', 'sun'],
    preferredTimes: ['morning'],
    timeZone: 'Europe/London',
    language: 'en',
    ...overrides,
  };
}

export async function submitRequirement(app: App, token: string, childId: number, fileKeys: string[] = []): Promise<RequirementDetail> {
  const response = await post(app, '/api/ddcRequirement/create', { childId, questionnaire: questionnaire(), fileKeys }, { token });
  if (response.statusCode !== 200) throw new Error(`requirement not submitted: ${response.body}`);
  return envelopeOf(response).data as RequirementDetail;
}

export async function requirementDetail(app: App, token: string, id: number, options: CallOptions = {}): Promise<RequirementDetail> {
  const response = await get(app, `/api/ddcRequirement/detail/${id}`, { token, ...options });
  if (response.statusCode !== 200) throw new Error(`no requirement detail: ${response.body}`);
  return envelopeOf(response).data as RequirementDetail;
}

/** An adviser card that can be a consultant, working from New York. */
export async function createConsultant(app: App) {
  const [adviser] = await insertRows(app.db, advisers, [
    { nameEn: 'Grace Lin', nameZh: '林悦', titleEn: 'Inspire consultant', titleZh: 'Inspire 顾问', email: 'grace@example.com', timeZone: 'America/New_York' },
  ]);
  return adviser;
}

/** A foreign teacher whose application is `status` (approved by default), in Toronto. */
export async function createTeacher(app: App, status: 'approved' | 'submitted' = 'approved') {
  const account = foreignTeacherAnswers({ cvKey: `${randomUUID().replaceAll('-', '')}.pdf` });
  const [user] = await insertRows(app.db, users, [
    { username: account.account.username, email: account.account.email, passwordHash: 'x', role: 'teacher', isFt: true, nickname: 'Maria' },
  ]);
  const now = app.clock();
  const [application] = await insertRows(app.db, teacherApplications, [
    {
      userId: user.id,
      status,
      profile: account.profile as never,
      education: account.education as never,
      experience: account.experience as never,
      teaching: account.teaching as never,
      availability: account.availability as never,
      documents: account.documents as never,
      submittedAt: now,
      updatedAt: now,
    },
  ]);
  return application;
}

export const formProductBody = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Olympiad mentorship for Ada',
  nameZh: '为 Ada 定制的奥数导师课',
  price: 480_000,
  hours: 40,
  startDate: '2026-04-01',
  endDate: '2026-07-31',
  outlineEn: 'Saturdays 09:00 London time.\nNumber theory, then geometry.',
  outlineZh: '伦敦时间每周六 9:00。\n先数论，后几何。',
  ...overrides,
});

/** Takes a requirement to `status` (1-7, or 9 closed from pending) through the staff endpoints. */
export async function requirementTo(app: App, staff: string, id: number, status: number, people?: { consultantId: number; teacherId: number }) {
  const step = (name: string, body?: unknown) => staffStep(app, staff, `/api/admin/requirement/${name}/${id}`, body);
  if (status === 9) {
    await step('close', { reason: 'The family chose another programme' });
    return;
  }
  const consultantId = people?.consultantId ?? (await createConsultant(app)).id;
  const teacherId = people?.teacherId ?? (await createTeacher(app)).id;
  if (status >= 1) await step('assignConsultant', { consultantId });
  if (status >= 2) await step('recordConsultantTalk', { note: 'Talked for an hour' });
  if (status >= 3) await step('matchTeacher', { teacherApplicationId: teacherId });
  if (status >= 4) await step('scheduleMeeting', { meetingAt: futureInstant(app, 5), meetingUrl: 'https://meet.example.com/three' });
  if (status >= 5) await step('recordMeetingHeld');
  if (status >= 6) await step('recordCommunicationDone', { note: 'Agreed on 40 hours' });
  if (status >= 7) await step('formProduct', formProductBody());
}

export { samplePng };
