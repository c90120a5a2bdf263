import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  createCourseSystem,
  createGradeDictionary,
  createProduct,
  createProductCategories,
  createSchedule,
  createTimetable,
} from '../../../../tests/support/factories.ts';

/** Whatever a client sends to the two richest bodies, the answer is never a server failure. */
describe('random bodies never produce a 500', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    const db = testApp.database.db;
    await createProductCategories(db);
    await createGradeDictionary(db);
    const system = await createCourseSystem(db);
    const timetable = await createTimetable(db, { nameEn: 'Winter', nameZh: '冬季' });
    await createProduct(db, { courseSystemId: system.id, timetableId: timetable.id });
    await createSchedule(db, { timetableId: timetable.id, courseSystemId: system.id, classDate: new Date('2026-12-01T17:00:00Z') });
  });
  afterAll(() => testApp.close());

  const anyValue = fc.oneof(
    fc.jsonValue(),
    fc.string(),
    fc.constantFrom('G7', 'K', 'G13', 'Insights', 'Inspire', 'Winter', '冬季', '\u0000', '', ' '),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1, 12, 13, 58, 59, 100, 101, 2026, 2 ** 31, 2 ** 53, 1e308),
    fc.array(fc.oneof(fc.string(), fc.integer(), fc.constantFrom('G7', 'G13', '\u0000')), { maxLength: 60 }),
  );
  const shapedBody = (keys: string[]) =>
    fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), anyValue).map((body) => JSON.stringify(body));
  const rawBody = fc.oneof(fc.json(), fc.string(), fc.constantFrom('', '{', '[]', 'null', '{"a":}', '\u0000'));

  const postsSafely = (url: string, bodies: fc.Arbitrary<string>) =>
    fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom('en', 'cn', 'xx'), async (payload, language) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', language },
          payload,
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().code).toBe(response.statusCode);
      }),
      { numRuns: 150 },
    );

  it('holds for ddcProduct/productList', () =>
    postsSafely(
      '/api/ddcProduct/productList',
      fc.oneof(shapedBody(['courseType', 'productCategoryId', 'grades', 'ttIds', 'pageNum', 'pageSize', 'total']), rawBody),
    ));

  it('holds for cms/ddc-course/month', () =>
    postsSafely(
      '/api/cms/ddc-course/month',
      fc.oneof(shapedBody(['timetableId', 'timetableName', 'csId', 'year', 'month', 'grade']), rawBody),
    ));
});
