import type { ImageLocation } from '../catalogue.ts';

/** Wire shapes of the visitor-facing API (spec §3 and §7). Field names are the contract. */

export interface ProductDto {
  id: number;
  name: string;
  pic: string;
  /** Minor units (D7), in `currency`. */
  price: number;
  promotionPrice: number | null;
  currency: string;
  productCategoryId: number;
  productCategoryTypeName: string;
  courseType: string;
  courseTypeName: string;
  totalClassHours: number;
  /** Seats left; null where the category has no stock (59). */
  stock: number | null;
  equityDateStart: string;
  equityDateEnd: string;
  grades: string[];
  courseSystemId: number | null;
}

export interface ScheduleSummary {
  timetableId: number;
  timetableName: string;
  sessionCount: number;
  firstClassDate: string | null;
  lastClassDate: string | null;
  upcoming: string[];
}

export interface ProductDetailDto extends ProductDto {
  description: string;
  pictures: string[];
  gradeNames: string[];
  courseSystemName: string | null;
  schedule: ScheduleSummary | null;
}

export interface ContentBlockDto {
  id: number;
  imageLocation: ImageLocation;
  title: string;
  module: string;
  subTitle: string;
  /** Sanitised HTML. */
  details: string;
  image: string;
  imageWidth: number | null;
  /** Spelled as the specification spells it. */
  imageHeigh: number | null;
  buttonUrl: string;
  buttonText: string;
  fontSize: number | null;
  align: 'left' | 'center' | 'right';
}

export interface TimetableDto {
  id: number;
  timetableName: string;
  startDate: string;
  endDate: string;
}

export interface ContentPageDto {
  slug: string;
  code: number;
  pageTitle: string;
  pageDescription: string;
  ddcContentDetailList: ContentBlockDto[];
  isShowTimetable: boolean;
  isShowGoods: boolean;
  ddcCourseTimetables: TimetableDto[];
  /** The product list's default filter on this page. */
  goodsCategoryId: number | null;
  goodsCourseType: string | null;
}

export interface HeadPictureDto {
  id: number;
  image: string;
  title: string;
  subTitle: string;
  buttonText: string;
  buttonUrl: string;
}

export interface HomeSubjectDto {
  id: number;
  name: string;
  description: string;
  icon: string;
}

export interface CustomerSharingDto {
  id: number;
  name: string;
  role: string;
  content: string;
  avatar: string;
}

export interface HomeContentDto {
  ddcContent: { title: string; details: string };
  ddcCustomerSharings: CustomerSharingDto[];
  ddcHeadPicture: HeadPictureDto[];
  ddcHomeSubjectList: HomeSubjectDto[];
  pmsProductList: ProductDto[];
}

export interface DictEntryDto {
  name: string;
  code: string;
}

export interface CourseSystemDto {
  id: number;
  /** The Chinese name, as the specification's field says; `name` is in the request's language. */
  csCn: string;
  csEn: string;
  name: string;
}

export interface CalendarEntryDto {
  id: number;
  /** ISO 8601 instant (UTC, D17). */
  classDate: string;
  durationMinutes: number;
  courseSystemId: number;
  grades: string[];
  tp: { scheduleNameCn: string; scheduleNameEn: string; scheduleName: string };
}

/** Keyed by `YYYY-MM-DD` in the academy's time zone. */
export type CalendarMonthDto = Record<string, CalendarEntryDto[]>;

export interface FacultyMemberDto {
  id: number;
  name: string;
  photo: string;
  biography: string;
}

export interface FacultyDto {
  intro: string;
  list: FacultyMemberDto[];
}
