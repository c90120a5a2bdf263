import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeContentDto, ProductDto } from '../../../shared/api/public-content.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { manualClock } from '../../../../tests/support/factories-accounts.ts';
import {
  createCourseSystem,
  createGradeDictionary,
  createProduct,
  createProductCategories,
  createSchedule,
  createTimetable,
} from '../../../../tests/support/factories.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { users } from '../../db/schema.ts';

/** The clock stands on Monday 2 March 2026, 16:00 in Shanghai. */
const NOW = new Date('2026-03-02T08:00:00Z');
const DAY = 86_400_000;

describe('product lists put the courses families can apply for first (D21)', () => {
  let testApp: TestApp;

  const products = async (language = 'en') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/ddcProduct/productList',
      headers: { 'content-type': 'application/json', language },
      payload: JSON.stringify({ pageSize: 20 }),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.list as ProductDto[];
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false, clock: manualClock(NOW) });
    const db = testApp.database.db;
    await createProductCategories(db);
    await createGradeDictionary(db);
    const timetable = await createTimetable(db);
    const system = await createCourseSystem(db);
    const make = async (nameEn: string, overrides: Parameters<typeof createProduct>[1], classes: number[] = []) => {
      const product = await createProduct(db, { nameEn, nameZh: `${nameEn}（中）`, ...overrides });
      for (const inDays of classes) {
        await createSchedule(db, { timetableId: timetable.id, courseSystemId: system.id, productId: product.id, classDate: new Date(NOW.getTime() + inDays * DAY) });
      }
    };
    const [family] = await insertRows(db, users, [{ username: 'family', email: 'family@example.com', passwordHash: 'unused' }]);
    await make('Private programme', { position: 0, privateMemberId: family.id }, [7]);
    await make('Begun', { position: 1 }, [-7, 0.5]);
    await make('Sold out', { position: 2, stock: 0 }, [7]);
    await make('Late', { position: 3, lateEnrolmentUntil: '2026-03-09', grades: ['G6', 'G7', 'G8'] }, [-2, 5]);
    await make('Upcoming', { position: 4, grades: ['G6', 'G8'] }, [5, 12]);
    await make('Unscheduled', { position: 5, equityDateStart: '2026-03-03' });
    await make('Unscheduled begun', { position: 6, equityDateStart: '2026-03-02' });
  });
  afterAll(() => testApp.close());

  it('lists open and late courses first, then begun and sold-out ones, each group in the editors’ order', async () => {
    const list = await products();
    expect(list.map((product) => [product.name, product.enrolment])).toEqual([
      ['Late', 'late'],
      ['Upcoming', 'open'],
      ['Unscheduled', 'open'],
      ['Begun', 'closed'],
      ['Sold out', 'open'],
      ['Unscheduled begun', 'closed'],
    ]);
  });

  it('never lists a family’s private programme', async () => {
    expect((await products()).map((product) => product.name)).not.toContain('Private programme');
  });

  it('tells each card when the course starts, the days it meets and its grades', async () => {
    const list = await products('cn');
    const late = list.find((product) => product.name === 'Late（中）')!;
    expect(late).toMatchObject({
      firstClassAt: new Date(NOW.getTime() - 2 * DAY).toISOString(),
      lateEnrolmentUntil: '2026-03-09',
      // 28 February and 7 March 2026 in Shanghai: Saturdays.
      meetingDays: [6],
      gradeNames: ['6 年级', '7 年级', '8 年级'],
      gradeRange: { from: '6 年级', to: '8 年级' },
    });
    // Grades with a gap are never shown as a range.
    expect(list.find((product) => product.name === 'Upcoming（中）')).toMatchObject({ gradeNames: ['6 年级', '8 年级'], gradeRange: null });
  });

  it('orders the home page’s products the same way', async () => {
    const home = (await testApp.app.inject({ method: 'GET', url: '/api/home/content' })).json().data as HomeContentDto;
    expect(home.pmsProductList.map((product) => product.name)).toEqual(['Late', 'Upcoming', 'Unscheduled', 'Begun', 'Sold out', 'Unscheduled begun']);
  });
});
