import { MAX_CLASS_SIZE } from '../class-size.ts';
import { z } from 'zod';
import { CONTENT_PAGE_SLUGS, COURSE_TYPES, PRODUCT_CATEGORY_IDS, type ContentPageSlug } from '../catalogue.ts';
import { IMAGE_LOCATIONS, type ImageLocation } from '../image-locations.ts';
import { calendarDate, cleanText, requiredTextBlock, requiredTextLine, textBlock, textLine } from './accounts.ts';
import { adminListQuery, optionalFilter } from './admin-lists.ts';

/**
 * `admin/product/*` (issue 7): the catalogue's products and each product's own classes (D20).
 * Descriptions are rich text, sanitised by the server on every write; amounts are integer minor
 * units (D7); class dates are entered in the academy's time zone and stored in UTC (D17).
 */

export const CatalogueFieldMessage = {
  promotionNotBelowPrice: 'promotionNotBelowPrice',
  equityEndBeforeStart: 'equityEndBeforeStart',
  maxBelowMin: 'maxStudentsBelowMin',
  pictureAddressInvalid: 'pictureAddressInvalid',
  joinUrlInvalid: 'joinUrlInvalid',
  timeInvalid: 'timeInvalid',
  linkInvalid: 'linkInvalid',
  codeInvalid: 'catalogueCodeInvalid',
} as const;
const M = CatalogueFieldMessage;

