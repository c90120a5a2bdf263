import { classSizeDefaultOf } from '../../src/shared/class-size.ts';
import { GRADE_DICTIONARY, ProductCategory, CourseType, SUBJECT_DICTIONARY } from '../../src/shared/catalogue.ts';
import type { Db } from '../../src/server/db/database.ts';
import { insertRows } from '../../src/server/db/insert-rows.ts';
import * as schema from '../../src/server/db/schema.ts';

/**
 * Small builders for API tests: each makes one valid row with sensible bilingual defaults and
 * takes overrides, so a test states only what it is about and never leans on the demo seed.
 */

let sequence = 0;
const next = () => ++sequence;

async function insertOne<Table extends Parameters<typeof insertRows>[1]>(
  db: Db,
  table: Table,
  row: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  const [inserted] = await insertRows(db, table, [row]);
  return inserted;
}

export const GRADE_CODES = ['K', ...Array.from({ length: 12 }, (_, index) => `G${index + 1}`)];

/** The current-grade dictionary: K, G1 … G12, labelled in both languages. */
export function createGradeDictionary(db: Db) {
  return insertRows(
    db,
    schema.dictionaryEntries,
    GRADE_CODES.map((code, position) => ({
      dictionary: GRADE_DICTIONARY,
      code,
      position,
      labelEn: code === 'K' ? 'Kindergarten' : `Grade ${code.slice(1)}`,
      labelZh: code === 'K' ? '幼儿园' : `${code.slice(1)} 年级`,
    })),
  );
}

/** The two product categories, and the subjects a product card names beside them. */
export async function createProductCategories(db: Db) {
  await insertRows(db, schema.dictionaryEntries, [
    { dictionary: SUBJECT_DICTIONARY, code: 'mathematics', position: 0, labelEn: 'Mathematics', labelZh: '数学' },
    { dictionary: SUBJECT_DICTIONARY, code: 'physics', position: 1, labelEn: 'Physics', labelZh: '物理' },
  ]);
  return insertRows(db, schema.productCategories, [
    { id: ProductCategory.Insights, nameEn: 'Insights', nameZh: '洞见小班' },
    { id: ProductCategory.Inspire, nameEn: 'Inspire', nameZh: '启发精品' },
  ]);
}

export function createCourseSystem(db: Db, overrides: Partial<typeof schema.courseSystems.$inferInsert> = {}) {
  const n = next();
  return insertOne(db, schema.courseSystems, { position: n, nameEn: `System ${n}`, nameZh: `体系 ${n}`, ...overrides });
}

export function createTimetable(db: Db, overrides: Partial<typeof schema.timetables.$inferInsert> = {}) {
  const n = next();
  return insertOne(db, schema.timetables, {
    position: n,
    nameEn: `Timetable ${n}`,
    nameZh: `课表 ${n}`,
    startDate: '2026-09-01',
    endDate: '2027-06-30',
    ...overrides,
  });
}

export function createSchedule(
  db: Db,
  row: Pick<typeof schema.schedules.$inferInsert, 'timetableId' | 'courseSystemId' | 'classDate'> &
    Partial<typeof schema.schedules.$inferInsert>,
) {
  const n = next();
  return insertOne(db, schema.schedules, { nameEn: `Session ${n}`, nameZh: `第 ${n} 课`, grades: ['G7'], ...row });
}

/**
 * A published Insights product; categories 58 and 59 must exist (createProductCategories). A new
 * course has no seat taken, so its maximum is its stock (D31) unless the overrides say otherwise.
 */
export function createProduct(db: Db, overrides: Partial<typeof schema.products.$inferInsert> = {}) {
  const n = next();
  const sizes = classSizeDefaultOf(overrides.categoryId ?? ProductCategory.Insights);
  const stock = overrides.stock === undefined ? 6 : overrides.stock;
  const maxStudents = overrides.maxStudents ?? (stock === null || stock === 0 ? sizes.max : stock);
  const minStudents = overrides.minStudents ?? Math.min(sizes.min, maxStudents);
  return insertOne(db, schema.products, {
    minStudents,
    maxStudents,
    position: n,
    nameEn: `Course ${n}`,
    nameZh: `课程 ${n}`,
    pic: `/images/test/product-${n}.svg`,
    price: 129_000,
    categoryId: ProductCategory.Insights,
    courseType: CourseType.Insights,
    subject: 'mathematics',
    totalClassHours: 12,
    stock: 6,
    equityDateStart: '2026-09-01',
    equityDateEnd: '2027-01-31',
    grades: ['G7'],
    ...overrides,
  });
}

