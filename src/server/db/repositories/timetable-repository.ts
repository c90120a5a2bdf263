import { asc, eq, getTableColumns, or } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { pageTimetables, timetables } from '../schema.ts';
import { isStorableText } from './storable-text.ts';

export type TimetableRow = typeof timetables.$inferSelect;

export function listTimetables(db: Db): Promise<TimetableRow[]> {
  return db.select().from(timetables).orderBy(asc(timetables.position), asc(timetables.id));
}

/** The timetables a content page shows, in the page's own order. */
export function listPageTimetables(db: Db, pageSlug: string): Promise<TimetableRow[]> {
  return db
    .select(getTableColumns(timetables))
    .from(pageTimetables)
    .innerJoin(timetables, eq(timetables.id, pageTimetables.timetableId))
    .where(eq(pageTimetables.pageSlug, pageSlug))
    .orderBy(asc(pageTimetables.position), asc(timetables.id));
}

export async function findTimetableById(db: Db, id: number): Promise<TimetableRow | undefined> {
  const [row] = await db.select().from(timetables).where(eq(timetables.id, id)).limit(1);
  return row;
}

/** By its name in either language, as the original client sent the tab's name. */
export async function findTimetableByName(db: Db, name: string): Promise<TimetableRow | undefined> {
  if (!isStorableText(name)) return undefined;
  const [row] = await db
    .select()
    .from(timetables)
    .where(or(eq(timetables.nameEn, name), eq(timetables.nameZh, name)))
    .orderBy(asc(timetables.position), asc(timetables.id))
    .limit(1);
  return row;
}
