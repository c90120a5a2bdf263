import type { ClassSizeDto, FormingState } from '../class-size.ts';
import type { LateEnrolmentQuote } from '../late-enrolment.ts';
import type { ArticleKind, ImageLocation } from '../catalogue.ts';
import type { EnrolmentStatusCode } from '../enrolment.ts';

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
  /** Whether families can apply now (D21). */
  enrolment: EnrolmentStatusCode;
  /** ISO instant of the first class; null for a course without dated classes. */
  firstClassAt: string | null;
  /** `YYYY-MM-DD`: staff take enrolments until this day, after the first class. */
  lateEnrolmentUntil: string | null;
  /** The weekdays its classes fall on in the academy's time zone (0 = Sunday … 6 = Saturday). */
  meetingDays: number[];
  /** The grades' names, in school order. */
  gradeNames: string[];
  /** The first and last grade, when the grades follow one another. */
  gradeRange: { from: string; to: string } | null;
  /** The application fee an order adds to the tuition, in minor units (D26). */
  applicationFee: number;
  /** After the first class, while enrolment is open: what joining now costs (D27). */
  lateEnrolment: LateEnrolmentQuote | null;
  /** D31: the class runs from this many students, and takes at most so many. */
  minStudents: number;
  maxStudents: number;
  /** Students enrolled: the seats taken where seats are counted, else the orders paid. */
  enrolled: number;
  formingState: FormingState;
  /** D32: families waiting for a seat. */
  waitlistCount: number;
}

/** A faculty entry who teaches a course. */
export interface CourseTeacherDto {
  id: number;
  name: string;
  photo: string;
}

export interface UpcomingClassDto {
  /** ISO 8601 instant (UTC, D17). */
  classDate: string;
  teacherName: string | null;
}

/** The course's own classes (D20). */
export interface ScheduleSummary {
  timetableId: number | null;
  timetableName: string | null;
  sessionCount: number;
  firstClassDate: string | null;
  lastClassDate: string | null;
  upcoming: UpcomingClassDto[];
}

export interface ProductDetailDto extends ProductDto {
  description: string;
  pictures: string[];
  courseSystemName: string | null;
  teachers: CourseTeacherDto[];
  /** Null for a course without dated classes (their times are agreed with the group). */
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
  /** The course the class belongs to (D20); null for a timetable event such as a workshop. */
  course: { id: number; name: string; classSize: ClassSizeDto } | null;
  teacher: { id: number; name: string } | null;
}

/** Keyed by `YYYY-MM-DD` in the academy's time zone. */
export type CalendarMonthDto = Record<string, CalendarEntryDto[]>;

export interface FacultyMemberDto {
  id: number;
  name: string;
  photo: string;
  biography: string;
  /** Subject codes and names, for the faculty page's filter. */
  subjects: { code: string; name: string }[];
  /** The courses this teacher teaches that families can apply for now. */
  courses: { id: number; name: string }[];
}

export interface FacultyDto {
  intro: string;
  list: FacultyMemberDto[];
  /** The subjects the listed teachers teach, in the subject dictionary's order: the page's filter. */
  subjects: { code: string; name: string }[];
}

export interface ArticleEventDto {
  /** ISO 8601 instants (UTC, D17). */
  startsAt: string;
  endsAt: string;
  location: string;
  /** Where families sign up; empty when there is nothing to sign up for. */
  registrationUrl: string;
}

/** An event, blog post or news item as its card shows it. */
export interface ArticleSummaryDto {
  slug: string;
  kind: ArticleKind;
  title: string;
  summary: string;
  image: string;
  /** ISO 8601 instant. */
  publishedAt: string;
  event: ArticleEventDto | null;
}

/** The article page of `/news/<slug>`. */
export interface ArticleDto extends ArticleSummaryDto {
  /** Sanitised HTML. */
  body: string;
}
