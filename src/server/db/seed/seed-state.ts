import type { Db } from '../database.ts';
import { inArray } from 'drizzle-orm';
import type { ContentPageSlug } from '../../../shared/catalogue.ts';
import { contentPages } from '../schema.ts';

/** Whether the demo content (or an editor's) is there: a restart then loads no seed code at all. */
export async function holdsDemoContent(db: Db): Promise<boolean> {
  return (await db.select({ slug: contentPages.slug }).from(contentPages).limit(1)).length > 0;
}

/** Pages a portal seeded before them lacks (the privacy notice and the terms came later). */
export const LATER_CONTENT_PAGES: readonly ContentPageSlug[] = ['privacy', 'terms'];

export async function missingLaterContentPages(db: Db): Promise<ContentPageSlug[]> {
  const present = await db.select({ slug: contentPages.slug }).from(contentPages).where(inArray(contentPages.slug, [...LATER_CONTENT_PAGES]));
  return LATER_CONTENT_PAGES.filter((slug) => !present.some((row) => row.slug === slug));
}
