import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailDto } from '../../../shared/api/public-content.ts';
import { CourseType, ProductCategory } from '../../../shared/catalogue.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  createCourseSystem,
  createGradeDictionary,
  createProduct,
  createProductCategories,
  createSchedule,
  createTimetable,
} from '../../../../tests/support/factories.ts';

describe('POST /api/ddcProduct/detail/:id', () => {
  let testApp: TestApp;
  const ids = { full: 0, inspire: 0, unscheduled: 0, hidden: 0 };
  // Far from today in both directions, so that "upcoming" never depends on when the test runs.
  const past = ['2020-03-01T01:00:00Z', '2020-03-08T01:00:00Z'];
  const future = [
    '2090-01-07T11:30:00Z',
    '2090-01-14T11:30:00Z',
    '2090-01-21T11:30:00Z',
    '2090-01-28T11:30:00Z',
    '2090-02-04T11:30:00Z',
    '2090-02-11T11:30:00Z',
  ];

  const detail = (id: string | number, language?: string) =>
    testApp.app.inject({ method: 'POST', url: `/api/ddcProduct/detail/${id}`, headers: language ? { language } : {} });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    const db = testApp.database.db;
    await createProductCategories(db);
    await createGradeDictionary(db);
    const amc = await createCourseSystem(db, { nameEn: 'AMC', nameZh: '美国数学竞赛' });
    const ib = await createCourseSystem(db, { nameEn: 'IB', nameZh: '' });
    const winter = await createTimetable(db, { nameEn: 'Winter Insights', nameZh: '冬季洞见课表' });
    // Listed out of order on purpose; and one session of another course system that must not count.
    for (const classDate of [...future].reverse().concat(past)) {
      await createSchedule(db, { timetableId: winter.id, courseSystemId: amc.id, classDate: new Date(classDate) });
    }
    await createSchedule(db, { timetableId: winter.id, courseSystemId: ib.id, classDate: new Date('2089-12-31T00:00:00Z') });

    ids.full = (
      await createProduct(db, {
        nameEn: 'AMC 10 Problem Solving',
        nameZh: 'AMC 10 解题训练',
        descriptionEn: '<p>Twelve weeks of contest maths.</p>',
        descriptionZh: '<p>十二周竞赛数学。</p>',
        pic: '/images/amc.svg',
        pictures: ['/images/amc-2.svg', '/images/amc.svg', '/images/amc-3.svg'],
        promotionPrice: 99_000,
        grades: ['G9', 'G7', 'G8'],
        courseSystemId: amc.id,
        timetableId: winter.id,
        stock: 2,
      })
    ).id;
    ids.inspire = (
      await createProduct(db, {
        nameEn: 'Research mentorship',
        nameZh: '',
        categoryId: ProductCategory.Inspire,
        courseType: CourseType.Inspire,
        stock: 5,
        courseSystemId: ib.id,
        timetableId: winter.id,
      })
    ).id;
    ids.unscheduled = (await createProduct(db, { grades: [] })).id;
    ids.hidden = (await createProduct(db, { published: false })).id;
  });
  afterAll(() => testApp.close());

  it('answers a course with its description, pictures, grade names and schedule summary', async () => {
    const response = await detail(ids.full);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Operation Successful');
    const product = response.json().data as ProductDetailDto;
    expect(product).toMatchObject({
      id: ids.full,
      name: 'AMC 10 Problem Solving',
      price: 129_000,
      promotionPrice: 99_000,
      currency: 'USD',
      stock: 2,
      description: '<p>Twelve weeks of contest maths.</p>',
      pictures: ['/images/amc.svg', '/images/amc-2.svg', '/images/amc-3.svg'],
      gradeNames: ['Grade 7', 'Grade 8', 'Grade 9'],
      courseSystemName: 'AMC',
    });
    expect(product.schedule).toEqual({
      timetableId: expect.any(Number),
      timetableName: 'Winter Insights',
      sessionCount: 8,
      firstClassDate: '2020-03-01T01:00:00.000Z',
      lastClassDate: '2090-02-11T11:30:00.000Z',
      upcoming: future.slice(0, 5).map((date) => new Date(date).toISOString()),
    });
  });

  it('answers in Chinese', async () => {
    const product = (await detail(ids.full, 'cn')).json().data as ProductDetailDto;
    expect(product).toMatchObject({
      name: 'AMC 10 解题训练',
      description: '<p>十二周竞赛数学。</p>',
      gradeNames: ['7 年级', '8 年级', '9 年级'],
      courseSystemName: '美国数学竞赛',
      courseTypeName: '洞见小班',
    });
    expect(product.schedule?.timetableName).toBe('冬季洞见课表');
  });

  it('falls back to English for a missing Chinese name, and hides stock for Inspire', async () => {
    const product = (await detail(ids.inspire, 'cn')).json().data as ProductDetailDto;
    expect(product).toMatchObject({ name: 'Research mentorship', courseSystemName: 'IB', stock: null, productCategoryId: 59 });
    expect(product.schedule).toMatchObject({ sessionCount: 1, upcoming: ['2089-12-31T00:00:00.000Z'] });
  });

  it('answers a course without a timetable with no schedule', async () => {
    const product = (await detail(ids.unscheduled)).json().data as ProductDetailDto;
    expect(product).toMatchObject({ schedule: null, courseSystemName: null, gradeNames: [] });
    expect(product.pictures).toEqual([product.pic]);
  });

  it.each([
    ['an unknown course', () => 999_999],
    ['an unpublished course', () => ids.hidden],
  ])('answers %s with a localised 404', async (_case, id) => {
    const english = await detail(id());
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ code: 404, message: 'This course does not exist or is no longer offered', data: null });
    const chinese = await detail(id(), 'cn');
    expect(chinese.json()).toEqual({ code: 404, message: '该课程不存在或已下架', data: null });
  });

  it.each([['abc'], ['1.5'], ['-3'], ['0'], ['1e400'], ['99999999999999999999']])(
    'refuses the id %s with a 400 naming it',
    async (id) => {
      const response = await detail(id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, message: 'Some fields are not valid: id' });
      expect(response.json().data.fields).toContainEqual({ field: 'id', message: 'This value is not valid' });
    },
  );

  it('localises the refusal of a bad id', async () => {
    const response = await detail('abc', 'cn');
    expect(response.json().message).toBe('以下字段无效：id');
  });
});
