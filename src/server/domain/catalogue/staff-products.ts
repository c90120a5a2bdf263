import type { z } from 'zod';
import type { adminProductListQuery, productBody, productClassBody } from '../../../shared/api/admin-catalogue.ts';
import { CSV_MAX_ROWS, pageWindowOf } from '../../../shared/api/admin-lists.ts';
import { showsStock } from '../../../shared/catalogue.ts';
import { classSizeDefaultOf } from '../../../shared/class-size.ts';
import { offerSeatsInStock } from '../waitlist/seat-offers.ts';
import { instantInZone } from '../../../shared/zoned-time.ts';
import type { Db } from '../../db/database.ts';
import {
  countSeatsTaken,
  existingIds,
  findProductClass,
  findProductForStaff,
  insertProduct,
  insertSchedule,
  nextProductPosition,
  listClassesOfProduct,
  listTeacherIdsOfProduct,
  replaceProductTeachers,
  searchProductsForStaff,
  updateProduct,
  updateSchedule,
  type ProductValues,
} from '../../db/repositories/admin-catalogue-repository.ts';
import type { ProductRow } from '../../db/repositories/product-repository.ts';
import type { ScheduleRow } from '../../db/repositories/schedule-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { afterClassChanged } from '../bookings/booking-notifications.ts';
import { tellClassTeacherChanged, tellCourseTeachersChanged } from '../teachers/teacher-change-notices.ts';
import { listRoster } from '../../db/repositories/booking-repository.ts';
import { findClass } from '../../db/repositories/class-repository.ts';
import { sanitizeRichText } from '../content/sanitize-rich-text.ts';

type ProductInput = z.output<typeof productBody>;
type ClassInput = z.output<typeof productClassBody>;

export interface CatalogueDeps {
  db: Db;
  now: Date;
  /** The academy's time zone: class times are entered on its wall clock (D17). */
  timeZone: string;
  /** D32: how long a seat offered to a waitlist is held. */
  offerHours?: number;
}

const productNotFound = () => new ApiError(404, 'productNotFound');
const classNotFound = () => new ApiError(404, 'classNotFound');

export function listProductsForStaff(db: Db, query: z.output<typeof adminProductListQuery>) {
  const window = query.format === 'csv' ? { offset: 0, limit: CSV_MAX_ROWS } : pageWindowOf(query);
  return searchProductsForStaff(db, { q: query.q, categoryId: query.categoryId, published: query.published, sort: query.sort, ...window });
}

export async function readProductForStaff(db: Db, id: number) {
  const product = await findProductForStaff(db, id);
  if (!product) throw productNotFound();
  const [teacherIds, seatsTaken, classes] = await Promise.all([listTeacherIdsOfProduct(db, id), countSeatsTaken(db, id), listClassesOfProduct(db, id)]);
  return { product, teacherIds, seatsTaken, classes };
}

export type StaffProductRecord = Awaited<ReturnType<typeof readProductForStaff>>;

/** Refuses ids of course systems, timetables or teachers that do not exist, naming the field. */
async function checkReferences(db: Db, input: ProductInput) {
  const checks = [
    ['courseSystem', input.courseSystemId === null ? [] : [input.courseSystemId], 'courseSystemId'],
    ['timetable', input.timetableId === null ? [] : [input.timetableId], 'timetableId'],
    ['faculty', input.teacherIds, 'teacherIds'],
  ] as const;
  for (const [table, ids, field] of checks) {
    const found = await existingIds(db, table, ids);
    if (ids.some((id) => !found.has(id))) throw new ApiError(409, 'unknownReference', { field });
  }
}

/**
 * The columns a form sets. Rich text is sanitised here, on every write; `stock` is what is left
 * of the maximum once the seats already taken are counted (D8, D31), and only Insights count seats.
 */
function productValues(input: ProductInput, seatsTaken: number, now: Date): Omit<ProductValues, 'pictures' | 'position' | 'currency' | 'privateMemberId'> {
  const sizes = classSizeDefaultOf(input.categoryId);
  const minStudents = input.minStudents ?? Math.min(sizes.min, input.maxStudents ?? sizes.max);
  const maxStudents = input.maxStudents ?? Math.max(sizes.max, minStudents);
  const countsSeats = showsStock(input.categoryId);
  if (countsSeats && maxStudents < seatsTaken) throw new ApiError(409, 'seatsBelowTaken', { taken: String(seatsTaken) });
  return {
    nameEn: input.nameEn,
    nameZh: input.nameZh,
    descriptionEn: sanitizeRichText(input.descriptionEn),
    descriptionZh: sanitizeRichText(input.descriptionZh),
    pic: input.pic,
    price: input.price,
    promotionPrice: input.promotionPrice,
    categoryId: input.categoryId,
    courseType: input.courseType,
    subject: input.subject,
    grades: [...new Set(input.grades)],
    courseSystemId: input.courseSystemId,
    timetableId: input.timetableId,
    totalClassHours: input.totalClassHours,
    stock: countsSeats ? maxStudents - seatsTaken : null,
    minStudents,
    maxStudents,
    equityDateStart: input.equityDateStart,
    equityDateEnd: input.equityDateEnd,
    lateEnrolmentUntil: input.lateEnrolmentUntil,
    published: input.published,
    updatedAt: now,
  };
}

/** The audited picture of a product: its columns and its teachers, never its timestamps. */
const audited = (product: ProductRow, teacherIds: readonly number[]) => {
  const { updatedAt: _updatedAt, ...fields } = product;
  return { ...fields, teacherIds: [...teacherIds] };
};