export function createContentPage(
  db: Db,
  row: Pick<typeof schema.contentPages.$inferInsert, 'slug' | 'code'> & Partial<typeof schema.contentPages.$inferInsert>,
) {
  return insertOne(db, schema.contentPages, { titleEn: `${row.slug} page`, titleZh: `${row.slug} 页面`, ...row });
}

export function createContentBlock(
  db: Db,
  row: Pick<typeof schema.contentBlocks.$inferInsert, 'pageSlug'> & Partial<typeof schema.contentBlocks.$inferInsert>,
) {
  const n = next();
  return insertOne(db, schema.contentBlocks, {
    position: n,
    imageLocation: 'left',
    titleEn: `Block ${n}`,
    titleZh: `区块 ${n}`,
    detailsEn: `<p>Details ${n}</p>`,
    detailsZh: `<p>详情 ${n}</p>`,
    ...row,
  });
}

export function linkTimetableToPage(db: Db, pageSlug: string, timetableId: number, position = 0) {
  return insertOne(db, schema.pageTimetables, { pageSlug, timetableId, position });
}

export function createFacultyMember(db: Db, overrides: Partial<typeof schema.facultyMembers.$inferInsert> = {}) {
  const n = next();
  return insertOne(db, schema.facultyMembers, {
    position: n,
    photo: `/images/test/faculty-${n}.svg`,
    nameEn: `Teacher ${n}`,
    nameZh: `老师 ${n}`,
    biographyEn: `Teaches with us since 2016 (${n}).`,
    biographyZh: `自 2016 年起任教（${n}）。`,
    ...overrides,
  });
}

/** Names a faculty entry as one of a product's teachers, shown in `position` order. */
export function linkTeacher(db: Db, productId: number, facultyMemberId: number, position = 0) {
  return insertOne(db, schema.productTeachers, { productId, facultyMemberId, position });
}

export function createArticle(db: Db, overrides: Partial<typeof schema.articles.$inferInsert> = {}) {
  const n = next();
  return insertOne(db, schema.articles, {
    kind: 'blog',
    slug: `article-${n}`,
    published: true,
    publishedAt: new Date('2026-01-10T00:00:00Z'),
    titleEn: `Article ${n}`,
    titleZh: `文章 ${n}`,
    summaryEn: `Summary ${n}`,
    summaryZh: `摘要 ${n}`,
    bodyEn: `<p>Body ${n}</p>`,
    bodyZh: `<p>正文 ${n}</p>`,
    image: `/images/test/article-${n}.svg`,
    ...overrides,
  });
}

export function setSiteText(db: Db, key: string, valueEn: string, valueZh: string) {
  return insertOne(db, schema.siteTexts, { key, valueEn, valueZh });
}

export function createHeadPicture(db: Db, overrides: Partial<typeof schema.headPictures.$inferInsert> = {}) {
  const n = next();
  return insertOne(db, schema.headPictures, {
    position: n,
    image: `/images/test/hero-${n}.svg`,
    titleEn: `Hero ${n}`,
    titleZh: `横幅 ${n}`,
    buttonUrl: '/programs',
    ...overrides,
  });
}

export function createHomeSubject(db: Db, overrides: Partial<typeof schema.homeSubjects.$inferInsert> = {}) {
  const n = next();
  return insertOne(db, schema.homeSubjects, {
    position: n,
    icon: `/images/test/subject-${n}.svg`,
    nameEn: `Subject ${n}`,
    nameZh: `学科 ${n}`,
    ...overrides,
  });
}

export function createCustomerSharing(db: Db, overrides: Partial<typeof schema.customerSharings.$inferInsert> = {}) {
  const n = next();
  return insertOne(db, schema.customerSharings, {
    position: n,
    avatar: `/images/test/sharing-${n}.svg`,
    nameEn: `Parent ${n}`,
    nameZh: `家长 ${n}`,
    contentEn: `A lovely experience (${n}).`,
    contentZh: `很棒的体验（${n}）。`,
    ...overrides,
  });
}
