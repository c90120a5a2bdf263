import { contentSlugOf } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { listPageTimetables, listTimetables, type TimetableRow } from '../../db/repositories/timetable-repository.ts';
import { notFound } from '../../http/errors.ts';

/** Every timetable, or only those one content page shows (by slug or numeric alias, D3). */
export async function listTimetablesFor(db: Db, pageType?: string | null): Promise<TimetableRow[]> {
  if (pageType == null) return listTimetables(db);
  const slug = contentSlugOf(pageType);
  if (!slug) throw notFound('pageNotFound');
  return listPageTimetables(db, slug);
}
