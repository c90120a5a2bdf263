import type { Db } from '../../db/database.ts';
import { listFacultyMembers } from '../../db/repositories/faculty-repository.ts';
import { readSiteTexts } from '../../db/repositories/site-text-repository.ts';
import { SiteTextKey } from './site-text-keys.ts';

/** The faculty list is data, edited by staff (D18): the introduction and every member in order. */
export async function loadFaculty(db: Db) {
  const [texts, members] = await Promise.all([readSiteTexts(db, [SiteTextKey.FacultyIntro]), listFacultyMembers(db)]);
  return { intro: texts.get(SiteTextKey.FacultyIntro), members };
}

export type FacultyRecord = Awaited<ReturnType<typeof loadFaculty>>;
