import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacultyDto } from '../../../shared/api/public-content.ts';
import { SUBJECT_DICTIONARY } from '../../../shared/catalogue.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { manualClock } from '../../../../tests/support/factories-accounts.ts';
import {
  createCourseSystem,
  createFacultyMember,
  createProduct,
  createProductCategories,
  createSchedule,
  createTimetable,
  linkTeacher,
} from '../../../../tests/support/factories.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { dictionaryEntries, users } from '../../db/schema.ts';

const NOW = new Date('2026-03-02T08:00:00Z');

describe('GET /api/home/faculty: subjects and open courses', () => {
  let testApp: TestApp;
  const ids = { helen: 0, owen: 0, open: 0, other: 0 };
  const faculty = async (language = 'en') =>
    (await testApp.app.inject({ method: 'GET', url: '/api/home/faculty', headers: { language } })).json().data as FacultyDto;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false, clock: manualClock(NOW) });
    const db = testApp.database.db;
    await createProductCategories(db);
    await insertRows(db, dictionaryEntries, [
      { dictionary: SUBJECT_DICTIONARY, code: 'astronomy', position: 9, labelEn: 'Astronomy', labelZh: '天文学' },
    ]);
    ids.helen = (await createFacultyMember(db, { nameEn: 'Helen W.', subjects: ['astronomy', 'physics'] })).id;
    ids.owen = (await createFacultyMember(db, { nameEn: 'Owen J.', subjects: ['mathematics'] })).id;
    await createFacultyMember(db, { nameEn: 'Retired', published: false });

    const timetable = await createTimetable(db);
    const system = await createCourseSystem(db);
    const course = async (nameEn: string, overrides: Parameters<typeof createProduct>[1], firstClassInDays: number | null, teachers: number[]) => {
      const product = await createProduct(db, { nameEn, nameZh: `${nameEn}（中）`, ...overrides });
      if (firstClassInDays !== null) {
        await createSchedule(db, { timetableId: timetable.id, courseSystemId: system.id, productId: product.id, classDate: new Date(NOW.getTime() + firstClassInDays * 86_400_000) });
      }
      for (const [position, teacher] of teachers.entries()) await linkTeacher(db, product.id, teacher, position);
      return product.id;
    };
    const [family] = await insertRows(db, users, [{ username: 'family', email: 'family@example.com', passwordHash: 'unused' }]);
    ids.open = await course('Mechanics', { position: 2 }, 7, [ids.helen, ids.owen]);
    ids.other = await course('Optics', { position: 1 }, null, [ids.helen]);
    await course('Begun', { position: 3 }, -1, [ids.helen]);
    await course('Full', { position: 4, stock: 0 }, 7, [ids.helen]);
    await course('Hidden', { position: 5, published: false }, 7, [ids.helen]);
    await course('Private', { position: 6, privateMemberId: family.id }, 7, [ids.helen]);
  });
  afterAll(() => testApp.close());

  it('lists published teachers only, each with subjects and the courses families can apply for now', async () => {
    const list = (await faculty()).list;
    expect(list.map((member) => member.name)).toEqual(['Helen W.', 'Owen J.']);
    expect(list[0]).toMatchObject({
      // In the subject dictionary's order.
      subjects: [
        { code: 'physics', name: 'Physics' },
        { code: 'astronomy', name: 'Astronomy' },
      ],
      courses: [
        { id: ids.other, name: 'Optics' },
        { id: ids.open, name: 'Mechanics' },
      ],
    });
    expect(list[1]).toMatchObject({ subjects: [{ code: 'mathematics', name: 'Mathematics' }], courses: [{ id: ids.open, name: 'Mechanics' }] });
  });

  it('offers the subjects the listed teachers teach as the page’s filter', async () => {
    expect((await faculty()).subjects.map((subject) => subject.code)).toEqual(['mathematics', 'physics', 'astronomy']);
  });

  it('names subjects and courses in Chinese', async () => {
    const [helen] = (await faculty('cn')).list;
    expect(helen.subjects.map((subject) => subject.name)).toEqual(['物理', '天文学']);
    expect(helen.courses.map((course) => course.name)).toEqual(['Optics（中）', 'Mechanics（中）']);
  });
});
