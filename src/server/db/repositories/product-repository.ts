import { and, arrayOverlaps, asc, count, eq, getTableColumns, inArray, isNotNull, isNull, min, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ProductCategory, SUBJECT_DICTIONARY } from '../../../shared/catalogue.ts';
import type { Db } from '../database.ts';
import { OrderStatus } from '../../../shared/api/orders.ts';
import { dictionaryEntries, orders, productCategories, products, schedules, waitlistEntries } from '../schema.ts';

/** Orders whose child is in the class: paid, under way or completed (D31). */
const ENROLLED_STATUSES = [OrderStatus.Paid, OrderStatus.InProgress, OrderStatus.Completed];

/** D31: a course's students, the seats taken (held, paid or offered) where seats are counted, else its orders paid. */
const enrolledInProduct = sql<number>`(case when ${products.stock} is not null then greatest(${products.maxStudents} - ${products.stock}, 0)
  else (select count(*) from ${orders} where ${orders.productId} = ${products.id} and ${orders.status} in (${sql.join(
    ENROLLED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})) end)::int`;

/** What a course's forming state is made of (D31), for a read that joins the product. */
export const classSizeColumns = {
  categoryId: products.categoryId,
  stock: products.stock,
  minStudents: products.minStudents,
  maxStudents: products.maxStudents,
  confirmedAt: products.confirmedAt,
  cancelledAt: products.cancelledAt,
  enrolled: enrolledInProduct,
};

export interface ClassSizeRecord {
  categoryId: number;
  stock: number | null;
  minStudents: number;
  maxStudents: number;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  enrolled: number;
}

export type ProductRow = typeof products.$inferSelect;

/**
 * A product with its category's names (the course type), its subject's (the category type tag)
 * and what its own classes say (D20): when the first begins and the weekdays they fall on.
 */
export type ProductRecord = ProductRow & {
  categoryNameEn: string;
  categoryNameZh: string;
  subjectEn: string;
  subjectZh: string;
  firstClassAt: Date | null;
  /** 0 = Sunday … 6 = Saturday, in the academy's time zone, ascending. */
  meetingDays: number[];
  /** Its classes that take place, and those of them still ahead at the moment read (D27). */
  classCount: number;
  classesAhead: number;
  /** D31: students enrolled, the seats taken (held, paid or offered) where seats are counted, else the orders paid. */
  enrolled: number;
  /** D32: families waiting in line. */
  waitlistCount: number;
};

/** The moment a public list is read at: enrolment (D21) is open or closed relative to it. */
export interface CatalogueMoment {
  now: Date;
  /** `now`'s calendar date in the academy's time zone. */
  today: string;
  timeZone: string;
}

export interface ProductFilter {
  courseType?: string | null;
  categoryId?: number | null;
  /** Products offered to ANY of these grades; empty: every grade. */
  grades?: readonly string[];
  /** Empty: every course system. */
  courseSystemIds?: readonly number[];
}

const subjectOfProduct = and(eq(dictionaryEntries.dictionary, SUBJECT_DICTIONARY), eq(dictionaryEntries.code, products.subject));

/** Each product's classes that still take place: the first one's start, their weekdays, how many, and how many are ahead. */
function classesOfProducts(db: Db, { now, timeZone }: Pick<CatalogueMoment, 'now' | 'timeZone'>) {
  return db
    .select({
      productId: schedules.productId,
      firstClassAt: min(schedules.classDate).as('first_class_at'),
      meetingDays: sql<number[]>`array_agg(distinct extract(dow from ${schedules.classDate} at time zone ${timeZone})::int)`.as(
        'meeting_days',
      ),
      classCount: sql<number>`count(*)`.as('class_count'),
      classesAhead: sql<number>`count(*) filter (where ${schedules.classDate} > ${now.toISOString()}::timestamptz)`.as('classes_ahead'),
    })
    .from(schedules)
    .where(and(isNotNull(schedules.productId), isNull(schedules.cancelledAt)))
    .groupBy(schedules.productId)
    .as('product_classes');
}

type ClassesOfProducts = ReturnType<typeof classesOfProducts>;

