import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notJsonText, textWithForbiddenCharacter } from '../../../../tests/support/fuzz.ts';
import type { AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, staffToken } from '../../../../tests/support/factories-orders.ts';
import { pdfFile, uploadDocument } from '../../../../tests/support/factories-records.ts';
import { courseWithClasses, familyWithEntitlement } from '../../../../tests/support/factories-bookings.ts';
import { academicRecords, bookings, calendarFeeds, entitlements, feedback, feedbackMessages, schedules } from '../../db/schema.ts';

/**
 * Malformed input to every endpoint of booking, the plan, records, feedback and attendance: never
 * a 5xx, always the D2 envelope with the status as its code, and nothing changed.
 */
const RUNS = 30;
const anyJson = fc.jsonValue({ maxDepth: 3 });
const segment = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('-1', '0', '1.5', '99999999999', 'NaN', '%00', '..%2F..'));
const query = fc.dictionary(fc.constantFrom('year', 'month', 'childId', 'kind', 'status', 'pageNum', 'pageSize', 'when', 'productId'), fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('-1', '0', '13', '2026', '1e9')), { maxKeys: 4 });

const POSTS = ['/api/ddcBooking/create', '/api/ddcBooking/cancel/1', '/api/ddcPlan/feed', '/api/ddcFeedback/create', '/api/ddcFeedback/reply/1', '/api/admin/class/attendance/1', '/api/admin/record/create', '/api/admin/feedback/answer/1'];
const GETS = ['/api/ddcEntitlement/classes/', '/api/ddcPlan/month', '/api/ddcRecord/list', '/api/ddcRecord/open/', '/api/ddcRecord/file/', '/api/ddcFeedback/list', '/api/ddcFeedback/detail/', '/api/admin/class/list', '/api/admin/class/detail/', '/api/admin/feedback/detail/', '/api/calendar/'];

describe('fuzz: malformed requests to the booking, plan, record and feedback endpoints', () => {
  let testApp: AccountsTestApp;
  let token: string;
  let staff: string;
  let childId: number;
  let threadId: number;
  let recordFileKey: string;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    const course = await courseWithClasses(testApp.db, { classes: 2 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    token = family.token;
    childId = family.childId;
    staff = await staffToken(testApp.app);
    const thread = await testApp.app.inject({
      method: 'POST',
      url: '/api/ddcFeedback/create',
      headers: { authorization: `Bearer ${token}` },
      payload: { category: 'course', text: 'A first message' },
    });
    threadId = (JSON.parse(thread.body) as { data: { id: number } }).data.id;
    recordFileKey = await uploadDocument(testApp.app, staff, pdfFile());
  });
  afterAll(() => testApp.close());

  const snapshot = async () => {
    const tables = { bookings, schedules, entitlements, calendarFeeds, academicRecords, feedback, feedbackMessages };
    return Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await testApp.db.select().from(table)])));
  };
  const refused = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(JSON.parse(response.body)).toMatchObject({ code: response.statusCode, message: expect.any(String) });
  };

  it('refuses malformed bodies, ids and queries without a 5xx, changing nothing', { timeout: 180_000 }, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POSTS),
        fc.oneof(anyJson, fc.record({ entitlementId: anyJson, scheduleIds: anyJson }), fc.record({ category: anyJson, text: anyJson, fileKeys: anyJson }), fc.record({ status: anyJson }), notJsonText()),
        fc.boolean(),
        async (url, body, asStaff) => {
          const payload = typeof body === 'string' ? body : JSON.stringify(body);
          const response = await testApp.app.inject({
            method: 'POST',
            url: url.replace('/1', '/999999'),
            headers: { authorization: `Bearer ${asStaff ? staff : token}`, 'content-type': 'application/json', language: 'cn' },
            payload,
          });
          // The feed's renewal takes no body; any other body to it is refused.
          if (url === '/api/ddcPlan/feed' && response.statusCode === 200) return;
          refused(response);
        },
      ),
      { numRuns: RUNS * 3 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GETS), segment, query, fc.boolean(), async (path, id, params, asStaff) => {
        const search = new URLSearchParams(params).toString();
        const url = path.endsWith('/') ? `${path}${encodeURIComponent(id)}` : `${path}?${search}`;
        const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${asStaff ? staff : token}` } });
        if (response.statusCode === 200) return;
        refused(response);
      }),
      { numRuns: RUNS * 3 },
    );
    const after = await snapshot();
    expect({ ...after, calendarFeeds: [] }).toEqual({ ...before, calendarFeeds: [] });
  });

  it('refuses NUL, control characters and lone surrogates in every text field with a 400 naming it, changing nothing', { timeout: 180_000 }, async () => {
    const before = await snapshot();
    const writes = [
      { url: '/api/ddcFeedback/create', asStaff: false, body: (text: string) => ({ category: 'course', text }), field: 'text' },
      { url: `/api/ddcFeedback/reply/${threadId}`, asStaff: false, body: (text: string) => ({ text }), field: 'text' },
      { url: `/api/admin/feedback/answer/${threadId}`, asStaff: true, body: (text: string) => ({ text }), field: 'text' },
      { url: '/api/admin/record/create', asStaff: true, body: (titleEn: string) => ({ childId, kind: 'report', titleEn, fileKey: recordFileKey }), field: 'titleEn' },
      { url: '/api/admin/record/create', asStaff: true, body: (titleZh: string) => ({ childId, kind: 'report', titleEn: 'Report', titleZh, fileKey: recordFileKey }), field: 'titleZh' },
      { url: '/api/admin/record/create', asStaff: true, body: (term: string) => ({ childId, kind: 'report', term, titleEn: 'Report', fileKey: recordFileKey }), field: 'term' },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), textWithForbiddenCharacter(), async (write, text) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: write.url,
          headers: { authorization: `Bearer ${write.asStaff ? staff : token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(write.body(text)),
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(JSON.parse(response.body).data).toEqual({ fields: [{ field: write.field, message: 'This text contains characters that are not allowed' }] });
      }),
      { numRuns: RUNS * 2 },
    );
    expect({ ...(await snapshot()), calendarFeeds: [] }).toEqual({ ...before, calendarFeeds: [] });
  });
});
