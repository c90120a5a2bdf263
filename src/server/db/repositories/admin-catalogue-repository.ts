import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../../shared/api/admin-lists.ts';
import type { Db } from '../database.ts';
import { containsPattern } from '../like-pattern.ts';
import { contentBlocks, contentPages, courseSystems, dictionaryEntries, facultyMembers, orders, productCategories, productTeachers, products, schedules, timetables, waitlistEntries } from '../schema.ts';
import type { ProductRow } from './product-repository.ts';
import type { ScheduleRow } from './schedule-repository.ts';

/** The catalogue as staff edit it (issue 7): every product, private programmes included. */

export interface StaffProductFilter {
  q: string;
  categoryId?: number;
  published?: boolean;
  sort: SortOrder<'name' | 'price' | 'updatedAt' | 'position'>;
  offset: number;
  limit: number;
}

const SORT_COLUMNS = { name: products.nameEn, price: products.price, updatedAt: products.updatedAt, position: products.position } as const;

function productWhere(filter: Pick<StaffProductFilter, 'q' | 'categoryId' | 'published'>): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.published === undefined ? undefined : eq(products.published, filter.published),
    pattern ? or(ilike(products.nameEn, pattern), ilike(products.nameZh, pattern), ilike(products.subject, pattern)) : undefined,
  );
}

export async function searchProductsForStaff(db: Db, filter: StaffProductFilter): Promise<{ total: number; rows: ProductRow[] }> {
  const where = productWhere(filter);
  const direction = filter.sort.descending ? desc : asc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[filter.sort.field]), direction(products.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { total: totals.total, rows };
}

/** The product, locked against seat changes (an order takes its seat at its commit, migration 0006) until the transaction ends when `lock`. */
export async function findProductForStaff(db: Db, id: number, lock = false): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Orders that hold one of the product's seats now (D8) and seats held for waitlist offers (D32): what its stock already gave away. */
export async function countSeatsTaken(db: Db, productId: number): Promise<number> {
  const [[held], [offered]] = await Promise.all([
    db.select({ taken: count() }).from(orders).where(and(eq(orders.productId, productId), eq(orders.holdsSeat, true))),
    db.select({ taken: count() }).from(waitlistEntries).where(and(eq(waitlistEntries.productId, productId), eq(waitlistEntries.status, 'offered'))),
  ]);
  return held.taken + offered.taken;
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id'>;

export async function insertProduct(db: Db, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row;
}

export async function updateProduct(db: Db, id: number, values: Partial<ProductValues>): Promise<ProductRow> {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row;
}

export async function listTeacherIdsOfProduct(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productTeachers.facultyMemberId })
    .from(productTeachers)
    .where(eq(productTeachers.productId, productId))
    .orderBy(asc(productTeachers.position));
  return rows.map((row) => row.id);
}

/** The product's teachers become `teacherIds`, in that order. */
export async function replaceProductTeachers(db: Db, productId: number, teacherIds: readonly number[]): Promise<void> {
  await db.delete(productTeachers).where(eq(productTeachers.productId, productId));
  if (teacherIds.length > 0) {
    await db.insert(productTeachers).values(teacherIds.map((facultyMemberId, position) => ({ productId, facultyMemberId, position })));
  }
}

export function listClassesOfProduct(db: Db, productId: number): Promise<ScheduleRow[]> {
  return db.select().from(schedules).where(eq(schedules.productId, productId)).orderBy(asc(schedules.classDate), asc(schedules.id));
}