/**
 * Whether a family can apply now: enrolment open (the SQL form of shared/enrolment.ts, D21) and,
 * for Insights, a seat left (D8). Lists put these first.
 */
function applicableNow(classes: ClassesOfProducts, { now, today }: CatalogueMoment): SQL {
  const begun = sql`case when ${classes.firstClassAt} is null then ${products.equityDateStart} <= ${today}::date
    else ${classes.firstClassAt} <= ${now.toISOString()}::timestamptz end`;
  const enrolmentOpen = sql`(not (${begun}) or coalesce(${products.lateEnrolmentUntil} >= ${today}::date, false))`;
  const seatLeft = sql`(${products.categoryId} <> ${ProductCategory.Insights} or coalesce(${products.stock}, 1) > 0)`;
  return sql`(${enrolmentOpen} and ${seatLeft})`;
}

function productColumns(classes: ClassesOfProducts) {
  return {
    ...getTableColumns(products),
    categoryNameEn: productCategories.nameEn,
    categoryNameZh: productCategories.nameZh,
    // A subject code missing from the dictionary still shows as itself rather than as nothing.
    subjectEn: sql<string>`coalesce(${dictionaryEntries.labelEn}, ${products.subject})`,
    subjectZh: sql<string>`coalesce(${dictionaryEntries.labelZh}, ${products.subject})`,
    firstClassAt: classes.firstClassAt,
    meetingDays: classes.meetingDays,
    classCount: classes.classCount,
    classesAhead: classes.classesAhead,
    enrolled: enrolledInProduct,
    waitlistCount: sql<number>`(select count(*) from ${waitlistEntries} where ${waitlistEntries.productId} = ${products.id} and ${waitlistEntries.status} = 'waiting')`,
  };
}

function selectProducts(db: Db, classes: ClassesOfProducts) {
  return db
    .select(productColumns(classes))
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(dictionaryEntries, subjectOfProduct)
    .leftJoin(classes, eq(classes.productId, products.id));
}

/** Drivers answer aggregates as Date or text, and an array of none as null. */
function completeRecord(
  row: Omit<ProductRecord, 'firstClassAt' | 'meetingDays' | 'classCount' | 'classesAhead' | 'enrolled' | 'waitlistCount'> & {
    firstClassAt: unknown;
    meetingDays: unknown;
    classCount: unknown;
    classesAhead: unknown;
    enrolled: unknown;
    waitlistCount: unknown;
  },
): ProductRecord {
  const first = row.firstClassAt;
  return {
    ...row,
    firstClassAt: first == null ? null : first instanceof Date ? first : new Date(String(first)),
    meetingDays: Array.isArray(row.meetingDays) ? row.meetingDays.map(Number).sort((a, b) => a - b) : [],
    classCount: Number(row.classCount ?? 0),
    classesAhead: Number(row.classesAhead ?? 0),
    enrolled: Number(row.enrolled ?? 0),
    waitlistCount: Number(row.waitlistCount ?? 0),
  };
}

/**
 * Published and public, or formed for this member: a programme formed for one family (D12) never
 * shows in lists, and only that family can open and buy it.
 */
const offeredTo = (memberId?: number | Placeholder) =>
  and(
    eq(products.published, true),
    memberId === undefined ? isNull(products.privateMemberId) : or(isNull(products.privateMemberId), eq(products.privateMemberId, memberId)),
  );

/** Visitors see published products that are not a family's private programme. */
const isPublic = offeredTo();

function publicMatching({ courseType, categoryId, grades = [], courseSystemIds = [] }: ProductFilter): SQL | undefined {
  return and(
    isPublic,
    courseType == null ? undefined : eq(products.courseType, courseType),
    categoryId == null ? undefined : eq(products.categoryId, categoryId),
    grades.length > 0 ? arrayOverlaps(products.grades, [...grades]) : undefined,
    courseSystemIds.length > 0 ? inArray(products.courseSystemId, [...courseSystemIds]) : undefined,
  );
}

/**
 * One page of the public catalogue with the total for the pager: the courses a family can apply
 * for first, then those begun or sold out, each group in the editors' order.
 */