/** Rich text as the editor sends it; the server keeps only what the sanitiser lets through. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
export const richText = textBlock(RICH_TEXT_MAX_LENGTH).default('');

/** A picture on this site (an uploaded file or a bundled image) or on another https address. */
export const pictureAddress = cleanText()
  .max(500)
  .regex(/^(\/(?![/\\])|https:\/\/)[^\s"'<>]*$/, M.pictureAddressInvalid);

/** An online classroom's address: https only, or none yet. */
export const joinUrl = cleanText()
  .max(500)
  .refine((value) => value === '' || /^https:\/\/[^\s"'<>]+$/.test(value), M.joinUrlInvalid)
  .default('');

const minorUnits = z.number().int().min(0).max(100_000_000);
const id = z.number().int().min(1).max(2_147_483_647);

export const productBody = z
  .object({
    nameEn: requiredTextLine(200),
    nameZh: textLine(200).default(''),
    descriptionEn: richText,
    descriptionZh: richText,
    pic: pictureAddress,
    price: minorUnits,
    promotionPrice: minorUnits.nullable().default(null),
    categoryId: z.union(PRODUCT_CATEGORY_IDS.map((value) => z.literal(value))),
    courseType: z.enum(COURSE_TYPES),
    subject: textLine(50).default(''),
    grades: z.array(textLine(20)).max(30).default([]),
    courseSystemId: id.nullable().default(null),
    timetableId: id.nullable().default(null),
    totalClassHours: z.number().int().min(0).max(10_000),
    /** D31: the class runs from this many students; null takes the category's default. */
    minStudents: z.number().int().min(1).max(MAX_CLASS_SIZE).nullable().default(null),
    /** D31: the most students, which for Insights is the seat count (D8); never fewer than the seats taken. */
    maxStudents: z.number().int().min(1).max(MAX_CLASS_SIZE).nullable().default(null),
    equityDateStart: calendarDate,
    equityDateEnd: calendarDate,
    lateEnrolmentUntil: calendarDate.nullable().default(null),
    published: z.boolean().default(false),
    teacherIds: z.array(id).max(20).default([]),
  })
  .refine((body) => body.promotionPrice === null || body.promotionPrice < body.price, { path: ['promotionPrice'], message: M.promotionNotBelowPrice })
  .refine((body) => body.equityDateEnd >= body.equityDateStart, { path: ['equityDateEnd'], message: M.equityEndBeforeStart })
  .refine((body) => body.minStudents === null || body.maxStudents === null || body.minStudents <= body.maxStudents, {
    path: ['maxStudents'],
    message: M.maxBelowMin,
  });
export type ProductBody = z.input<typeof productBody>;

export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'updatedAt', 'position'] as const;

export const adminProductListQuery = adminListQuery(ADMIN_PRODUCT_SORTS, '-updatedAt').extend({
  categoryId: optionalFilter(z.coerce.number().int().min(0).max(32_767)),
  published: optionalFilter(z.enum(['true', 'false']).transform((value) => value === 'true')),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuery>;

/** A class of a product, as staff enter it: the academy's wall clock (D17). */
export const productClassBody = z.object({
  nameEn: requiredTextLine(200),
  nameZh: textLine(200).default(''),
  date: calendarDate,
  time: z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid),
  durationMinutes: z.number().int().min(5).max(600).default(60),
  teacherId: id.nullable().default(null),
  capacity: z.number().int().min(1).max(500).default(8),
  joinUrl,
});
export type ProductClassBody = z.input<typeof productClassBody>;

export interface AdminProductSummary {
  id: number;
  nameEn: string;
  nameZh: string;
  pic: string;
  price: number;
  promotionPrice: number | null;
  currency: string;
  categoryId: number;
  courseType: string;
  subject: string;
  stock: number | null;
  published: boolean;
  /** A programme formed for one family (D12); staff see it, visitors never. */
  private: boolean;
  updatedTime: string;
}

export interface AdminProductList {
  total: number;
  list: AdminProductSummary[];
}

export interface AdminProductClass {
  id: number;
  nameEn: string;
  nameZh: string;
  /** UTC instant (D17). */
  classTime: string;
  /** The academy's wall clock, as the form shows it. */
  date: string;
  time: string;
  durationMinutes: number;
  teacherId: number | null;
  capacity: number;
  seatsTaken: number;
  joinUrl: string;
  cancelledTime: string | null;
}

export interface AdminProductDetail extends Omit<AdminProductSummary, 'private'> {
  descriptionEn: string;
  descriptionZh: string;
  grades: string[];
  courseSystemId: number | null;
  timetableId: number | null;
  totalClassHours: number;
  minStudents: number;
  maxStudents: number;
  /** Orders holding a seat now and seats offered to the waitlist (D8, D32). */
  seatsTaken: number;
  equityDateStart: string;
  equityDateEnd: string;
  lateEnrolmentUntil: string | null;
  teacherIds: number[];
  private: boolean;
  classes: AdminProductClass[];
}

export interface CatalogueOption {
  value: string;
  labelEn: string;
  labelZh: string;
}

/** What the product form picks from. */
export interface AdminCatalogueOptions {
  categories: CatalogueOption[];
  courseSystems: CatalogueOption[];
  timetables: CatalogueOption[];
  grades: CatalogueOption[];
  subjects: CatalogueOption[];
  teachers: CatalogueOption[];
  timeZone: string;
}

// ---- content pages (admin/content/*) -----------------------------------------------------------

export const contentPageQuery = z.object({ slug: z.enum(CONTENT_PAGE_SLUGS as [ContentPageSlug, ...ContentPageSlug[]]) });

const optionalWhole = (max: number) => z.number().int().min(1).max(max).nullable().default(null);

/** A block of a content page; its details are rich text, sanitised on every write. */
export const contentBlockBody = z.object({
  imageLocation: z.enum(IMAGE_LOCATIONS),
  titleEn: textLine(300).default(''),
  titleZh: textLine(300).default(''),
  moduleEn: textLine(200).default(''),
  moduleZh: textLine(200).default(''),
  subTitleEn: textLine(300).default(''),
  subTitleZh: textLine(300).default(''),
  detailsEn: richText,
  detailsZh: richText,
  image: z.union([z.literal(''), pictureAddress]).default(''),
  imageWidth: optionalWhole(4000),
  imageHeight: optionalWhole(4000),
  buttonUrl: cleanText()
    .max(500)
    .refine((value) => value === '' || /^(\/(?![/\\])|https:\/\/|mailto:)[^\s"'<>]*$/.test(value), M.linkInvalid)
    .default(''),
  buttonTextEn: textLine(100).default(''),
  buttonTextZh: textLine(100).default(''),
  fontSize: optionalWhole(96),
  align: z.enum(['left', 'center', 'right']).default('left'),
  published: z.boolean().default(true),
});
export type ContentBlockBody = z.input<typeof contentBlockBody>;

export const createContentBlockBody = contentBlockBody.extend({ pageSlug: contentPageQuery.shape.slug });
export type CreateContentBlockBody = z.input<typeof createContentBlockBody>;

export const blockVisibilityBody = z.object({ published: z.boolean() });

/** The page's blocks in their new order: every block of the page, each once. */
export const reorderBlocksBody = z.object({
  pageSlug: contentPageQuery.shape.slug,
  blockIds: z.array(id).min(1).max(200),
});
export type ReorderBlocksBody = z.input<typeof reorderBlocksBody>;

/** Whether the page shows its timetables and its products under the blocks. */
export const contentPageSettingsBody = z.object({
  pageSlug: contentPageQuery.shape.slug,
  isShowTimetable: z.boolean(),
  isShowGoods: z.boolean(),
});
export type ContentPageSettingsBody = z.input<typeof contentPageSettingsBody>;

export interface AdminContentBlock extends Required<Omit<ContentBlockBody, 'imageLocation' | 'align'>> {
  id: number;
  position: number;
  imageLocation: ImageLocation;
  align: 'left' | 'center' | 'right';
}

export interface AdminContentPageSummary {
  slug: ContentPageSlug;
  titleEn: string;
  titleZh: string;
  blocks: number;
  hiddenBlocks: number;
}

export interface AdminContentPage {
  slug: ContentPageSlug;
  titleEn: string;
  titleZh: string;
  isShowTimetable: boolean;
  isShowGoods: boolean;
  blocks: AdminContentBlock[];
}

// ---- faculty (admin/faculty/*, D18) -------------------------------------------------------------

/** A faculty entry; its biography is plain text (the page shows it as written). */
export const facultyBody = z.object({
  nameEn: requiredTextLine(120),
  nameZh: textLine(120).default(''),
  biographyEn: requiredTextBlock(4000),
  biographyZh: textBlock(4000).default(''),
  photo: pictureAddress,
  subjects: z.array(textLine(50)).max(20).default([]),
  published: z.boolean().default(true),
});
export type FacultyBody = z.input<typeof facultyBody>;

export const ADMIN_FACULTY_SORTS = ['position', 'name'] as const;

export const adminFacultyListQuery = adminListQuery(ADMIN_FACULTY_SORTS, 'position').extend({
  published: optionalFilter(z.enum(['true', 'false']).transform((value) => value === 'true')),
});

export interface AdminFacultyMember extends Required<FacultyBody> {
  id: number;
  position: number;
  /** The teacher's account linked to the entry (D30), or null. */
  userId: number | null;
}

/** `admin/faculty/linkTeacher/{id}`: a teacher's account, or null to unlink. */
export const linkTeacherBody = z.object({ userId: z.number().int().positive().max(2_147_483_647).nullable() });
export type LinkTeacherBody = z.input<typeof linkTeacherBody>;

/** `admin/faculty/teacherAccounts`: teacher accounts to link, each with the entry it is linked to. */
export interface TeacherAccountOption {
  id: number;
  username: string;
  nickname: string;
  facultyId: number | null;
}

export interface AdminFacultyList {
  total: number;
  list: AdminFacultyMember[];
}

// ---- timetables, course systems, grades (admin/timetable, admin/courseSystem, admin/dictionary) ---

export const timetableBody = z
  .object({
    nameEn: requiredTextLine(200),
    nameZh: textLine(200).default(''),
    startDate: calendarDate,
    endDate: calendarDate,
    position: z.number().int().min(0).max(100_000).default(0),
  })
  .refine((body) => body.endDate >= body.startDate, { path: ['endDate'], message: M.equityEndBeforeStart });
export type TimetableBody = z.input<typeof timetableBody>;

export const courseSystemBody = z.object({
  nameEn: requiredTextLine(200),
  nameZh: textLine(200).default(''),
  position: z.number().int().min(0).max(100_000).default(0),
});
export type CourseSystemBody = z.input<typeof courseSystemBody>;

/** A grade of the grade dictionary, saved by its code (a new code adds one). */
export const gradeBody = z.object({
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, M.codeInvalid),
  labelEn: requiredTextLine(100),
  labelZh: requiredTextLine(100),
  position: z.number().int().min(0).max(100_000).default(0),
});
export type GradeBody = z.input<typeof gradeBody>;

export interface AdminTimetable extends Required<TimetableBody> {
  id: number;
}
export interface AdminCourseSystem extends Required<CourseSystemBody> {
  id: number;
}
export type AdminGrade = Required<GradeBody>;
