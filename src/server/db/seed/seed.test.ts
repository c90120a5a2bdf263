import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { CONTENT_PAGE_SLUGS, GRADE_DICTIONARY, IMAGE_LOCATIONS, ProductCategory, SUBJECT_DICTIONARY } from '../../../shared/catalogue.ts';
import { EnrolmentStatus, enrolmentStatusOf } from '../../../shared/enrolment.ts';
import { sanitizeRichText } from '../../domain/content/sanitize-rich-text.ts';
import type { Database } from '../database.ts';
import * as schema from '../schema.ts';
import { localDateAt, monthsBetween, weekdayOf } from './seed-calendar.ts';
import { addMissingContentPages } from './content-pages.ts';
import { missingLaterContentPages } from './seed-state.ts';
import { seedDemoContent } from './seed.ts';

const NOW = new Date('2026-03-15T04:00:00Z');
const PUBLIC_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');
const TABLES = [
  schema.siteTexts, schema.headPictures, schema.homeSubjects, schema.customerSharings, schema.contentPages,
  schema.contentBlocks, schema.dictionaryEntries, schema.courseSystems, schema.timetables, schema.pageTimetables,
  schema.schedules, schema.productCategories, schema.products, schema.facultyMembers, schema.productTeachers,
  schema.articles,
];

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemoContent(database.db, { now: NOW })).toEqual({ created: true });
}, 60_000);
afterAll(() => database?.close());

async function rowCounts() {
  return Promise.all(TABLES.map(async (table) => (await db().select().from(table)).length));
}

