import { schedules } from '../schema.ts';
import type { Bilingual } from './bilingual.ts';
import type { CourseSystemIds, CourseSystemKey } from './catalogue.ts';
import type { CoursePlan, SeriesPlan } from './course-plan.ts';
import type { FacultyIds } from './faculty.ts';
import { addDays, daysOfMonth, monthsBetween, nextWeekday, weekdayOf, zonedTimeToUtc } from './seed-calendar.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { SeedTx } from './seed-transaction.ts';
import type { PlannedTimetable, TimetableIds, TimetableKey } from './timetables.ts';

export interface PlannedSession {
  timetable: TimetableKey;
  courseSystem: CourseSystemKey;
  name: Bilingual;
  /** Local date and time in the academy's zone. */
  localDate: string;
  time: string;
  durationMinutes: number;
  grades: string[];
  /** The course the class belongs to (its English name) and who teaches it; none for a workshop. */
  course?: { name: string; teacher: string };
}

const SESSION_WORDS: Record<TimetableKey, (number: number) => Bilingual> = {
  insights: (number) => ({ en: `Session ${number}`, zh: `第 ${number} 课` }),
  inspire: (number) => ({ en: `Seminar ${number}`, zh: `第 ${number} 次研讨` }),
};

/**
 * A course's own classes (D20): one on each of its weekdays in each of its weeks, counted from
 * the seed day, so N weeks give N classes (2N when it meets twice a week). Teachers take turns
 * week by week, the lead teacher first.
 */
export function courseClasses(
  course: Pick<CoursePlan, 'name' | 'courseSystem' | 'grades' | 'teachers'> & { series: SeriesPlan },
  timetable: TimetableKey,
  today: string,
): PlannedSession[] {
  const { series } = course;
  const weekStart = addDays(today, series.startsInWeeks * 7);
  const firstDays = series.weekdays.map((weekday) => nextWeekday(weekStart, weekday)).sort();
  const classes = Array.from({ length: series.weeks }, (_, week) =>
    firstDays.map((day) => ({ localDate: addDays(day, week * 7 * series.everyWeeks), teacher: course.teachers[week % course.teachers.length] })),
  )
    .flat()
    .sort((a, b) => a.localDate.localeCompare(b.localDate));
  return classes.map(({ localDate, teacher }, index) => ({
    timetable,
    courseSystem: course.courseSystem,
    name: numbered(series.name, SESSION_WORDS[timetable](index + 1)),
    localDate,
    time: series.time,
    durationMinutes: series.durationMinutes,
    grades: course.grades,
    course: { name: course.name.en, teacher },
  }));
}

const numbered = (name: Bilingual, word: Bilingual): Bilingual => ({
  en: `${name.en} · ${word.en}`,
  zh: `${name.zh} · ${word.zh}`,
});

interface Workshop {
  name: Bilingual;
  courseSystem: CourseSystemKey;
  grades: string[];
  durationMinutes: number;
}

const WORKSHOPS: Record<TimetableKey, Workshop[]> = {
  insights: [
    { name: { en: 'AMC Mock Contest', zh: 'AMC 模拟竞赛' }, courseSystem: 'amc', grades: ['G6', 'G7', 'G8', 'G9', 'G10'], durationMinutes: 75 },
    { name: { en: 'Physics Olympiad Lab Clinic', zh: '物理奥赛实验答疑' }, courseSystem: 'olympiad', grades: ['G9', 'G10', 'G11'], durationMinutes: 90 },
    { name: { en: 'AP Exam Strategy Clinic', zh: 'AP 考试策略答疑' }, courseSystem: 'ap', grades: ['G10', 'G11', 'G12'], durationMinutes: 60 },
    { name: { en: 'Puzzle Hour', zh: '趣味谜题时间' }, courseSystem: 'commonCore', grades: ['G3', 'G4', 'G5', 'G6'], durationMinutes: 60 },
    { name: { en: 'IGCSE Past-Paper Workshop', zh: 'IGCSE 真题工作坊' }, courseSystem: 'alevel', grades: ['G8', 'G9', 'G10'], durationMinutes: 90 },
    { name: { en: 'Insights Open Class', zh: '洞见小班公开课' }, courseSystem: 'commonCore', grades: ['G4', 'G5', 'G6', 'G7', 'G8'], durationMinutes: 45 },
    { name: { en: 'Informatics Contest Practice', zh: '信息学竞赛练习赛' }, courseSystem: 'olympiad', grades: ['G8', 'G9', 'G10', 'G11'], durationMinutes: 120 },
  ],
  inspire: [
    { name: { en: 'Research Proposal Clinic', zh: '研究计划书答疑' }, courseSystem: 'research', grades: ['G9', 'G10', 'G11', 'G12'], durationMinutes: 60 },
    { name: { en: 'IB Extended Essay Workshop', zh: 'IB 拓展论文工作坊' }, courseSystem: 'ib', grades: ['G11', 'G12'], durationMinutes: 90 },
    { name: { en: 'Olympiad Problem Seminar', zh: '奥赛难题研讨' }, courseSystem: 'olympiad', grades: ['G9', 'G10', 'G11', 'G12'], durationMinutes: 90 },
    { name: { en: 'Debate & Rhetoric Studio', zh: '辩论与修辞工作室' }, courseSystem: 'research', grades: ['G7', 'G8', 'G9', 'G10'], durationMinutes: 60 },
    { name: { en: 'AP Research Office Hours', zh: 'AP 研究课答疑时间' }, courseSystem: 'ap', grades: ['G10', 'G11', 'G12'], durationMinutes: 45 },
    { name: { en: 'AIME Problem Marathon', zh: 'AIME 解题马拉松' }, courseSystem: 'amc', grades: ['G9', 'G10', 'G11', 'G12'], durationMinutes: 120 },
  ],
};