/** A new product, at the end of the editors' order. */
export async function createProductForStaff(deps: CatalogueDeps, staff: Member, input: ProductInput): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const teacherIds = [...new Set(input.teacherIds)];
    const product = await insertProduct(tx, { ...productValues(input, 0, deps.now), pictures: [], position: await nextProductPosition(tx) });
    await replaceProductTeachers(tx, product.id, teacherIds);
    await recordStaffAction(tx, staff, { action: 'product.create', entityType: 'product', entityId: product.id, before: null, after: audited(product, teacherIds) });
    return product.id;
  });
}

/**
 * Saves the form over the product. The row is locked first so that no order takes a seat
 * between counting the seats taken and writing what is left. Orders keep their own amounts
 * (D7): a new price applies to orders placed from now on.
 */
export async function updateProductForStaff(deps: CatalogueDeps, staff: Member, id: number, input: ProductInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await findProductForStaff(tx, id, true);
    if (!locked) throw productNotFound();
    await checkReferences(tx, input);
    const [beforeTeachers, seatsTaken] = await Promise.all([listTeacherIdsOfProduct(tx, id), countSeatsTaken(tx, id)]);
    const teacherIds = [...new Set(input.teacherIds)];
    const saved = await updateProduct(tx, id, productValues(input, seatsTaken, deps.now));
    // D32: seats the new maximum adds go first to the families waiting.
    if (saved.stock !== null && saved.stock > 0) await offerSeatsInStock(tx, id, { now: deps.now, offerHours: deps.offerHours, timeZone: deps.timeZone });
    await replaceProductTeachers(tx, id, teacherIds);
    await recordStaffAction(tx, staff, { action: 'product.update', entityType: 'product', entityId: id, before: audited(locked, beforeTeachers), after: audited(saved, teacherIds) });
    await tellCourseTeachersChanged(tx, deps, saved, beforeTeachers, teacherIds);
  });
}

const auditedClass = (row: ScheduleRow) => ({
  nameEn: row.nameEn,
  nameZh: row.nameZh,
  classDate: row.classDate,
  durationMinutes: row.durationMinutes,
  teacherId: row.teacherId,
  capacity: row.capacity,
  joinUrl: row.joinUrl,
  cancelledAt: row.cancelledAt,
});

function classValues(deps: CatalogueDeps, input: ClassInput) {
  return {
    nameEn: input.nameEn,
    nameZh: input.nameZh,
    classDate: instantInZone(input.date, input.time, deps.timeZone),
    durationMinutes: input.durationMinutes,
    teacherId: input.teacherId,
    capacity: input.capacity,
    joinUrl: input.joinUrl,
  };
}

async function checkTeacher(db: Db, teacherId: number | null) {
  if (teacherId !== null && !(await existingIds(db, 'faculty', [teacherId])).has(teacherId)) {
    throw new ApiError(409, 'unknownReference', { field: 'teacherId' });
  }
}

/** A new class of the product, in the product's timetable and course system, for its grades. */
export async function addProductClass(deps: CatalogueDeps, staff: Member, productId: number, input: ClassInput): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const product = await findProductForStaff(tx, productId, true);
    if (!product) throw productNotFound();
    if (product.timetableId === null || product.courseSystemId === null) throw new ApiError(409, 'classNeedsTimetable');
    await checkTeacher(tx, input.teacherId);
    const row = await insertSchedule(tx, {
      ...classValues(deps, input),
      productId,
      timetableId: product.timetableId,
      courseSystemId: product.courseSystemId,
      grades: product.grades,
    });
    await updateProduct(tx, productId, { updatedAt: deps.now });
    await recordStaffAction(tx, staff, { action: 'productClass.create', entityType: 'productClass', entityId: row.id, before: null, after: auditedClass(row), note: `product ${productId}` });
    return productId;
  });
}

/** Moves or changes a class; its capacity never goes below the seats already booked (D23). */
export async function updateProductClass(deps: CatalogueDeps, staff: Member, classId: number, input: ClassInput): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const locked = await findProductClass(tx, classId, true);
    if (!locked) throw classNotFound();
    if (input.capacity < locked.seatsTaken) throw new ApiError(409, 'capacityBelowTaken', { taken: String(locked.seatsTaken) });
    await checkTeacher(tx, input.teacherId);
    const saved = await updateSchedule(tx, classId, classValues(deps, input));
    const item = (await findClass(tx, classId))!;
    if (saved.classDate.getTime() !== locked.classDate.getTime() || saved.joinUrl !== locked.joinUrl) {
      const booked = (await listRoster(tx, classId)).filter((booking) => booking.status === 'booked');
      await afterClassChanged(tx, { item, previousStart: locked.classDate, booked, timeZone: deps.timeZone, now: deps.now });
    }
    await tellClassTeacherChanged(tx, deps, locked.teacherId, item);
    await recordStaffAction(tx, staff, { action: 'productClass.update', entityType: 'productClass', entityId: classId, before: auditedClass(locked), after: auditedClass(saved) });
    return locked.productId!;
  });
}

/** Cancels a class nobody booked; a booked one is moved instead, so that no family loses it. */
export async function cancelProductClass(deps: CatalogueDeps, staff: Member, classId: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const locked = await findProductClass(tx, classId, true);
    if (!locked) throw classNotFound();
    if (locked.cancelledAt) throw new ApiError(409, 'classAlreadyCancelled');
    if (locked.seatsTaken > 0) throw new ApiError(409, 'classHasBookings');
    const saved = await updateSchedule(tx, classId, { cancelledAt: deps.now });
    await recordStaffAction(tx, staff, { action: 'productClass.cancel', entityType: 'productClass', entityId: classId, before: auditedClass(locked), after: auditedClass(saved) });
    return locked.productId!;
  });
}
