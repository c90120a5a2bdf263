import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../shared/api/envelope.ts';
import type {
  ContentPageDto,
  FacultyDto,
  HomeContentDto,
  ProductDto,
  TimetableDto,
} from '../../../shared/api/public-content.ts';
import { CONTENT_PAGE_SLUGS, GRADE_DICTIONARY } from '../../../shared/catalogue.ts';
import { FACULTY_COUNT, FOOTER_PRODUCT_COUNT } from '../../../shared/limits.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** A smoke test over the demo seed: every public read answers, in both languages. */
describe('the public API on the seeded demo portal', () => {
  let testApp: TestApp;
  const call = async <T>(method: 'GET' | 'POST', url: string, language: string, body?: unknown) => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: { language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.statusCode, `${method} ${url}`).toBe(200);
    return (response.json() as Envelope<T>).data;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each(['en', 'cn'])('answers every public read in %s', async (language) => {
    const home = await call<HomeContentDto>('GET', '/api/home/content', language);
    expect(home.pmsProductList.length).toBeGreaterThanOrEqual(FOOTER_PRODUCT_COUNT);
    expect(home.ddcContent.title).not.toBe('');

    for (const slug of CONTENT_PAGE_SLUGS) {
      const page = await call<ContentPageDto>('GET', `/api/home/content/${slug}`, language);
      expect(page.ddcContentDetailList.length).toBeGreaterThan(0);
      expect(page.ddcContentDetailList.every((block) => block.title !== '' || block.details !== '')).toBe(true);
    }

    const faculty = await call<FacultyDto>('GET', '/api/home/faculty', language);
    expect(faculty.list).toHaveLength(FACULTY_COUNT);
    expect(faculty.list.every((member) => member.name !== '' && member.biography !== '')).toBe(true);

    const grades = await call<{ code: string }[]>('GET', `/api/sys/dict/sublist?name=${GRADE_DICTIONARY}`, language);
    expect(grades.length).toBeGreaterThan(0);
    await call('POST', '/api/ddcProduct/courseSystemAll', language);

    const products = await call<{ total: number; list: ProductDto[] }>('POST', '/api/ddcProduct/productList', language, {
      grades: [grades[0].code],
    });
    const all = await call<{ total: number; list: ProductDto[] }>('POST', '/api/ddcProduct/productList', language, {});
    expect(all.total).toBeGreaterThanOrEqual(products.total);
    await call('POST', `/api/ddcProduct/detail/${all.list[0].id}`, language);

    const [timetable] = await call<TimetableDto[]>('POST', '/api/ddcProduct/courseTimetableAll', language);
    const [year, month] = timetable.startDate.split('-').map(Number);
    const calendar = await call<Record<string, unknown[]>>('POST', '/api/cms/ddc-course/month', language, {
      timetableId: timetable.id,
      year,
      month: month === 12 ? 12 : month + 1,
    });
    expect(Object.keys(calendar).length).toBeGreaterThan(0);
  });
});
