import { and, arrayOverlaps, asc, count, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SUBJECT_DICTIONARY } from '../../../shared/catalogue.ts';
import type { Db } from '../database.ts';
import { dictionaryEntries, productCategories, products } from '../schema.ts';

export type ProductRow = typeof products.$inferSelect;
/** A product with its category's names (the course type) and its subject's (the category type tag). */
export type ProductRecord = ProductRow & { categoryNameEn: string; categoryNameZh: string; subjectEn: string; subjectZh: string };

export interface ProductFilter {
  courseType?: string | null;
  categoryId?: number | null;
  /** Products offered to ANY of these grades; empty: every grade. */
  grades?: readonly string[];
  /** Empty: every course system. */
  courseSystemIds?: readonly number[];
}

const productWithCategory = {
  ...getTableColumns(products),
  categoryNameEn: productCategories.nameEn,
  categoryNameZh: productCategories.nameZh,
  // A subject code missing from the dictionary still shows as itself rather than as nothing.
  subjectEn: sql<string>`coalesce(${dictionaryEntries.labelEn}, ${products.subject})`,
  subjectZh: sql<string>`coalesce(${dictionaryEntries.labelZh}, ${products.subject})`,
};

const subjectOfProduct = and(eq(dictionaryEntries.dictionary, SUBJECT_DICTIONARY), eq(dictionaryEntries.code, products.subject));

/**
 * Published and public, or formed for this member: a programme formed for one family (D12) never
 * shows in lists, and only that family can open and buy it.
 */
const offeredTo = (memberId?: number) =>
  and(eq(products.published, true), memberId === undefined ? isNull(products.privateMemberId) : or(isNull(products.privateMemberId), eq(products.privateMemberId, memberId)));

function publishedMatching({ courseType, categoryId, grades = [], courseSystemIds = [] }: ProductFilter): SQL | undefined {
  return and(
    offeredTo(),
    courseType == null ? undefined : eq(products.courseType, courseType),
    categoryId == null ? undefined : eq(products.categoryId, categoryId),
    grades.length > 0 ? arrayOverlaps(products.grades, [...grades]) : undefined,
    courseSystemIds.length > 0 ? inArray(products.courseSystemId, [...courseSystemIds]) : undefined,
  );
}

/** One page of the published catalogue, in the editors' order, with the total for the pager. */
export async function listPublishedProducts(
  db: Db,
  filter: ProductFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: ProductRecord[] }> {
  const where = publishedMatching(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(productWithCategory)
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .leftJoin(dictionaryEntries, subjectOfProduct)
      .where(where)
      .orderBy(asc(products.position), asc(products.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

/** A product on offer: a public one, or one formed for `memberId`. */
export async function findPublishedProduct(db: Db, id: number, memberId?: number): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select(productWithCategory)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(dictionaryEntries, subjectOfProduct)
    .where(and(eq(products.id, id), offeredTo(memberId)))
    .limit(1);
  return row;
}

/** A product whether or not it is still published: orders keep pointing at what was bought. */
export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}
