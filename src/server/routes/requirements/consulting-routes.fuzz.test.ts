import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notJsonText, textWithForbiddenCharacter } from '../../../../tests/support/fuzz.ts';
import { type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { parentWithChild } from '../../../../tests/support/factories-orders.ts';
import {
  assessmentBody,
  bookAssessmentFor,
  createConsultingTestApp,
  formProductBody,
  questionnaire,
  requirementTo,
  staffOfRole,
  submitRequirement,
} from '../../../../tests/support/factories-consulting.ts';
import { academicRecords, assessmentHistory, assessments, products, requirementFiles, requirementHistory, requirements } from '../../db/schema.ts';

/**
 * Malformed input to every endpoint of assessments, requirements and their files, for families
 * and staff: never a 5xx, always the D2 envelope with the status as its code, and nothing written.
 */
const RUNS = 40;

const anyJson = fc.jsonValue({ maxDepth: 3 });
const shapeless = fc.oneof(
  anyJson.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
  fc.dictionary(fc.string({ maxLength: 8 }).filter((key) => !['__proto__', 'constructor'].includes(key)), anyJson, { maxKeys: 4 }),
);
const notAnId = fc.oneof(fc.constantFrom(-1, 0, 1.5, 2 ** 31, '1', '', null, true), fc.string({ maxLength: 12 }));
const badText = fc.oneof(anyJson.filter((value) => typeof value !== 'string'), fc.constantFrom('', '   ', 'x'.repeat(5000)), textWithForbiddenCharacter());
const badInstant = fc.oneof(anyJson.filter((value) => typeof value !== 'string'), fc.constantFrom('', 'tomorrow', '2026-13-01T00:00:00Z', '2026-03-05', '2026-03-05T25:00:00Z'));
const segment = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('-1', '0', '1.5', '99999999999', 'NaN', '%00', '..%2F..'));

