import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedContentPages } from './content-pages.ts';
import { seedFaculty } from './faculty.ts';
import { seedHome } from './home.ts';
import { planProducts, seedProducts } from './products.ts';
import { insertSessions, workshopSessions } from './schedules.ts';
import { seedArticles } from './articles.ts';
import { ACADEMY_TIME_ZONE, academyMonthAt, localDateAt } from './seed-calendar.ts';
import { seededRandom } from './seeded-random.ts';
import { holdsDemoContent } from './seed-state.ts';
import { planTimetables, seedTimetables, type TimetableKey } from './timetables.ts';

export interface SeedOptions {
  /** The moment the demo is built around: courses start around its day, timetables the month before. */
  now?: Date;
  /** The zone class times are planned in (D17). */
  timeZone?: string;
}

/**
 * Fills a fresh portal with the bilingual demo content (D19), in one transaction. A database that
 * already has content pages is left exactly as it is, so restarts never touch editors' work.
 */
export async function seedDemoContent(db: Db, options: SeedOptions = {}): Promise<{ created: boolean }> {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? ACADEMY_TIME_ZONE;
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('everbright-demo-seed'))`);
    if (await holdsDemoContent(tx)) return { created: false };

    const today = localDateAt(now, timeZone);
    const random = seededRandom(`everbright-${today}`);
    const courseSystems = await seedCatalogue(tx);
    const faculty = await seedFaculty(tx);
    const planned = planProducts(today);
    const classes = planned.flatMap((product) => product.classes);
    const datesOf = (key: TimetableKey) => classes.filter((c) => c.timetable === key).map((c) => c.localDate);
    const timetables = planTimetables(academyMonthAt(now, timeZone), { insights: datesOf('insights'), inspire: datesOf('inspire') });
    const timetableIds = await seedTimetables(tx, timetables);
    const products = await seedProducts(tx, planned, { timetables: timetableIds, courseSystems, faculty });
    const sessions = [
      ...classes,
      ...workshopSessions(timetables.insights, classes.filter((s) => s.timetable === 'insights'), random),
      ...workshopSessions(timetables.inspire, classes.filter((s) => s.timetable === 'inspire'), random),
    ];
    await insertSessions(tx, sessions, { timetables: timetableIds, courseSystems, products, faculty }, timeZone);
    await seedContentPages(tx, timetableIds);
    await seedHome(tx);
    await seedArticles(tx, now, timeZone);
    return { created: true };
  });
}
