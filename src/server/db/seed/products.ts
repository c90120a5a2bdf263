import { CourseType, ProductCategory } from '../../../shared/catalogue.ts';
import { products, productTeachers } from '../schema.ts';
import { classSizeDefaultOf } from '../../../shared/class-size.ts';
import { richText } from './bilingual.ts';
import type { CourseSystemIds } from './catalogue.ts';
import type { CoursePlan } from './course-plan.ts';
import { productPicture, type SubjectTheme } from './demo-images.ts';
import type { FacultyIds } from './faculty.ts';
import { INSIGHTS_COURSES } from './products/insights-courses.ts';
import { INSPIRE_COURSES } from './products/inspire-courses.ts';
import { courseClasses, idOf, type PlannedSession } from './schedules.ts';
import { addDays, lastDayOf, shiftMonth, yearMonthOf } from './seed-calendar.ts';
import type { SeedTx } from './seed-transaction.ts';
import type { TimetableIds, TimetableKey } from './timetables.ts';

const LINES = [
  { courses: INSIGHTS_COURSES, categoryId: ProductCategory.Insights, courseType: CourseType.Insights, timetable: 'insights' },
  { courses: INSPIRE_COURSES, categoryId: ProductCategory.Inspire, courseType: CourseType.Inspire, timetable: 'inspire' },
] as const;

/** A course planned around the seed day, with its own classes and its dates. */
export interface PlannedProduct {
  course: CoursePlan;
  categoryId: number;
  courseType: string;
  timetable: TimetableKey;
  position: number;
  pictures: string[];
  classes: PlannedSession[];
  equityDateStart: string;
  equityDateEnd: string;
  lateEnrolmentUntil: string | null;
}

/** Courses arranged outside a timetable start this many days after the seed. */
const UNSCHEDULED_START_DAYS = 42;
/** Inspire hours are arranged one to one, so enrolment stays open until this many days before the package ends. */
const INSPIRE_ENROLMENT_CLOSES_DAYS_BEFORE_END = 90;

/**
 * Both product lines, interleaved by position so that the home page's first products show both.
 * An Insights course's period is its first class to its last; an Inspire package runs a year from
 * its first seminar.
 */
export function planProducts(today: string): PlannedProduct[] {
  const picturesUsed = new Map<SubjectTheme, number>();
  return LINES.flatMap((line, lineIndex) =>
    line.courses.map((course, index) => {
      const classes = course.series ? courseClasses({ ...course, series: course.series }, line.timetable, today) : [];
      // Every product has pictures of its own: a subject's numbering runs on from one course to the next.
      const pictureCount = 2 + (index % 3);
      const firstPicture = picturesUsed.get(course.subject) ?? 0;
      picturesUsed.set(course.subject, firstPicture + pictureCount);
      const firstDay = classes[0]?.localDate ?? addDays(today, UNSCHEDULED_START_DAYS);
      const insights = line.categoryId === ProductCategory.Insights;
      const equityDateEnd = insights
        ? (classes.at(-1)?.localDate ?? addDays(firstDay, course.totalClassHours * 7))
        : lastDayOf(shiftMonth(yearMonthOf(firstDay), 11));
      const lateEnrolmentUntil = insights
        ? course.lateEnrolmentDays === undefined ? null : addDays(firstDay, course.lateEnrolmentDays)
        : addDays(equityDateEnd, -INSPIRE_ENROLMENT_CLOSES_DAYS_BEFORE_END);
      return {
        course,
        categoryId: line.categoryId,
        courseType: line.courseType,
        timetable: line.timetable,
        position: index * LINES.length + lineIndex,
        pictures: Array.from({ length: pictureCount }, (_, offset) => productPicture(course.subject, firstPicture + offset)),
        classes,
        equityDateStart: firstDay,
        equityDateEnd,
        lateEnrolmentUntil,
      };
    }),
  );
}

/** Inserts the products and their teachers; answers the product ids by English name. */
export async function seedProducts(
  tx: SeedTx,
  planned: PlannedProduct[],
  ids: { timetables: TimetableIds; courseSystems: CourseSystemIds; faculty: FacultyIds },
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(products)
    .values(
      planned.map(({ course, ...product }) => {
        const description = richText(course.description);
        return {
          position: product.position,
          nameEn: course.name.en,
          nameZh: course.name.zh,
          pic: product.pictures[0],
          pictures: product.pictures,
          price: course.price,
          promotionPrice: course.promotionPrice ?? null,
          currency: 'USD',
          categoryId: product.categoryId,
          subject: course.subject,
          courseType: product.courseType,
          totalClassHours: course.totalClassHours,
          stock: product.categoryId === ProductCategory.Insights ? (course.stock ?? 0) : null,
          minStudents: classSizeDefaultOf(product.categoryId).min,
          maxStudents: classSizeDefaultOf(product.categoryId).max,
          equityDateStart: product.equityDateStart,
          equityDateEnd: product.equityDateEnd,
          lateEnrolmentUntil: product.lateEnrolmentUntil,
          descriptionEn: description.en,
          descriptionZh: description.zh,
          grades: course.grades,
          courseSystemId: ids.courseSystems[course.courseSystem],
          timetableId: course.series ? ids.timetables[product.timetable] : null,
        };
      }),
    )
    .returning({ id: products.id, nameEn: products.nameEn });
  const productIds = new Map(rows.map((row) => [row.nameEn, row.id]));
  await tx.insert(productTeachers).values(
    planned.flatMap(({ course }) =>
      course.teachers.map((teacher, position) => ({
        productId: idOf(productIds, course.name.en),
        facultyMemberId: idOf(ids.faculty, teacher),
        position,
      })),
    ),
  );
  return productIds;
}