describe('seedDemoContent', () => {
  it('fills every table and creates nothing on a second run', async () => {
    const before = await rowCounts();
    expect(before.every((count) => count > 0)).toBe(true);
    expect(await seedDemoContent(db(), { now: NOW })).toEqual({ created: false });
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps what an editor changed when it runs again', async () => {
    const [first] = await db().select().from(schema.products).orderBy(asc(schema.products.id)).limit(1);
    await db().update(schema.products).set({ nameEn: 'Edited by staff' }).where(eq(schema.products.id, first.id));
    await seedDemoContent(db());
    const [after] = await db().select().from(schema.products).where(eq(schema.products.id, first.id));
    expect(after.nameEn).toBe('Edited by staff');
  });

  it('seeds the 42 teachers of the faculty page with the introduction', async () => {
    const faculty = await db().select().from(schema.facultyMembers);
    expect(faculty).toHaveLength(42);
    expect(new Set(faculty.map((member) => member.nameEn)).size).toBe(42);
    expect(faculty.some((member) => member.nameEn.startsWith('Dr. ') && member.nameZh.endsWith('博士'))).toBe(true);
    const texts = await db().select().from(schema.siteTexts);
    expect(texts.map((text) => text.key).sort()).toEqual(['faculty.intro', 'home.intro.body', 'home.intro.title']);
  });

  it('has both product lines, with a sold-out course and a promotion', async () => {
    const products = await db().select().from(schema.products);
    const insights = products.filter((product) => product.categoryId === ProductCategory.Insights);
    const inspire = products.filter((product) => product.categoryId === ProductCategory.Inspire);
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(insights.length).toBeGreaterThan(0);
    expect(inspire.length).toBeGreaterThan(0);
    expect(insights.every((product) => product.courseType === 'Insights' && product.stock !== null)).toBe(true);
    expect(inspire.every((product) => product.courseType === 'Inspire' && product.stock === null)).toBe(true);
    expect(inspire.every((product) => product.totalClassHours >= 20 && product.totalClassHours <= 64)).toBe(true);
    expect(insights.some((product) => product.stock === 0)).toBe(true);
    expect(products.some((product) => product.promotionPrice !== null && product.promotionPrice < product.price)).toBe(true);
    expect(products.every((product) => Number.isInteger(product.price) && product.currency === 'USD')).toBe(true);
    expect(products.every((product) => product.pictures.length >= 2 && product.pic === product.pictures[0])).toBe(true);
    expect(products.every((product) => product.equityDateStart < product.equityDateEnd)).toBe(true);
  });

  it('gives every page its own blocks and uses every image location', async () => {
    const pages = await db().select().from(schema.contentPages);
    expect(pages.map((page) => page.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    const blocks = await db().select().from(schema.contentBlocks);
    for (const slug of CONTENT_PAGE_SLUGS) {
      const count = blocks.filter((block) => block.pageSlug === slug).length;
      // The blog's posts are articles of their own; its page keeps a banner and an invitation.
      expect(count, slug).toBeGreaterThanOrEqual(slug === 'blog' ? 2 : 3);
      expect(count, slug).toBeLessThanOrEqual(6);
    }
    expect(new Set(blocks.map((block) => block.imageLocation))).toEqual(new Set(IMAGE_LOCATIONS));
    expect(blocks.some((block) => block.buttonUrl && block.buttonTextEn && block.buttonTextZh)).toBe(true);
    // The heroes set their title's size and sit left of their pictures; other blocks are centred.
    expect(blocks.some((block) => block.fontSize !== null && block.imageLocation === 'overly' && block.align === 'left')).toBe(true);
    expect(blocks.some((block) => block.align === 'center')).toBe(true);
    for (const block of blocks) {
      expect(sanitizeRichText(block.detailsEn)).toBe(block.detailsEn);
      expect(sanitizeRichText(block.detailsZh)).toBe(block.detailsZh);
    }
  });

  it('links the program pages to their timetables and product lines', async () => {
    const pages = await db().select().from(schema.contentPages);
    const links = await db().select().from(schema.pageTimetables);
    const bySlug = Object.fromEntries(pages.map((page) => [page.slug, page]));
    const linked = (slug: string) => links.filter((link) => link.pageSlug === slug).length;
    expect([linked('programs'), linked('insights'), linked('inspire')]).toEqual([2, 1, 1]);
    expect(bySlug.programs).toMatchObject({ isShowTimetable: true, isShowGoods: true, goodsCategoryId: 58, goodsCourseType: 'Insights' });
    expect(bySlug.insights).toMatchObject({ isShowGoods: true, goodsCategoryId: 58, goodsCourseType: 'Insights' });
    expect(bySlug.inspire).toMatchObject({ isShowGoods: true, goodsCategoryId: 59, goodsCourseType: 'Inspire' });
    expect(bySlug.about).toMatchObject({ isShowTimetable: false, isShowGoods: false });
  });

  it('places the timetables around the month of the seed', async () => {
    const timetables = await db().select().from(schema.timetables).orderBy(asc(schema.timetables.position));
    expect(timetables.map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      ['2026-02-01', '2026-08-31'],
      ['2026-03-01', '2026-08-31'],
    ]);
  });

  it('gives each timetabled course its own classes: N weeks make N (or 2N) classes inside its period', async () => {
    const products = await db().select().from(schema.products);
    const sessions = await db().select().from(schema.schedules);
    const teachers = await db().select().from(schema.productTeachers);
    let twiceWeekly = 0;
    for (const product of products.filter((p) => p.timetableId !== null)) {
      const own = sessions.filter((session) => session.productId === product.id);
      const days = own.map((session) => localDateAt(session.classDate));
      expect(days.every((day) => day >= product.equityDateStart && day <= product.equityDateEnd), product.nameEn).toBe(true);
      expect(own.every((session) => session.timetableId === product.timetableId && session.courseSystemId === product.courseSystemId)).toBe(true);
      const taughtBy = new Set(teachers.filter((row) => row.productId === product.id).map((row) => row.facultyMemberId));
      expect(own.every((session) => session.teacherId !== null && taughtBy.has(session.teacherId)), product.nameEn).toBe(true);
      if (product.categoryId !== ProductCategory.Insights) continue;
      const weekdays = new Set(days.map(weekdayOf)).size;
      expect(own.length, product.nameEn).toBe(product.totalClassHours * weekdays);
      if (weekdays === 2) twiceWeekly += 1;
      // An Insights course's period is its classes: from the first to the last.
      expect([days[0], days.at(-1)]).toEqual([product.equityDateStart, product.equityDateEnd]);
      expect(own.every((session) => session.capacity === 8 && session.seatsTaken === 0)).toBe(true);
    }
    expect(twiceWeekly).toBeGreaterThan(0);
    const workshops = sessions.filter((session) => session.productId === null);
    expect(workshops.length).toBeGreaterThan(20);
    expect(workshops.every((session) => session.teacherId === null)).toBe(true);
  });

  it('keeps most courses open for enrolment at the seed and a month later, beside a few that have begun', async () => {
    const products = await db().select().from(schema.products);
    const sessions = await db().select().from(schema.schedules);
    const statusesAt = (now: Date) =>
      products.map((product) => {
        const own = sessions.filter((session) => session.productId === product.id).map((session) => session.classDate.getTime());
        const facts = { ...product, firstClassAt: own.length ? new Date(Math.min(...own)) : null };
        return enrolmentStatusOf(facts, now, localDateAt(now));
      });
    const atSeed = statusesAt(NOW);
    const count = (statuses: string[], status: string) => statuses.filter((s) => s === status).length;
    expect(count(atSeed, EnrolmentStatus.Open)).toBeGreaterThanOrEqual(products.length * 0.6);
    expect(count(atSeed, EnrolmentStatus.Late)).toBeGreaterThan(0);
    expect(count(atSeed, EnrolmentStatus.Closed)).toBeGreaterThanOrEqual(2);
    const monthLater = statusesAt(new Date(NOW.getTime() + 30 * 86_400_000));
    expect(products.length - count(monthLater, EnrolmentStatus.Closed)).toBeGreaterThanOrEqual(products.length * 0.5);
  });

  it('names every course’s teachers, and gives every teacher subjects of the dictionary', async () => {
    const products = await db().select().from(schema.products);
    const links = await db().select().from(schema.productTeachers);
    expect(products.every((product) => links.some((link) => link.productId === product.id && link.position === 0))).toBe(true);
    const subjects = new Set(
      (await db().select().from(schema.dictionaryEntries).where(eq(schema.dictionaryEntries.dictionary, SUBJECT_DICTIONARY))).map((e) => e.code),
    );
    const faculty = await db().select().from(schema.facultyMembers);
    expect(faculty.every((member) => member.published && member.subjects.length > 0 && member.subjects.every((s) => subjects.has(s)))).toBe(true);
    expect(subjects.size).toBe(new Set(faculty.flatMap((member) => member.subjects)).size);
  });

  it('dates events around the seed day, some past and some to come, beside blog posts and news', async () => {
    const articles = await db().select().from(schema.articles);
    const events = articles.filter((article) => article.kind === 'event');
    expect(events.filter((event) => event.eventStartsAt! > NOW).length).toBeGreaterThanOrEqual(3);
    expect(events.filter((event) => event.eventEndsAt! < NOW).length).toBeGreaterThanOrEqual(2);
    expect(events.every((event) => event.eventEndsAt! > event.eventStartsAt! && event.locationEn && event.locationZh)).toBe(true);
    expect(articles.filter((article) => article.kind === 'blog').length).toBeGreaterThanOrEqual(4);
    expect(articles.filter((article) => article.kind === 'news').length).toBeGreaterThanOrEqual(2);
    expect(articles.every((article) => article.published && article.publishedAt! <= NOW && /^[a-z0-9-]+$/.test(article.slug))).toBe(true);
    for (const article of articles) {
      expect(sanitizeRichText(article.bodyEn)).toBe(article.bodyEn);
      expect(sanitizeRichText(article.bodyZh)).toBe(article.bodyZh);
    }
  });

  it('has crowded days in every month of every timetable, at academy wall-clock times', async () => {
    const timetables = await db().select().from(schema.timetables);
    const sessions = await db().select().from(schema.schedules);
    for (const timetable of timetables) {
      const perDay = new Map<string, number>();
      for (const session of sessions.filter((s) => s.timetableId === timetable.id)) {
        const day = localDateAt(session.classDate);
        expect(day >= timetable.startDate && day <= timetable.endDate).toBe(true);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      for (const { year, month } of monthsBetween(timetable.startDate, timetable.endDate)) {
        const prefix = `${year}-${String(month).padStart(2, '0')}`;
        const crowded = [...perDay].filter(([day, count]) => day.startsWith(prefix) && count > 3);
        expect(crowded.length, `${timetable.nameEn} ${prefix}`).toBeGreaterThanOrEqual(2);
        expect(crowded.every(([, count]) => count <= 7)).toBe(true);
      }
    }
    // Planned in Shanghai between 08:30 and 20:30, so stored in UTC between 00:30 and 12:30.
    expect(sessions.every((s) => s.classDate.getUTCHours() <= 12 && s.classDate.getUTCMinutes() % 30 === 0)).toBe(true);
  });

  it('orders the grade dictionary from kindergarten to Grade 12', async () => {
    const grades = await db()
      .select()
      .from(schema.dictionaryEntries)
      .where(eq(schema.dictionaryEntries.dictionary, GRADE_DICTIONARY))
      .orderBy(asc(schema.dictionaryEntries.position));
    expect(grades.map((grade) => grade.code)).toEqual(['K', ...Array.from({ length: 12 }, (_, i) => `G${i + 1}`)]);
    expect(grades[7]).toMatchObject({ labelEn: 'Grade 7', labelZh: '七年级' });
  });

  it('writes every visitor-facing text in both languages', async () => {
    const required = ['name', 'title', 'content', 'biography', 'label', 'value', 'summary', 'body'];
    for (const table of TABLES) {
      for (const row of (await db().select().from(table)) as Record<string, unknown>[]) {
        for (const key of Object.keys(row).filter((k) => k.endsWith('En') && `${k.slice(0, -2)}Zh` in row)) {
          const [en, zh] = [row[key], row[`${key.slice(0, -2)}Zh`]] as string[];
          expect(en === '', `${key} of ${JSON.stringify(row).slice(0, 80)}`).toBe(zh === '');
          if (required.includes(key.slice(0, -2))) expect(en.trim(), key).not.toBe('');
        }
      }
    }
  });

  it('refers only to demo images that exist in public/', async () => {
    const urls = [
      ...(await db().select().from(schema.facultyMembers)).map((row) => row.photo),
      ...(await db().select().from(schema.customerSharings)).map((row) => row.avatar),
      ...(await db().select().from(schema.headPictures)).map((row) => row.image),
      ...(await db().select().from(schema.homeSubjects)).map((row) => row.icon),
      ...(await db().select().from(schema.contentBlocks)).map((row) => row.image).filter(Boolean),
      ...(await db().select().from(schema.products)).flatMap((row) => [row.pic, ...row.pictures]),
      ...(await db().select().from(schema.articles)).map((row) => row.image),
    ];
    const missing = urls.filter((url) => !url.startsWith('/images/demo/') || !existsSync(path.join(PUBLIC_FOLDER, url)));
    expect(missing).toEqual([]);
  });

  it('gives every product pictures that no other product shows', async () => {
    const pictures = (await db().select().from(schema.products)).flatMap((row) => [...new Set([row.pic, ...row.pictures])]);
    expect(pictures.length).toBeGreaterThan(0);
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});

describe('seedDemoContent on a portal that already has content', () => {
  it('leaves the database alone', async () => {
    const existing = await openTestDatabase();
    try {
      await existing.db.insert(schema.contentPages).values({ slug: 'about', code: 1, titleEn: 'Ours', titleZh: '我们的' });
      expect(await seedDemoContent(existing.db)).toEqual({ created: false });
      expect(await existing.db.select().from(schema.products)).toEqual([]);
    } finally {
      await existing.close();
    }
  }, 60_000);

  it('is reproducible for a given day', async () => {
    const again = await openTestDatabase();
    try {
      // Later on the same day in Shanghai as NOW.
      await seedDemoContent(again.db, { now: new Date('2026-03-15T13:00:00Z') });
      const pick = (rows: { nameEn: string; classDate: Date }[]) => rows.map((row) => `${row.nameEn}@${row.classDate.toISOString()}`);
      const order = [asc(schema.schedules.classDate), asc(schema.schedules.nameEn)] as const;
      const first = await db().select().from(schema.schedules).orderBy(...order);
      const second = await again.db.select().from(schema.schedules).orderBy(...order);
      expect(pick(second)).toEqual(pick(first));
    } finally {
      await again.close();
    }
  }, 60_000);

  it('adds the privacy notice and the terms to a portal seeded before them, once, leaving the other pages as they are', async () => {
    expect(await missingLaterContentPages(db())).toEqual([]);
    const blocksBefore = (await db().select().from(schema.contentBlocks).where(eq(schema.contentBlocks.pageSlug, 'privacy'))).length;
    await db().delete(schema.contentPages).where(eq(schema.contentPages.slug, 'privacy'));
    const aboutBefore = await db().select().from(schema.contentBlocks).where(eq(schema.contentBlocks.pageSlug, 'about'));
    expect(await missingLaterContentPages(db())).toEqual(['privacy']);
    expect(await addMissingContentPages(db(), ['privacy'])).toEqual(['privacy']);
    expect(await db().select().from(schema.contentBlocks).where(eq(schema.contentBlocks.pageSlug, 'privacy'))).toHaveLength(blocksBefore);
    expect(await addMissingContentPages(db(), ['privacy', 'terms'])).toEqual([]);
    expect(await missingLaterContentPages(db())).toEqual([]);
    expect(await db().select().from(schema.contentBlocks).where(eq(schema.contentBlocks.pageSlug, 'about'))).toEqual(aboutBefore);
    const [privacy] = await db().select().from(schema.contentBlocks).where(eq(schema.contentBlocks.pageSlug, 'privacy')).orderBy(asc(schema.contentBlocks.position));
    expect(privacy.subTitleEn).toMatch(/^Version \d+\.\d+, \d{4}-\d{2}-\d{2}$/);
    expect(privacy.subTitleZh).toMatch(/^第 \d+\.\d+ 版/);
  });
});
