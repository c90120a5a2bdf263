import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPageDto, FacultyDto, HomeContentDto } from '../../../shared/api/public-content.ts';
import { ProductCategory } from '../../../shared/catalogue.ts';
import { FACULTY_COUNT } from '../../../shared/limits.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  createContentBlock,
  createContentPage,
  createCustomerSharing,
  createFacultyMember,
  createHeadPicture,
  createHomeSubject,
  createProduct,
  createProductCategories,
  createTimetable,
  linkTimetableToPage,
  setSiteText,
} from '../../../../tests/support/factories.ts';

describe('home and content pages', () => {
  let testApp: TestApp;
  const get = (url: string, language?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: language ? { language } : {} });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    const db = testApp.database.db;
    await createProductCategories(db);
    await setSiteText(db, 'home.intro.title', 'Where curious minds grow', '好奇心生长的地方');
    await setSiteText(db, 'home.intro.body', '<p>Small classes.</p>', '');
    await setSiteText(db, 'faculty.intro', 'Meet our teachers.', '认识我们的老师。');
    await createHeadPicture(db, { position: 2, titleEn: 'Second slide', titleZh: '第二张' });
    await createHeadPicture(db, { position: 1, titleEn: 'First slide', titleZh: '第一张' });
    await createHomeSubject(db, { nameEn: 'Mathematics', nameZh: '数学' });
    await createCustomerSharing(db, { nameEn: 'Mrs. Lin', nameZh: '林女士', roleEn: 'Parent of a Grade 7 student', roleZh: '' });
    // Eight products, created out of order; one is not published.
    for (const position of [8, 3, 1, 7, 2, 5, 4, 6]) {
      await createProduct(db, { position, nameEn: `Course at ${position}`, published: position !== 2 });
    }
    await createProduct(db, { position: 9, categoryId: ProductCategory.Inspire, courseType: 'Inspire', stock: null });

    await createContentPage(db, {
      slug: 'about',
      code: 1,
      titleEn: 'About us',
      titleZh: '关于我们',
      descriptionEn: 'Who we are',
      descriptionZh: '我们是谁',
    });
    await createContentBlock(db, { pageSlug: 'about', position: 2, imageLocation: 'right', titleEn: 'Our story', titleZh: '' });
    await createContentBlock(db, {
      pageSlug: 'about',
      position: 1,
      imageLocation: 'overly',
      titleEn: 'Mission',
      titleZh: '使命',
      moduleEn: 'WHY',
      moduleZh: '缘由',
      image: '/images/about.svg',
      imageWidth: 588,
      imageHeight: 420,
      buttonUrl: '/programs',
      buttonTextEn: 'See programs',
      buttonTextZh: '查看课程',
      fontSize: 18,
      align: 'center',
    });
    await createContentPage(db, {
      slug: 'events',
      code: 6,
      isShowTimetable: true,
      isShowGoods: true,
      goodsCategoryId: ProductCategory.Insights,
      goodsCourseType: 'Insights',
    });
    const winter = await createTimetable(db, { nameEn: 'Winter', nameZh: '冬季', startDate: '2026-12-01', endDate: '2027-02-28' });
    const autumn = await createTimetable(db, { nameEn: 'Autumn', nameZh: '秋季' });
    await linkTimetableToPage(db, 'events', winter.id, 2);
    await linkTimetableToPage(db, 'events', autumn.id, 1);

    for (let index = FACULTY_COUNT; index >= 1; index -= 1) {
      await createFacultyMember(db, { position: index, nameEn: `Teacher ${index}`, nameZh: index === 1 ? '' : `老师 ${index}` });
    }
  });
  afterAll(() => testApp.close());

  describe('GET /api/home/content', () => {
    it('answers the home page with the first six published products by position', async () => {
      const response = await get('/api/home/content');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 200, message: 'Operation Successful' });
      const home = body.data as HomeContentDto;
      expect(home.ddcContent).toEqual({ title: 'Where curious minds grow', details: '<p>Small classes.</p>' });
      expect(home.pmsProductList.map((product) => product.name)).toEqual([
        'Course at 1',
        'Course at 3',
        'Course at 4',
        'Course at 5',
        'Course at 6',
        'Course at 7',
      ]);
      expect(home.ddcHeadPicture.map((picture) => picture.title)).toEqual(['First slide', 'Second slide']);
      expect(home.ddcHomeSubjectList[0]).toMatchObject({ name: 'Mathematics' });
      expect(home.ddcCustomerSharings[0]).toMatchObject({ name: 'Mrs. Lin', role: 'Parent of a Grade 7 student' });
    });

    it('answers in Chinese, falling back to English where a translation is missing', async () => {
      const body = (await get('/api/home/content', 'cn')).json();
      expect(body.message).toBe('操作成功');
      const home = body.data as HomeContentDto;
      expect(home.ddcContent).toEqual({ title: '好奇心生长的地方', details: '<p>Small classes.</p>' });
      expect(home.ddcCustomerSharings[0]).toMatchObject({ name: '林女士', role: 'Parent of a Grade 7 student' });
      expect(home.pmsProductList[0]).toMatchObject({ courseTypeName: '洞见小班', productCategoryTypeName: '数学' });
    });

    it('treats an unknown Language header as English', async () => {
      const body = (await get('/api/home/content', 'fr')).json();
      expect(body.message).toBe('Operation Successful');
      expect(body.data.ddcContent.title).toBe('Where curious minds grow');
    });

    it('never leaks stored columns the wire does not name', async () => {
      const [product] = ((await get('/api/home/content')).json().data as HomeContentDto).pmsProductList;
      expect(Object.keys(product).sort()).toEqual(
        [
          'id', 'name', 'pic', 'price', 'promotionPrice', 'currency', 'productCategoryId', 'productCategoryTypeName',
          'courseType', 'courseTypeName', 'totalClassHours', 'stock', 'equityDateStart', 'equityDateEnd', 'grades',
          'courseSystemId', 'enrolment', 'firstClassAt', 'lateEnrolmentUntil', 'meetingDays', 'gradeNames', 'gradeRange', 'applicationFee',
          'lateEnrolment', 'minStudents', 'maxStudents', 'enrolled', 'formingState', 'waitlistCount',
        ].sort(),
      );
    });
  });

  describe('GET /api/home/content/:type', () => {
    it('answers a page by slug with its blocks in order', async () => {
      const response = await get('/api/home/content/about');
      expect(response.statusCode).toBe(200);
      const page = response.json().data as ContentPageDto;
      expect(page).toMatchObject({
        slug: 'about',
        code: 1,
        pageTitle: 'About us',
        pageDescription: 'Who we are',
        isShowTimetable: false,
        isShowGoods: false,
        ddcCourseTimetables: [],
      });
      expect(page.ddcContentDetailList).toHaveLength(2);
      expect(page.ddcContentDetailList[0]).toEqual({
        id: expect.any(Number),
        imageLocation: 'overly',
        title: 'Mission',
        module: 'WHY',
        subTitle: '',
        details: expect.stringContaining('<p>'),
        image: '/images/about.svg',
        imageWidth: 588,
        imageHeigh: 420,
        buttonUrl: '/programs',
        buttonText: 'See programs',
        fontSize: 18,
        align: 'center',
      });
    });

    it('answers the same page by its numeric alias, in Chinese with fallback', async () => {
      const page = (await get('/api/home/content/1', 'cn')).json().data as ContentPageDto;
      expect(page.slug).toBe('about');
      expect(page.pageTitle).toBe('关于我们');
      expect(page.ddcContentDetailList.map((block) => block.title)).toEqual(['使命', 'Our story']);
      expect(page.ddcContentDetailList[0]).toMatchObject({ module: '缘由', buttonText: '查看课程' });
    });

    it('lists the page’s timetables in the page’s order and its goods settings', async () => {
      const page = (await get('/api/home/content/6')).json().data as ContentPageDto;
      expect(page).toMatchObject({ slug: 'events', isShowTimetable: true, isShowGoods: true, goodsCategoryId: 58, goodsCourseType: 'Insights' });
      expect(page.ddcCourseTimetables).toEqual([
        { id: expect.any(Number), timetableName: 'Autumn', startDate: '2026-09-01', endDate: '2027-06-30' },
        { id: expect.any(Number), timetableName: 'Winter', startDate: '2026-12-01', endDate: '2027-02-28' },
      ]);
    });

    it.each([
      ['an unknown word', 'nonsense'],
      ['an unknown numeric code', '99'],
      ['a known slug without a page', 'blog'],
      ['a numeric alias without a page', '9'],
      ['a very long type', 'x'.repeat(65)],
    ])('answers %s with a localised 404', async (_case, type) => {
      const english = await get(`/api/home/content/${type}`);
      expect(english.statusCode).toBe(404);
      expect(english.json()).toEqual({ code: 404, message: 'This page does not exist', data: null });
      const chinese = await get(`/api/home/content/${type}`, 'cn');
      expect(chinese.statusCode).toBe(404);
      expect(chinese.json()).toEqual({ code: 404, message: '该页面不存在', data: null });
    });

    it('does not treat a property of Object.prototype as a page', async () => {
      const response = await get('/api/home/content/constructor');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/home/faculty', () => {
    it('lists every member in position order with the introduction', async () => {
      const response = await get('/api/home/faculty');
      expect(response.statusCode).toBe(200);
      const faculty = response.json().data as FacultyDto;
      expect(faculty.intro).toBe('Meet our teachers.');
      expect(faculty.list).toHaveLength(FACULTY_COUNT);
      expect(faculty.list.slice(0, 3).map((member) => member.name)).toEqual(['Teacher 1', 'Teacher 2', 'Teacher 3']);
      expect(faculty.list[0]).toEqual({
        id: expect.any(Number),
        name: 'Teacher 1',
        photo: expect.stringMatching(/^\/images\//),
        biography: expect.any(String),
        subjects: [],
        courses: [],
      });
    });

    it('answers in Chinese, falling back to English for a missing name', async () => {
      const faculty = (await get('/api/home/faculty', 'cn')).json().data as FacultyDto;
      expect(faculty.intro).toBe('认识我们的老师。');
      expect(faculty.list[0].name).toBe('Teacher 1');
      expect(faculty.list[1].name).toBe('老师 2');
    });
  });
});
