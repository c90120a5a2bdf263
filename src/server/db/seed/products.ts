import { CourseType, ProductCategory } from '../../../shared/catalogue.ts';
import { products } from '../schema.ts';
import { richText } from './bilingual.ts';
import type { CourseSystemIds } from './catalogue.ts';
import type { CoursePlan } from './course-plan.ts';
import { productPicture, type SubjectTheme } from './demo-images.ts';
import { INSIGHTS_COURSES } from './products/insights-courses.ts';
import { INSPIRE_COURSES } from './products/inspire-courses.ts';
import { seriesSessions, type PlannedSession } from './schedules.ts';
import { addDays, firstDayOf, lastDayOf, shiftMonth, type YearMonth } from './seed-calendar.ts';
import type { SeedTx } from './seed-transaction.ts';
import type { PlannedTimetable, TimetableIds, TimetableKey } from './timetables.ts';

interface ProductContext {
  current: YearMonth;
  timetables: Record<TimetableKey, PlannedTimetable>;
  timetableIds: TimetableIds;
  courseSystemIds: CourseSystemIds;
}

const LINES = [
  { courses: INSIGHTS_COURSES, categoryId: ProductCategory.Insights, courseType: CourseType.Insights, timetable: 'insights' },
  { courses: INSPIRE_COURSES, categoryId: ProductCategory.Inspire, courseType: CourseType.Inspire, timetable: 'inspire' },
] as const;

/**
 * Inserts both product lines and returns the class sessions of their timetabled series. The two
 * lines are interleaved by position so that the home page's first products show both.
 */
export async function seedProducts(tx: SeedTx, context: ProductContext): Promise<PlannedSession[]> {
  const sessions: PlannedSession[] = [];
  const picturesUsed = new Map<SubjectTheme, number>();
  const rows = LINES.flatMap((line, lineIndex) =>
    line.courses.map((course, index) => {
      const timetable = context.timetables[line.timetable];
      const series = course.series ? seriesSessions(course.series, timetable, course.courseSystem, course.grades) : [];
      sessions.push(...series);
      const variant = picturesUsed.get(course.subject) ?? 0;
      picturesUsed.set(course.subject, variant + 1);
      const pictures = Array.from({ length: 2 + (index % 3) }, (_, offset) => productPicture(course.subject, variant + offset));
      const [equityDateStart, equityDateEnd] =
        line.categoryId === ProductCategory.Insights
          ? insightsEquity(course, series, context.current)
          : [firstDayOf(context.current), lastDayOf(shiftMonth(context.current, 11))];
      const description = richText(course.description);
      return {
        position: index * LINES.length + lineIndex,
        nameEn: course.name.en,
        nameZh: course.name.zh,
        pic: pictures[0],
        pictures,
        price: course.price,
        promotionPrice: course.promotionPrice ?? null,
        currency: 'USD',
        categoryId: line.categoryId,
        subject: course.subject,
        courseType: line.courseType,
        totalClassHours: course.totalClassHours,
        stock: line.categoryId === ProductCategory.Insights ? (course.stock ?? 0) : null,
        equityDateStart,
        equityDateEnd,
        descriptionEn: description.en,
        descriptionZh: description.zh,
        grades: course.grades,
        courseSystemId: context.courseSystemIds[course.courseSystem],
        timetableId: course.series ? context.timetableIds[line.timetable] : null,
      };
    }),
  );
  await tx.insert(products).values(rows);
  return sessions;
}

/** A weekly course's entitlement runs from its first class to two weeks after its last. */
function insightsEquity(course: CoursePlan, series: PlannedSession[], current: YearMonth): [string, string] {
  if (series.length > 0) return [series[0].localDate, addDays(series[series.length - 1].localDate, 14)];
  const start = firstDayOf(shiftMonth(current, 1));
  return [start, addDays(start, course.totalClassHours * 7 + 28)];
}