describe('fuzz: malformed requests to the assessment and requirement endpoints', () => {
  let testApp: AccountsTestApp;
  let token: string;
  let staff: string;
  let childId: number;
  let assessmentId: number;
  let requirementId: number;

  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    const parent = await parentWithChild(testApp.app);
    ({ token, childId } = parent);
    staff = (await staffOfRole(testApp.app, 'admin')).token;
    assessmentId = (await bookAssessmentFor(testApp.app, token, childId)).id;
    requirementId = (await submitRequirement(testApp.app, token, childId)).id;
    await requirementTo(testApp.app, staff, requirementId, 6);
  });
  afterAll(() => testApp.close());

  async function snapshot() {
    const tables = { assessments, assessmentHistory, requirements, requirementHistory, requirementFiles, products, academicRecords };
    return Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await testApp.db.select().from(table)])));
  }

  function expectRefused(response: { statusCode: number; body: string }) {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(JSON.parse(response.body)).toMatchObject({ code: response.statusCode, message: expect.any(String) });
  }

  const send = (method: 'GET' | 'POST', url: string, payload: unknown, asStaff: boolean, language = 'en') =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${asStaff ? staff : token}`, language, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('refuses malformed bookings, questionnaires and file saves from families', async () => {
    const before = await snapshot();
    const valid = assessmentBody(testApp.clock(), childId);
    const writes = fc.oneof(
      fc.oneof(
        shapeless,
        notAnId.map((id) => ({ ...valid, childId: id })),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }).map((subjects) => ({ ...valid, subjects: [...subjects, 'alchemy'] })),
        fc.array(badInstant, { minLength: 1, maxLength: 4 }).map((slots) => ({ ...valid, slots })),
        badText.map((timeZone) => ({ ...valid, timeZone })),
      ).map((body) => ({ url: '/api/ddcAssessment/create', body })),
      fc.oneof(shapeless, fc.array(badInstant, { maxLength: 4 }).map((slots) => ({ ...valid, slots }))).map((body) => ({ url: `/api/ddcAssessment/rebook/${assessmentId}`, body })),
      fc.oneof(
        shapeless,
        notAnId.map((id) => ({ childId: id, questionnaire: questionnaire() })),
        fc.oneof(anyJson, fc.integer({ min: -100, max: 19 }), fc.integer({ min: 65, max: 10_000 })).map((hours) => ({ childId, questionnaire: { ...questionnaire(), hours } })),
        fc.oneof(anyJson, fc.integer({ min: 3, max: 100 })).map((students) => ({ childId, questionnaire: { ...questionnaire(), students } })),
        badText.map((goals) => ({ childId, questionnaire: { ...questionnaire(), goals } })),
        fc.array(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 12 }).map((fileKeys) => ({ childId, questionnaire: questionnaire(), fileKeys })),
      ).map((body) => ({ url: '/api/ddcRequirement/create', body })),
      fc.oneof(shapeless, badText.map((reason) => ({ reason }))).map((body) => ({ url: `/api/ddcRequirement/withdraw/${requirementId}`, body })),
      fc.oneof(
        shapeless,
        notAnId.map((needId) => ({ needId, fileKey: 'a'.repeat(32) + '.pdf' })),
        fc.string({ maxLength: 50 }).map((fileKey) => ({ needId: requirementId, fileKey })),
        notAnId.map((fileId) => ({ needId: requirementId, fileId, remove: true })),
        anyJson.map((remove) => ({ needId: requirementId, fileId: 1, remove })),
      ).map((body) => ({ url: '/api/ddcQuestionnaire/saveFile', body })),
    );
    await fc.assert(
      fc.asyncProperty(writes, fc.constantFrom('en', 'cn'), async (write, language) => expectRefused(await send('POST', write.url, write.body, false, language))),
      { numRuns: RUNS * 3 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed staff steps', async () => {
    const before = await snapshot();
    const writes = fc.oneof(
      fc.oneof(shapeless, anyJson.map((childInfo) => ({ childInfo }))).map((body) => ({ url: `/api/admin/assessment/completeInfo/${assessmentId}`, body })),
      fc.oneof(shapeless, badInstant.map((scheduledAt) => ({ scheduledAt, assessor: 'A', meetingUrl: 'https://x.example' })), badText.map((meetingUrl) => ({ scheduledAt: '2026-03-09T10:00:00Z', assessor: 'A', meetingUrl })))
        .map((body) => ({ url: `/api/admin/assessment/schedule/${assessmentId}`, body })),
      fc.oneof(shapeless, fc.string({ maxLength: 40 }).map((fileKey) => ({ fileKey }))).map((body) => ({ url: `/api/admin/assessment/uploadReport/${assessmentId}`, body })),
      fc.oneof(shapeless, badText.map((reason) => ({ reason }))).map((body) => ({ url: `/api/admin/assessment/markAbnormal/${assessmentId}`, body })),
      fc.oneof(shapeless, notAnId.map((consultantId) => ({ consultantId }))).map((body) => ({ url: `/api/admin/requirement/assignConsultant/${requirementId}`, body })),
      fc.oneof(shapeless, notAnId.map((teacherApplicationId) => ({ teacherApplicationId }))).map((body) => ({ url: `/api/admin/requirement/matchTeacher/${requirementId}`, body })),
      fc.oneof(shapeless, badInstant.map((meetingAt) => ({ meetingAt, meetingUrl: 'https://x.example' }))).map((body) => ({ url: `/api/admin/requirement/scheduleMeeting/${requirementId}`, body })),
      fc
        .oneof(
          shapeless,
          fc.oneof(anyJson, fc.integer({ max: 99 })).map((price) => formProductBody({ price })),
          fc.oneof(anyJson, fc.integer({ min: 65 })).map((hours) => formProductBody({ hours })),
          badText.map((startDate) => formProductBody({ startDate })),
          fc.constant(formProductBody({ endDate: '2026-01-01' })),
        )
        .map((body) => ({ url: `/api/admin/requirement/formProduct/${requirementId}`, body })),
      fc.oneof(shapeless, badText.map((reason) => ({ reason }))).map((body) => ({ url: `/api/admin/requirement/close/${requirementId}`, body })),
    );
    await fc.assert(
      fc.asyncProperty(writes, fc.constantFrom('en', 'cn'), async (write, language) => expectRefused(await send('POST', write.url, write.body, true, language))),
      { numRuns: RUNS * 3 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed ids and queries on every read and write', async () => {
    const before = await snapshot();
    const requests = fc.oneof(
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcAssessment/detail/${encodeURIComponent(value)}`, staff: false })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcAssessment/report/${encodeURIComponent(value)}`, staff: false })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcAssessment/list?status=${encodeURIComponent(value)}&pageSize=${encodeURIComponent(value)}`, staff: false })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcRequirement/detail/${encodeURIComponent(value)}`, staff: false })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcRequirement/list?status=${encodeURIComponent(value)}`, staff: false })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcQuestionnaire/file/list?needId=${encodeURIComponent(value)}`, staff: false })),
      segment.map((value) => ({ method: 'POST' as const, url: `/api/admin/assessment/sendReport/${encodeURIComponent(value)}`, staff: true })),
      segment.map((value) => ({ method: 'POST' as const, url: `/api/admin/requirement/recordMeetingHeld/${encodeURIComponent(value)}`, staff: true })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/admin/requirement/list?status=${encodeURIComponent(value)}&sort=${encodeURIComponent(value)}`, staff: true })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/admin/assessment/list?q=${encodeURIComponent(value)}&sort=${encodeURIComponent(value)}`, staff: true })),
    );
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const response = await send(request.method, request.url, undefined, request.staff);
        // An empty or well-formed query is a 200 read; nothing else may pass.
        if (response.statusCode === 200) {
          expect(request.method).toBe('GET');
          return;
        }
        expectRefused(response);
      }),
      { numRuns: RUNS * 3 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bodies that are not JSON', async () => {
    const before = await snapshot();
    const urls = ['/api/ddcAssessment/create', '/api/ddcRequirement/create', '/api/ddcQuestionnaire/saveFile', `/api/ddcRequirement/withdraw/${requirementId}`];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), notJsonText(), fc.constantFrom('application/json', 'text/plain'), async (url, payload, type) => {
        const response = await testApp.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type, authorization: `Bearer ${token}` } });
        expectRefused(response);
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });
});
