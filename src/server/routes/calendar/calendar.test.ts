import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarMonthDto } from '../../../shared/api/public-content.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  createCourseSystem,
  createFacultyMember,
  createGradeDictionary,
  createProduct,
  createProductCategories,
  createSchedule,
  createTimetable,
} from '../../../../tests/support/factories.ts';

describe('POST /api/cms/ddc-course/month', () => {
  let testApp: TestApp;
  const ids = { winter: 0, other: 0, courses: 0, amc: 0, ib: 0, olympiad: 0, course: 0, teacher: 0 };

  const month = (body: unknown, language?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/cms/ddc-course/month',
      headers: { 'content-type': 'application/json', ...(language ? { language } : {}) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const december = (extra: Record<string, unknown> = {}) => ({ timetableId: ids.winter, year: 2026, month: 12, ...extra });
  const namesByDay = async (body: unknown) => {
    const response = await month(body);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as CalendarMonthDto;
    return Object.fromEntries(Object.entries(data).map(([day, entries]) => [day, entries.map((entry) => entry.tp.scheduleNameEn)]));
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    const db = testApp.database.db;
    await createGradeDictionary(db);
    ids.amc = (await createCourseSystem(db, { nameEn: 'AMC', nameZh: '美国数学竞赛' })).id;
    ids.ib = (await createCourseSystem(db, { nameEn: 'IB', nameZh: '国际文凭' })).id;
    ids.olympiad = (await createCourseSystem(db, { nameEn: 'Olympiad', nameZh: '奥赛' })).id;
    ids.winter = (await createTimetable(db, { nameEn: 'Winter Insights', nameZh: '冬季洞见' })).id;
    ids.other = (await createTimetable(db, { nameEn: 'Other', nameZh: '其他' })).id;

    const session = (nameEn: string, classDate: string, courseSystemId: number, grades: string[], nameZh = `${nameEn}（中）`) =>
      createSchedule(db, { timetableId: ids.winter, courseSystemId, classDate: new Date(classDate), grades, nameEn, nameZh });
    // Shanghai is UTC+8: 16:00Z is local midnight, so Boundary (01:00 local) opens 2 December.
    await session('Late November', '2026-11-30T15:59:00Z', ids.amc, ['G7']);
    await session('First of December', '2026-11-30T16:00:00Z', ids.amc, ['G7']);
    await session('Evening', '2026-12-02T11:30:00Z', ids.amc, ['G7', 'G8']);
    await session('Boundary', '2026-12-01T17:00:00Z', ids.ib, ['G9']);
    await session('Morning', '2026-12-02T01:00:00Z', ids.olympiad, ['G10'], '');
    await session('Afternoon', '2026-12-02T06:00:00Z', ids.ib, ['G8']);
    await session('New Year’s Eve', '2026-12-31T15:59:00Z', ids.amc, ['G7']);
    await session('New Year', '2026-12-31T16:00:00Z', ids.amc, ['G7']);
    await createSchedule(db, { timetableId: ids.other, courseSystemId: ids.amc, classDate: new Date('2026-12-02T01:00:00Z'), nameEn: 'Elsewhere', nameZh: '别处' });

    // A timetable of courses' own classes (D20) beside a workshop of no course.
    await createProductCategories(db);
    ids.courses = (await createTimetable(db, { nameEn: 'Courses', nameZh: '课程' })).id;
    ids.course = (await createProduct(db, { nameEn: 'Geometry', nameZh: '几何' })).id;
    ids.teacher = (await createFacultyMember(db, { nameEn: 'Grace T.', nameZh: 'Grace T. 老师' })).id;
    const hidden = await createProduct(db, { published: false });
    const [family] = await insertRows(db, users, [{ username: 'family', email: 'family@example.com', passwordHash: 'unused' }]);
    const privateOne = await createProduct(db, { privateMemberId: family.id });
    const classOf = (nameEn: string, classDate: string, extra: Record<string, unknown>) =>
      createSchedule(db, { timetableId: ids.courses, courseSystemId: ids.amc, classDate: new Date(classDate), nameEn, nameZh: `${nameEn}（中）`, ...extra });
    await classOf('Geometry 1', '2027-03-04T11:00:00Z', { productId: ids.course, teacherId: ids.teacher });
    await classOf('Geometry 2', '2027-03-11T11:00:00Z', { productId: ids.course, teacherId: ids.teacher, cancelledAt: new Date('2027-03-01T00:00:00Z') });
    await classOf('Workshop', '2027-03-06T02:00:00Z', {});
    await classOf('Hidden course', '2027-03-05T11:00:00Z', { productId: hidden.id });
    await classOf('Private course', '2027-03-05T12:00:00Z', { productId: privateOne.id });
  });
  afterAll(() => testApp.close());

  it('groups a month’s sessions by academy-local day, each day in time order', async () => {
    expect(await namesByDay(december())).toEqual({
      '2026-12-01': ['First of December'],
      '2026-12-02': ['Boundary', 'Morning', 'Afternoon', 'Evening'],
      '2026-12-31': ['New Year’s Eve'],
    });
  });

  it('puts a session at 2026-12-01T17:00Z on 2026-12-02 in Asia/Shanghai', async () => {
    const data = (await month(december())).json().data as CalendarMonthDto;
    const boundary = data['2026-12-02'].find((entry) => entry.tp.scheduleNameEn === 'Boundary');
    expect(boundary).toEqual({
      id: expect.any(Number),
      classDate: '2026-12-01T17:00:00.000Z',
      durationMinutes: 60,
      courseSystemId: ids.ib,
      grades: ['G9'],
      tp: { scheduleNameCn: 'Boundary（中）', scheduleNameEn: 'Boundary', scheduleName: 'Boundary' },
      course: null,
      teacher: null,
    });
    expect(Object.keys(data)).not.toContain('2026-12-01T17:00:00.000Z');
  });

  it('names each class’s course and teacher, and leaves out cancelled classes and those of courses visitors cannot see', async () => {
    const march = { timetableId: ids.courses, year: 2027, month: 3 };
    expect(await namesByDay(march)).toEqual({ '2027-03-04': ['Geometry 1'], '2027-03-06': ['Workshop'] });
    const data = (await month(march, 'cn')).json().data as CalendarMonthDto;
    expect(data['2027-03-04'][0]).toMatchObject({ course: { id: ids.course, name: '几何' }, teacher: { id: ids.teacher, name: 'Grace T. 老师' } });
    expect(data['2027-03-06'][0]).toMatchObject({ course: null, teacher: null });
  });

  it('names the sessions in the visitor’s language, falling back to English', async () => {
    const response = await month(december(), 'cn');
    expect(response.json().message).toBe('操作成功');
    const day = (response.json().data as CalendarMonthDto)['2026-12-02'];
    expect(day.map((entry) => entry.tp.scheduleName)).toEqual(['Boundary（中）', 'Morning', 'Afternoon（中）', 'Evening（中）']);
    expect(day[1].tp).toEqual({ scheduleNameCn: 'Morning', scheduleNameEn: 'Morning', scheduleName: 'Morning' });
  });

  it('finds the timetable by its name in either language', async () => {
    const byEnglish = await namesByDay({ timetableName: 'Winter Insights', year: 2026, month: 12 });
    const byChinese = await namesByDay({ timetableName: '冬季洞见', year: '2026', month: '12' });
    expect(byChinese).toEqual(byEnglish);
    expect(byEnglish['2026-12-01']).toEqual(['First of December']);
  });

  it('answers a month without sessions with an empty map', async () => {
    expect((await month(december({ month: 6 }))).json()).toEqual({ code: 200, message: 'Operation Successful', data: {} });
  });

  it('filters by one or many course systems', async () => {
    expect(await namesByDay(december({ csId: ids.ib }))).toEqual({ '2026-12-02': ['Boundary', 'Afternoon'] });
    expect(await namesByDay(december({ csId: [ids.ib, ids.olympiad] }))).toEqual({
      '2026-12-02': ['Boundary', 'Morning', 'Afternoon'],
    });
    expect(await namesByDay(december({ csId: [] }))).toEqual(await namesByDay(december({ csId: null })));
  });

  it('filters by one or many grades, keeping sessions for ANY of them', async () => {
    expect(await namesByDay(december({ grade: 'G8' }))).toEqual({ '2026-12-02': ['Afternoon', 'Evening'] });
    expect(await namesByDay(december({ grade: ['G9', 'G10'] }))).toEqual({ '2026-12-02': ['Boundary', 'Morning'] });
    expect(await namesByDay(december({ grade: ['G8'], csId: [ids.amc] }))).toEqual({ '2026-12-02': ['Evening'] });
    expect(await namesByDay(december({ grade: 'K' }))).toEqual({});
  });

  it.each([
    ['an unknown timetable id', { timetableId: 999_999 }],
    ['an unknown timetable name', { timetableName: 'Summer' }],
  ])('answers %s with a localised 404', async (_case, which) => {
    const english = await month({ ...which, year: 2026, month: 12 });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ code: 404, message: 'This timetable does not exist', data: null });
    const chinese = await month({ ...which, year: 2026, month: 12 }, 'cn');
    expect(chinese.json()).toEqual({ code: 404, message: '该课表不存在', data: null });
  });

  it('refuses a timetable name with a control character, naming the field (issue 26)', async () => {
    const refused = await month({ timetableName: 'Win\u0000ter', year: 2026, month: 12 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, data: { fields: [{ field: 'timetableName' }] } });
  });

  it('refuses an unknown grade, naming the field, in both languages', async () => {
    const english = await month(december({ grade: ['G8', 'G99'] }));
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      code: 400,
      message: 'Some fields are not valid: grade',
      data: { fields: [{ field: 'grade', message: 'Unknown grade code' }] },
    });
    const chinese = await month(december({ grade: 'G99' }), 'cn');
    expect(chinese.json()).toEqual({
      code: 400,
      message: '以下字段无效：grade',
      data: { fields: [{ field: 'grade', message: '未知的年级代码' }] },
    });
  });

  it.each([
    ['month 13', { month: 13 }, 'month'],
    ['month 0', { month: 0 }, 'month'],
    ['a word as month', { month: 'December' }, 'month'],
    ['a year out of range', { year: 1e12 }, 'year'],
    ['a missing year', { year: undefined }, 'year'],
    ['no timetable at all', { timetableId: undefined }, 'timetableId'],
    ['a timetable id that is a word', { timetableId: 'winter' }, 'timetableId'],
    ['an array as timetable name', { timetableId: undefined, timetableName: ['Winter Insights'] }, 'timetableName'],
    ['a word as course system', { csId: 'amc' }, 'csId'],
    ['an object as grade', { grade: { code: 'G7' } }, 'grade'],
    ['too many grades', { grade: Array.from({ length: 51 }, () => 'G7') }, 'grade'],
  ])('refuses %s with a 400 naming the field', async (_case, extra, field) => {
    const response = await month(december(extra));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: `Some fields are not valid: ${field}` });
    expect(response.json().data.fields.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('names the month in Chinese too', async () => {
    const response = await month(december({ month: 13 }), 'cn');
    expect(response.json()).toMatchObject({ code: 400, message: '以下字段无效：month' });
  });

  it.each([
    ['malformed JSON', '{"year": 2026,'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
  ])('refuses %s as a bad body', async (_case, payload) => {
    const response = await month(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: 'Some fields are not valid: body' });
  });
});