export async function findProductClass(db: Db, id: number, lock = false): Promise<ScheduleRow | undefined> {
  const query = db.select().from(schedules).where(and(eq(schedules.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row?.productId === null ? undefined : row;
}

export async function insertSchedule(db: Db, values: Omit<typeof schedules.$inferInsert, 'id'>): Promise<ScheduleRow> {
  const [row] = await db.insert(schedules).values(values).returning();
  return row;
}

export async function updateSchedule(db: Db, id: number, values: Partial<typeof schedules.$inferInsert>): Promise<ScheduleRow> {
  const [row] = await db.update(schedules).set(values).where(eq(schedules.id, id)).returning();
  return row;
}

/** Which of these ids exist, per table the product form refers to. */
export async function existingIds(db: Db, table: 'courseSystem' | 'timetable' | 'faculty', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const column = { courseSystem: courseSystems.id, timetable: timetables.id, faculty: facultyMembers.id }[table];
  const source = { courseSystem: courseSystems, timetable: timetables, faculty: facultyMembers }[table];
  const rows = await db.select({ id: column }).from(source).where(inArray(column, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export function listProductCategories(db: Db) {
  return db.select().from(productCategories).orderBy(asc(productCategories.id));
}

/** Every faculty entry, published or not, in the editors' order. */
export function listAllFacultyMembers(db: Db) {
  return db.select().from(facultyMembers).orderBy(asc(facultyMembers.position), asc(facultyMembers.id));
}

// ---- content pages (issue 7) -------------------------------------------------------------------

export function listContentPagesWithCounts(db: Db) {
  return db
    .select({
      slug: contentPages.slug,
      code: contentPages.code,
      titleEn: contentPages.titleEn,
      titleZh: contentPages.titleZh,
      blocks: count(contentBlocks.id),
      hiddenBlocks: sql<number>`count(${contentBlocks.id}) filter (where not ${contentBlocks.published})`.mapWith(Number),
    })
    .from(contentPages)
    .leftJoin(contentBlocks, eq(contentBlocks.pageSlug, contentPages.slug))
    .groupBy(contentPages.slug)
    .orderBy(asc(contentPages.code));
}

export type ContentBlockValues = Omit<typeof contentBlocks.$inferInsert, 'id'>;

export async function findContentBlock(db: Db, id: number, lock = false) {
  const query = db.select().from(contentBlocks).where(eq(contentBlocks.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertContentBlock(db: Db, values: ContentBlockValues) {
  const [row] = await db.insert(contentBlocks).values(values).returning();
  return row;
}

export async function updateContentBlock(db: Db, id: number, values: Partial<ContentBlockValues>) {
  const [row] = await db.update(contentBlocks).set(values).where(eq(contentBlocks.id, id)).returning();
  return row;
}

/** The position after the page's last block. */
export async function nextBlockPosition(db: Db, pageSlug: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${contentBlocks.position})`.mapWith((value) => (value === null ? null : Number(value))) })
    .from(contentBlocks)
    .where(eq(contentBlocks.pageSlug, pageSlug));
  return (row?.last ?? -1) + 1;
}

/** Locks the page's row, so that two reorders of one page take turns. */
export async function lockContentPage(db: Db, slug: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update');
  return row;
}

export async function updateContentPage(db: Db, slug: string, values: Partial<typeof contentPages.$inferInsert>) {
  const [row] = await db.update(contentPages).set(values).where(eq(contentPages.slug, slug)).returning();
  return row;
}

/** The position after the catalogue's last product: a new product joins the end of the editors' order. */
export async function nextProductPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${products.position})`.mapWith((value) => (value === null ? null : Number(value))) }).from(products);
  return (row?.last ?? -1) + 1;
}

// ---- faculty (issue 7, D18) ----------------------------------------------------------------------

export type FacultyValues = Omit<typeof facultyMembers.$inferInsert, 'id'>;

export async function searchFacultyForStaff(
  db: Db,
  filter: { q: string; published?: boolean; sort: SortOrder<'position' | 'name'>; offset: number; limit: number },
) {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    filter.published === undefined ? undefined : eq(facultyMembers.published, filter.published),
    pattern ? or(ilike(facultyMembers.nameEn, pattern), ilike(facultyMembers.nameZh, pattern)) : undefined,
  );
  const direction = filter.sort.descending ? desc : asc;
  const column = filter.sort.field === 'name' ? facultyMembers.nameEn : facultyMembers.position;
  const [rows, [totals]] = await Promise.all([
    db.select().from(facultyMembers).where(where).orderBy(direction(column), direction(facultyMembers.id)).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(facultyMembers).where(where),
  ]);
  return { total: totals.total, rows };
}

export async function findFacultyMember(db: Db, id: number, lock = false) {
  const query = db.select().from(facultyMembers).where(eq(facultyMembers.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertFacultyMember(db: Db, values: FacultyValues) {
  const [row] = await db.insert(facultyMembers).values(values).returning();
  return row;
}

export async function updateFacultyMember(db: Db, id: number, values: Partial<FacultyValues>) {
  const [row] = await db.update(facultyMembers).set(values).where(eq(facultyMembers.id, id)).returning();
  return row;
}

export async function nextFacultyPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${facultyMembers.position})`.mapWith((value) => (value === null ? null : Number(value))) }).from(facultyMembers);
  return (row?.last ?? -1) + 1;
}

// ---- timetables, course systems, the grade dictionary (issue 7) ---------------------------------

export const listAllTimetables = (db: Db) => db.select().from(timetables).orderBy(asc(timetables.position), asc(timetables.id));
export const listAllCourseSystems = (db: Db) => db.select().from(courseSystems).orderBy(asc(courseSystems.position), asc(courseSystems.id));

export async function findTimetableForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(timetables).where(eq(timetables.id, id)).for('update');
  return row;
}
export async function insertTimetable(db: Db, values: Omit<typeof timetables.$inferInsert, 'id'>) {
  const [row] = await db.insert(timetables).values(values).returning();
  return row;
}
export async function updateTimetable(db: Db, id: number, values: Partial<typeof timetables.$inferInsert>) {
  const [row] = await db.update(timetables).set(values).where(eq(timetables.id, id)).returning();
  return row;
}

export async function findCourseSystemForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(courseSystems).where(eq(courseSystems.id, id)).for('update');
  return row;
}
export async function insertCourseSystem(db: Db, values: Omit<typeof courseSystems.$inferInsert, 'id'>) {
  const [row] = await db.insert(courseSystems).values(values).returning();
  return row;
}
export async function updateCourseSystem(db: Db, id: number, values: Partial<typeof courseSystems.$inferInsert>) {
  const [row] = await db.update(courseSystems).set(values).where(eq(courseSystems.id, id)).returning();
  return row;
}

export async function findDictionaryEntryForUpdate(db: Db, dictionary: string, code: string) {
  const [row] = await db
    .select()
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.dictionary, dictionary), eq(dictionaryEntries.code, code)))
    .for('update');
  return row;
}

export async function upsertDictionaryEntry(db: Db, values: typeof dictionaryEntries.$inferInsert) {
  const [row] = await db
    .insert(dictionaryEntries)
    .values(values)
    .onConflictDoUpdate({ target: [dictionaryEntries.dictionary, dictionaryEntries.code], set: { labelEn: values.labelEn, labelZh: values.labelZh, position: values.position } })
    .returning();
  return row;
}
