import type { AdminCatalogueOptions, AdminProductClass, AdminProductDetail, AdminProductList, AdminProductSummary } from '../../shared/api/admin-catalogue.ts';
import { dateInZone, timeInZone } from '../../shared/zoned-time.ts';
import type { ProductRow } from '../db/repositories/product-repository.ts';
import type { ScheduleRow } from '../db/repositories/schedule-repository.ts';
import type { StaffProductRecord } from '../domain/catalogue/staff-products.ts';

/** Staff see both languages of every field, as stored, to edit them side by side (D4). */

export function presentAdminProductSummary(product: ProductRow): AdminProductSummary {
  return {
    id: product.id,
    nameEn: product.nameEn,
    nameZh: product.nameZh,
    pic: product.pic,
    price: product.price,
    promotionPrice: product.promotionPrice,
    currency: product.currency,
    categoryId: product.categoryId,
    courseType: product.courseType,
    subject: product.subject,
    stock: product.stock,
    published: product.published,
    private: product.privateMemberId !== null,
    updatedTime: product.updatedAt.toISOString(),
  };
}

export const presentAdminProductPage = (page: { total: number; rows: ProductRow[] }): AdminProductList => ({
  total: page.total,
  list: page.rows.map(presentAdminProductSummary),
});

export function presentAdminProductClass(row: ScheduleRow, timeZone: string): AdminProductClass {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    classTime: row.classDate.toISOString(),
    date: dateInZone(row.classDate, timeZone),
    time: timeInZone(row.classDate, timeZone),
    durationMinutes: row.durationMinutes,
    teacherId: row.teacherId,
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    joinUrl: row.joinUrl,
    cancelledTime: row.cancelledAt?.toISOString() ?? null,
  };
}

export function presentAdminProductDetail(record: StaffProductRecord, timeZone: string): AdminProductDetail {
  const { product } = record;
  return {
    ...presentAdminProductSummary(product),
    descriptionEn: product.descriptionEn,
    descriptionZh: product.descriptionZh,
    grades: product.grades,
    courseSystemId: product.courseSystemId,
    timetableId: product.timetableId,
    totalClassHours: product.totalClassHours,
    minStudents: product.minStudents,
    maxStudents: product.maxStudents,
    seatsTaken: record.seatsTaken,
    equityDateStart: product.equityDateStart,
    equityDateEnd: product.equityDateEnd,
    lateEnrolmentUntil: product.lateEnrolmentUntil,
    teacherIds: record.teacherIds,
    classes: record.classes.map((row) => presentAdminProductClass(row, timeZone)),
  };
}

interface Named {
  nameEn: string;
  nameZh: string;
}

const option = (value: string | number, labels: Named) => ({ value: String(value), labelEn: labels.nameEn, labelZh: labels.nameZh });
const entryOption = (entry: { code: string; labelEn: string; labelZh: string }) => ({ value: entry.code, labelEn: entry.labelEn, labelZh: entry.labelZh });

export function presentCatalogueOptions(sources: {
  categories: ({ id: number } & Named)[];
  courseSystems: ({ id: number } & Named)[];
  timetables: ({ id: number } & Named)[];
  grades: { code: string; labelEn: string; labelZh: string }[];
  subjects: { code: string; labelEn: string; labelZh: string }[];
  teachers: ({ id: number } & Named)[];
  timeZone: string;
}): AdminCatalogueOptions {
  return {
    categories: sources.categories.map((row) => option(row.id, row)),
    courseSystems: sources.courseSystems.map((row) => option(row.id, row)),
    timetables: sources.timetables.map((row) => option(row.id, row)),
    grades: sources.grades.map(entryOption),
    subjects: sources.subjects.map(entryOption),
    teachers: sources.teachers.map((row) => option(row.id, row)),
    timeZone: sources.timeZone,
  };
}
