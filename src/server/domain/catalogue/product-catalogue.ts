import type { z } from 'zod';
import type { productListQuery } from '../../../shared/api/public-queries.ts';
import type { Db } from '../../db/database.ts';
import { findCourseSystem, type CourseSystemRow } from '../../db/repositories/course-system-repository.ts';
import type { DictionaryEntryRow } from '../../db/repositories/dictionary-repository.ts';
import {
  findPublishedProduct,
  listPublishedProducts,
  type ProductRecord,
} from '../../db/repositories/product-repository.ts';
import { summariseSchedules, type ScheduleStatistics } from '../../db/repositories/schedule-repository.ts';
import { findTimetableById, type TimetableRow } from '../../db/repositories/timetable-repository.ts';
import { notFound } from '../../http/errors.ts';
import { assertKnownGrades, gradesOf } from './grades.ts';

export type ProductListRequest = z.output<typeof productListQuery>;

/** How many upcoming class dates a course's detail page lists. */
export const UPCOMING_SESSIONS_SHOWN = 5;

export async function listCatalogueProducts(db: Db, request: ProductListRequest) {
  const grades = request.grades ?? [];
  await assertKnownGrades(db, grades, 'grades');
  return listPublishedProducts(
    db,
    {
      courseType: request.courseType,
      categoryId: request.productCategoryId,
      grades,
      courseSystemIds: request.ttIds ?? [],
    },
    { offset: (request.pageNum - 1) * request.pageSize, limit: request.pageSize },
  );
}

export interface ProductDetailRecord {
  product: ProductRecord;
  grades: DictionaryEntryRow[];
  courseSystem: CourseSystemRow | undefined;
  timetable: TimetableRow | undefined;
  schedule: ScheduleStatistics | null;
}

/**
 * A published course with what its page needs: grade names, course system and its sessions.
 * `memberId` also finds a programme formed for that family (D12).
 */
export async function loadProductDetail(db: Db, id: number, now = new Date(), memberId?: number): Promise<ProductDetailRecord> {
  const product = await findPublishedProduct(db, id, memberId);
  if (!product) throw notFound('productNotFound');

  const [grades, courseSystem, timetable] = await Promise.all([
    gradesOf(db, product.grades),
    product.courseSystemId == null ? undefined : findCourseSystem(db, product.courseSystemId),
    product.timetableId == null ? undefined : findTimetableById(db, product.timetableId),
  ]);
  const schedule = timetable
    ? await summariseSchedules(db, {
        timetableId: timetable.id,
        courseSystemId: product.courseSystemId,
        now,
        upcomingLimit: UPCOMING_SESSIONS_SHOWN,
      })
    : null;
  return { product, grades, courseSystem, timetable, schedule };
}
