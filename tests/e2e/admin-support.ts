import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { AdminStaffSummary } from '../../src/shared/api/admin-staff.ts';
import { codeMailedTo, expect, PASSWORD } from './account-support.ts';
import { staffToken } from './orders-support.ts';
import type { UiLanguage } from './support.ts';

/** Helpers of the back office's browser tests (issue 7). */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function apiCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, options: { token?: string; language?: UiLanguage; data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> } = {}) {
  const headers: Record<string, string> = { language: options.language ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await request.fetch(`/api/${path}`, { method, headers, data: options.data, multipart: options.multipart });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/**
 * A member of staff of their own, made by the seeded admin and given a password through the
 * "Forgot password" flow, as a new colleague would: tests in parallel never share an account,
 * and none has to pass the seeded admin's required password change.
 */
export async function newStaffMember(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, role: 'admin' | 'adviser' = 'admin') {
  const username = `staff${testInfo.workerIndex}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `${username}@example.com`;
  const created = await apiCall<AdminStaffSummary>(request, 'POST', 'admin/staff/create', {
    token: await staffToken(request),
    language,
    data: { username, email, role, nickname: `Staff ${username.slice(-4)}`, adviser: role === 'adviser' ? { nameEn: 'Test Adviser', nameZh: '测试顾问' } : null },
  });
  await apiCall(request, 'POST', 'sso/getAuthCode', { data: { email }, language });
  const { code } = await codeMailedTo(email);
  await apiCall(request, 'POST', 'sso/resetPassword', { data: { email, code, password: PASSWORD, confirmPassword: PASSWORD }, language });
  const { token } = await apiCall<{ token: string }>(request, 'POST', 'sso/login', { data: { username, password: PASSWORD }, language });
  return { ...created, token };
}

/** A wire-transfer receipt sent for an order through the API: the order is under review (6). */
export async function sendReceipt(request: APIRequestContext, token: string, language: UiLanguage, orderId: number) {
  await apiCall(request, 'POST', `ddcOrder/pay/${orderId}`, { token, language, data: { payType: 2 } });
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const file = await apiCall<{ key: string }>(request, 'POST', 'minio/upload?purpose=document', {
    token,
    language,
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
  });
  await apiCall(request, 'POST', `ddcOrder/transferProof/${orderId}`, { token, language, data: { fileKey: file.key } });
}

/** A foreign teacher who applied through the API; answers their sign-in. */
export async function teacherApplicant(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage) {
  const username = `teacher${testInfo.workerIndex}${Date.now().toString(36)}`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const cv = await apiCall<{ key: string }>(request, 'POST', 'minio/upload?purpose=application', {
    language,
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  const lastName = `Okafor${Date.now().toString(36).slice(-4)}`;
  await apiCall(request, 'POST', 'sso/registerForeign', {
    language,
    data: {
      account: { username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
      profile: { firstName: 'Ada', lastName, gender: 'female', nationality: 'Irish', countryOfResidence: 'Ireland', city: 'Cork', phone: '+353 21 555 0101', introduction: '' },
      education: { highestDegree: 'master', major: 'Physics', university: 'University College Cork', graduationYear: 2014, certifications: [] },
      experience: { yearsTeaching: 8, currentSchool: '', currentRole: '', onlineExperience: true, summary: 'Physics olympiad coach.' },
      teaching: { subjects: ['Physics'], grades: ['G7'], languages: ['English'], approach: '' },
      availability: { timeZone: 'Europe/Dublin', hoursPerWeek: 6, weekdays: ['sat'], dayParts: ['morning'], startDate: null },
      documents: { cvKey: cv.key, certificateKeys: [] },
    },
  });
  return { username, name: `Ada ${lastName}`, lastName, password: PASSWORD };
}