export async function listPublicProducts(
  db: Db,
  filter: ProductFilter,
  page: { offset: number; limit: number },
  moment: CatalogueMoment,
): Promise<{ total: number; rows: ProductRecord[] }> {
  const where = publicMatching(filter);
  const classes = classesOfProducts(db, moment);
  const [rows, [totals]] = await Promise.all([
    selectProducts(db, classes)
      .where(where)
      .orderBy(sql`case when ${applicableNow(classes, moment)} then 0 else 1 end`, asc(products.position), asc(products.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows: rows.map(completeRecord) };
}

/** A product on offer (public, or formed for `memberId`) with what its classes say, for its page. */
export async function findOfferedProduct(db: Db, id: number, moment: Pick<CatalogueMoment, 'now' | 'timeZone'>, memberId?: number): Promise<ProductRecord | undefined> {
  const [row] = await selectProducts(db, classesOfProducts(db, moment))
    .where(and(eq(products.id, id), offeredTo(memberId)))
    .limit(1);
  return row && completeRecord(row);
}

/** The public courses families can apply for now among these, by id, in the editors' order. */
export async function listApplicableProducts(db: Db, ids: readonly number[], moment: CatalogueMoment): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const classes = classesOfProducts(db, moment);
  const rows = await selectProducts(db, classes)
    .where(and(isPublic, inArray(products.id, [...ids]), applicableNow(classes, moment)))
    .orderBy(asc(products.position), asc(products.id));
  return rows.map(completeRecord);
}

/** A product on offer (public, or formed for `memberId`), as an order is made from it. */
export async function findPublishedProduct(db: Db, id: number, memberId?: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), offeredTo(memberId)))
    .limit(1);
  return row;
}

/** What ordering a product needs to know of it, in one read: the order path runs it under load. */
export type ProductToOrder = Pick<
  ProductRow,
  | 'id'
  | 'nameEn'
  | 'nameZh'
  | 'pic'
  | 'price'
  | 'promotionPrice'
  | 'currency'
  | 'categoryId'
  | 'courseType'
  | 'equityDateStart'
  | 'lateEnrolmentUntil'
  | 'privateMemberId'
  | 'stock'
  | 'cancelledAt'
> & { categoryNameEn: string; categoryNameZh: string; firstClassAt: Date | null };

/**
 * A product on offer to `memberId` (as findPublishedProduct), with its category's names and its
 * first class not cancelled (as findFirstClassAt), for an order: the columns and the join
 * condition, so that the order's first statement reads it along with the parent and the child.
 * The category is left-joined on the product; a missing one reads as no product.
 */
export const productToOrderColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameZh: products.nameZh,
  pic: products.pic,
  price: products.price,
  promotionPrice: products.promotionPrice,
  currency: products.currency,
  categoryId: products.categoryId,
  courseType: products.courseType,
  equityDateStart: products.equityDateStart,
  lateEnrolmentUntil: products.lateEnrolmentUntil,
  privateMemberId: products.privateMemberId,
  stock: products.stock,
  cancelledAt: products.cancelledAt,
  categoryNameEn: productCategories.nameEn,
  categoryNameZh: productCategories.nameZh,
  // In epoch seconds: the drivers differ on the type they give an expression's timestamp.
  firstClassAt: sql<number | null>`(select extract(epoch from min(${schedules.classDate})) from ${schedules} where ${schedules.productId} = ${products.id} and ${schedules.cancelledAt} is null)::float8`,
};

export const productToOrderJoin = (id: number | Placeholder, memberId: number | Placeholder) => and(eq(products.id, id), offeredTo(memberId));

type ProductToOrderRow = { [K in keyof Omit<ProductToOrder, 'firstClassAt'>]: ProductToOrder[K] | null } & { firstClassAt: number | null };

/** The product of a row read with productToOrderColumns through left joins; undefined when none matched. */
export function productToOrderOf(row: ProductToOrderRow | null): ProductToOrder | undefined {
  if (row?.id == null || row.categoryNameEn == null) return undefined;
  return { ...row, firstClassAt: row.firstClassAt === null ? null : new Date(Math.round(Number(row.firstClassAt) * 1000)) } as ProductToOrder;
}

/** A product whether or not it is still published: orders keep pointing at what was bought. */
export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}
