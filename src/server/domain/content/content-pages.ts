import { contentSlugOf } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { findContentPage, listContentBlocks } from '../../db/repositories/content-page-repository.ts';
import { listPageTimetables } from '../../db/repositories/timetable-repository.ts';
import { notFound } from '../../http/errors.ts';

/** A content page by slug or by its numeric alias (D3), with its published blocks and timetables. */
export async function loadContentPage(db: Db, type: string) {
  const slug = contentSlugOf(type);
  const page = slug ? await findContentPage(db, slug) : undefined;
  if (!page) throw notFound('pageNotFound');
  const [blocks, timetables] = await Promise.all([listContentBlocks(db, page.slug), listPageTimetables(db, page.slug)]);
  return { page, blocks, timetables };
}

export type ContentPageRecord = Awaited<ReturnType<typeof loadContentPage>>;