const WORKSHOP_TIMES = ['08:30', '10:00', '11:30', '13:30', '15:00', '16:30', '19:00', '20:30'];

/**
 * Busy weekend days: two or three per month carry four to seven sessions in all, so every month
 * of the calendar shows the "N more" overflow of a crowded day.
 */
export function workshopSessions(
  timetable: PlannedTimetable,
  regular: PlannedSession[],
  random: SeededRandom,
): PlannedSession[] {
  const rounds = new Map<string, number>();
  const planned: PlannedSession[] = [];
  for (const month of monthsBetween(timetable.startDate, timetable.endDate)) {
    const weekendDays = daysOfMonth(month).filter((date) => [0, 6].includes(weekdayOf(date)));
    for (const localDate of random.sample(weekendDays, random.integer(2, 3)).sort()) {
      const taken = regular.filter((session) => session.localDate === localDate);
      const target = Math.max(random.integer(4, 7), taken.length + 1);
      const times = WORKSHOP_TIMES.filter((time) => !taken.some((session) => session.time === time));
      for (const time of random.sample(times, target - taken.length).sort()) {
        const workshop = random.pick(WORKSHOPS[timetable.key]);
        const round = (rounds.get(workshop.name.en) ?? 0) + 1;
        rounds.set(workshop.name.en, round);
        planned.push({
          timetable: timetable.key,
          courseSystem: workshop.courseSystem,
          name: numbered(workshop.name, { en: `Round ${round}`, zh: `第 ${round} 场` }),
          localDate,
          time,
          durationMinutes: workshop.durationMinutes,
          grades: workshop.grades,
        });
      }
    }
  }
  return planned;
}

export interface SessionIds {
  timetables: TimetableIds;
  courseSystems: CourseSystemIds;
  /** Product ids by English name. */
  products: Map<string, number>;
  faculty: FacultyIds;
}

export async function insertSessions(tx: SeedTx, sessions: PlannedSession[], ids: SessionIds, timeZone: string) {
  const rows = [...sessions]
    .sort((a, b) => `${a.localDate} ${a.time}`.localeCompare(`${b.localDate} ${b.time}`))
    .map((session) => ({
      timetableId: ids.timetables[session.timetable],
      courseSystemId: ids.courseSystems[session.courseSystem],
      productId: session.course ? idOf(ids.products, session.course.name) : null,
      teacherId: session.course ? idOf(ids.faculty, session.course.teacher) : null,
      nameEn: session.name.en,
      nameZh: session.name.zh,
      classDate: zonedTimeToUtc(session.localDate, session.time, timeZone),
      durationMinutes: session.durationMinutes,
      grades: session.grades,
    }));
  for (let start = 0; start < rows.length; start += 200) {
    await tx.insert(schedules).values(rows.slice(start, start + 200));
  }
}

/** A name the seed refers to must exist: a typo fails the seed rather than leaving a class without its course. */
export function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`The demo seed refers to an unknown entry: ${name}`);
  return id;
}
