import type { z } from 'zod';
import { enrolmentStatusOf, type EnrolmentStatusCode } from '../../../shared/enrolment.ts';
import type { productListQuery } from '../../../shared/api/public-queries.ts';
import type { Db } from '../../db/database.ts';
import { findCourseSystem, type CourseSystemRow } from '../../db/repositories/course-system-repository.ts';
import type { DictionaryEntryRow } from '../../db/repositories/dictionary-repository.ts';
import {
  findOfferedProduct,
  listPublicProducts,
  type CatalogueMoment,
  type ProductRecord,
} from '../../db/repositories/product-repository.ts';
import { listTeachersOfProducts, type ProductTeacherRow } from '../../db/repositories/product-teacher-repository.ts';
import { summariseProductClasses, type ProductClassSummary } from '../../db/repositories/schedule-repository.ts';
import { findTimetableById, type TimetableRow } from '../../db/repositories/timetable-repository.ts';
import { notFound } from '../../http/errors.ts';
import { localDayKey } from './academy-time.ts';
import { assertKnownGrades, listGrades } from './grades.ts';

export type ProductListRequest = z.output<typeof productListQuery>;

/** How many upcoming class dates a course's detail page lists. */
export const UPCOMING_SESSIONS_SHOWN = 5;

export const catalogueMomentAt = (now: Date, timeZone: string): CatalogueMoment => ({
  now,
  today: localDayKey(now, timeZone),
  timeZone,
});

/** A course as visitors see it: with whether they can enrol (D21) and its grades' names. */
export interface CatalogueProduct {
  product: ProductRecord;
  enrolment: EnrolmentStatusCode;
  /** In the dictionary's order. */
  grades: DictionaryEntryRow[];
  /** Whether the grades follow one another in the dictionary, so that a card may show them as a range. */
  gradesConsecutive: boolean;
}

function describeProduct(product: ProductRecord, gradeDictionary: DictionaryEntryRow[], moment: CatalogueMoment): CatalogueProduct {
  const offered = new Set(product.grades);
  const indexes = gradeDictionary.flatMap((entry, index) => (offered.has(entry.code) ? [index] : []));
  return {
    product,
    enrolment: enrolmentStatusOf(product, moment.now, moment.today),
    grades: indexes.map((index) => gradeDictionary[index]),
    gradesConsecutive: indexes.length > 0 && indexes.at(-1)! - indexes[0] === indexes.length - 1,
  };
}

/** Describes a list of products with one read of the grade dictionary. */
export async function describeProducts(db: Db, products: ProductRecord[], moment: CatalogueMoment): Promise<CatalogueProduct[]> {
  if (products.length === 0) return [];
  const dictionary = await listGrades(db);
  return products.map((product) => describeProduct(product, dictionary, moment));
}

export async function listCatalogueProducts(db: Db, request: ProductListRequest, moment: CatalogueMoment) {
  const grades = request.grades ?? [];
  await assertKnownGrades(db, grades, 'grades');
  const page = await listPublicProducts(
    db,
    {
      courseType: request.courseType,
      categoryId: request.productCategoryId,
      grades,
      courseSystemIds: request.ttIds ?? [],
    },
    { offset: (request.pageNum - 1) * request.pageSize, limit: request.pageSize },
    moment,
  );
  return { total: page.total, items: await describeProducts(db, page.rows, moment) };
}

export interface ProductDetailRecord {
  item: CatalogueProduct;
  courseSystem: CourseSystemRow | undefined;
  timetable: TimetableRow | undefined;
  teachers: ProductTeacherRow[];
  classes: ProductClassSummary;
}

/**
 * A course on offer with what its page needs: its teachers, course system and its own classes
 * (D20). `memberId` also finds a programme formed for that family (D12).
 */
export async function loadProductDetail(db: Db, id: number, moment: CatalogueMoment, memberId?: number): Promise<ProductDetailRecord> {
  const product = await findOfferedProduct(db, id, moment, memberId);
  if (!product) throw notFound('productNotFound');

  const [[item], courseSystem, timetable, teachers, classes] = await Promise.all([
    describeProducts(db, [product], moment),
    product.courseSystemId == null ? undefined : findCourseSystem(db, product.courseSystemId),
    product.timetableId == null ? undefined : findTimetableById(db, product.timetableId),
    listTeachersOfProducts(db, [product.id]),
    summariseProductClasses(db, { productId: product.id, now: moment.now, upcomingLimit: UPCOMING_SESSIONS_SHOWN }),
  ]);
  return { item, courseSystem, timetable, teachers, classes };
}
