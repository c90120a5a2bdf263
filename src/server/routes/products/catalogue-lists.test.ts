import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSystemDto, TimetableDto } from '../../../shared/api/public-content.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  createContentPage,
  createCourseSystem,
  createTimetable,
  linkTimetableToPage,
} from '../../../../tests/support/factories.ts';

describe('course systems and timetables', () => {
  let testApp: TestApp;
  const post = (url: string, options: { payload?: string; language?: string } = {}) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: {
        ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.language ? { language: options.language } : {}),
      },
      payload: options.payload,
    });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    const db = testApp.database.db;
    await createCourseSystem(db, { position: 2, nameEn: 'IB', nameZh: '国际文凭' });
    await createCourseSystem(db, { position: 1, nameEn: 'AMC', nameZh: '美国数学竞赛' });
    await createCourseSystem(db, { position: 3, nameEn: 'Olympiad', nameZh: '' });

    const insightsTimetable = await createTimetable(db, { position: 1, nameEn: 'Insights 2026-27', nameZh: '洞见 2026-27' });
    const inspireTimetable = await createTimetable(db, {
      position: 2,
      nameEn: 'Inspire seminars',
      nameZh: '启发研讨',
      startDate: '2026-10-01',
      endDate: '2027-03-31',
    });
    await createContentPage(db, { slug: 'programs', code: 3 });
    await createContentPage(db, { slug: 'inspire', code: 5 });
    await linkTimetableToPage(db, 'programs', inspireTimetable.id, 1);
    await linkTimetableToPage(db, 'programs', insightsTimetable.id, 2);
    await linkTimetableToPage(db, 'inspire', inspireTimetable.id, 1);
  });
  afterAll(() => testApp.close());

  describe('POST /api/ddcProduct/courseSystemAll', () => {
    it('lists every course system in order, with both names and the visitor’s', async () => {
      const response = await post('/api/ddcProduct/courseSystemAll');
      expect(response.statusCode).toBe(200);
      const systems = response.json().data as CourseSystemDto[];
      expect(systems).toEqual([
        { id: expect.any(Number), csCn: '美国数学竞赛', csEn: 'AMC', name: 'AMC' },
        { id: expect.any(Number), csCn: '国际文凭', csEn: 'IB', name: 'IB' },
        { id: expect.any(Number), csCn: 'Olympiad', csEn: 'Olympiad', name: 'Olympiad' },
      ]);
      const chinese = (await post('/api/ddcProduct/courseSystemAll', { language: 'cn' })).json();
      expect(chinese.message).toBe('操作成功');
      expect(chinese.data.map((system: CourseSystemDto) => system.name)).toEqual(['美国数学竞赛', '国际文凭', 'Olympiad']);
    });

    it('accepts a JSON content type with an empty body, as the in-process loaders send', async () => {
      const response = await post('/api/ddcProduct/courseSystemAll', { payload: '' });
      expect(response.statusCode).toBe(200);
      expect((await post('/api/ddcProduct/courseSystemAll', { payload: '{}' })).statusCode).toBe(200);
    });
  });

  describe('POST /api/ddcProduct/courseTimetableAll', () => {
    it('lists every timetable without a body', async () => {
      const response = await post('/api/ddcProduct/courseTimetableAll');
      expect(response.statusCode).toBe(200);
      expect(response.json().data as TimetableDto[]).toEqual([
        { id: expect.any(Number), timetableName: 'Insights 2026-27', startDate: '2026-09-01', endDate: '2027-06-30' },
        { id: expect.any(Number), timetableName: 'Inspire seminars', startDate: '2026-10-01', endDate: '2027-03-31' },
      ]);
      expect((await post('/api/ddcProduct/courseTimetableAll', { payload: '{}' })).json().data).toHaveLength(2);
    });

    it('lists one page’s timetables in the page’s order, by slug or numeric alias', async () => {
      const names = async (pageSlug: string, language?: string) =>
        (await post('/api/ddcProduct/courseTimetableAll', { payload: JSON.stringify({ pageSlug }), language }))
          .json()
          .data.map((timetable: TimetableDto) => timetable.timetableName);
      expect(await names('programs')).toEqual(['Inspire seminars', 'Insights 2026-27']);
      expect(await names('3', 'cn')).toEqual(['启发研讨', '洞见 2026-27']);
      expect(await names('inspire')).toEqual(['Inspire seminars']);
      expect(await names('blog')).toEqual([]);
    });

    it('answers an unknown page with a localised 404', async () => {
      const response = await post('/api/ddcProduct/courseTimetableAll', { payload: '{"pageSlug":"nowhere"}', language: 'cn' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: '该页面不存在', data: null });
    });

    it.each([
      ['a number as pageSlug', '{"pageSlug": 3}'],
      ['an array as pageSlug', '{"pageSlug": ["programs"]}'],
      ['malformed JSON', '{"pageSlug":'],
    ])('refuses %s with a 400', async (_case, payload) => {
      const response = await post('/api/ddcProduct/courseTimetableAll', { payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(400);
      expect(response.json().message).toMatch(/^Some fields are not valid: (pageSlug|body)$/);
    });
  });
});
