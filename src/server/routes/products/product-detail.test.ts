import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailDto } from '../../../shared/api/public-content.ts';
import { CourseType, ProductCategory } from '../../../shared/catalogue.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  createCourseSystem,
  createFacultyMember,
  createGradeDictionary,
  createProduct,
  createProductCategories,
  createSchedule,
  createTimetable,
  linkTeacher,
} from '../../../../tests/support/factories.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { users } from '../../db/schema.ts';

describe('POST /api/ddcProduct/detail/:id', () => {
  let testApp: TestApp;
  const ids = { full: 0, inspire: 0, unscheduled: 0, hidden: 0, private: 0, helen: 0, thomas: 0 };
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
    ids.helen = (await createFacultyMember(db, { nameEn: 'Dr. Helen W.', nameZh: 'Helen W. 博士', photo: '/images/helen.svg' })).id;
    ids.thomas = (await createFacultyMember(db, { nameEn: 'Thomas H.', nameZh: 'Thomas H. 老师', photo: '/images/thomas.svg' })).id;
    const retired = await createFacultyMember(db, { published: false });

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
    await linkTeacher(db, ids.full, ids.thomas, 1);
    await linkTeacher(db, ids.full, ids.helen, 0);
    await linkTeacher(db, ids.full, retired.id, 2);
    // Its own classes, listed out of order on purpose, taught in turns; a cancelled one does not count.
    for (const [index, classDate] of [...future].reverse().concat(past).entries()) {
      const teacherId = index % 2 === 0 ? ids.helen : ids.thomas;
      await createSchedule(db, { timetableId: winter.id, courseSystemId: amc.id, productId: ids.full, teacherId, classDate: new Date(classDate) });
    }
    await createSchedule(db, {
      timetableId: winter.id,
      courseSystemId: amc.id,
      productId: ids.full,
      classDate: new Date('2090-01-01T11:30:00Z'),
      cancelledAt: new Date('2089-12-01T00:00:00Z'),
    });
    // The timetable's other classes belong to other courses, or to none: they are not this course's.
    await createSchedule(db, { timetableId: winter.id, courseSystemId: amc.id, classDate: new Date('2089-12-30T00:00:00Z') });

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
    await createSchedule(db, { timetableId: winter.id, courseSystemId: ib.id, productId: ids.inspire, classDate: new Date('2089-12-31T00:00:00Z') });
    ids.unscheduled = (await createProduct(db, { grades: [] })).id;
    ids.hidden = (await createProduct(db, { published: false })).id;
    const [family] = await insertRows(db, users, [{ username: 'family', email: 'family@example.com', passwordHash: 'unused' }]);
    ids.private = (await createProduct(db, { privateMemberId: family.id })).id;
  });
  afterAll(() => testApp.close());

  it('answers a course with its description, pictures, grades, teachers and its own classes', async () => {
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
      grades: ['G7', 'G8', 'G9'],
      gradeNames: ['Grade 7', 'Grade 8', 'Grade 9'],
      gradeRange: { from: 'Grade 7', to: 'Grade 9' },
      courseSystemName: 'AMC',
      // The first class was in 2020: the course has begun and takes no enrolment (D21).
      enrolment: 'closed',
      firstClassAt: '2020-03-01T01:00:00.000Z',
      lateEnrolmentUntil: null,
      // Sundays in 2020 and Saturdays in 2090, in Shanghai.
      meetingDays: [0, 6],
    });
    expect(product.teachers).toEqual([
      { id: ids.helen, name: 'Dr. Helen W.', photo: '/images/helen.svg' },
      { id: ids.thomas, name: 'Thomas H.', photo: '/images/thomas.svg' },
    ]);
    expect(product.schedule).toEqual({
      timetableId: expect.any(Number),
      timetableName: 'Winter Insights',
      sessionCount: 8,
      firstClassDate: '2020-03-01T01:00:00.000Z',
      lastClassDate: '2090-02-11T11:30:00.000Z',
      upcoming: future.slice(0, 5).map((date, index) => ({
        classDate: new Date(date).toISOString(),
        // Listed in reverse, the last future class was given Helen (index 0).
        teacherName: (future.length - 1 - index) % 2 === 0 ? 'Dr. Helen W.' : 'Thomas H.',
      })),
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
    expect(product.teachers.map((teacher) => teacher.name)).toEqual(['Helen W. 博士', 'Thomas H. 老师']);
  });

  it('falls back to English for a missing Chinese name, and hides stock for Inspire', async () => {
    const product = (await detail(ids.inspire, 'cn')).json().data as ProductDetailDto;
    expect(product).toMatchObject({ name: 'Research mentorship', courseSystemName: 'IB', stock: null, productCategoryId: 59 });
    expect(product.schedule).toMatchObject({ sessionCount: 1, upcoming: [{ classDate: '2089-12-31T00:00:00.000Z', teacherName: null }] });
    expect(product).toMatchObject({ enrolment: 'open', teachers: [] });
  });

  it('answers a course without dated classes with no schedule', async () => {
    const product = (await detail(ids.unscheduled)).json().data as ProductDetailDto;
    expect(product).toMatchObject({ schedule: null, courseSystemName: null, gradeNames: [], gradeRange: null, meetingDays: [], firstClassAt: null });
    expect(product.pictures).toEqual([product.pic]);
  });

  it.each([
    ['an unknown course', () => 999_999],
    ['an unpublished course', () => ids.hidden],
    ['a family’s private programme', () => ids.private],
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
