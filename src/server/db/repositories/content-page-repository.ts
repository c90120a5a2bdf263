import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { contentBlocks, contentPages } from '../schema.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type ContentBlockRow = typeof contentBlocks.$inferSelect;

export async function findContentPage(db: Db, slug: string): Promise<ContentPageRow | undefined> {
  const [page] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return page;
}

/** A page's blocks in order: the published ones for the public page, every one for the editor. */
export function listContentBlocks(db: Db, slug: string, which: 'published' | 'all' = 'published'): Promise<ContentBlockRow[]> {
  return db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.pageSlug, slug), which === 'published' ? eq(contentBlocks.published, true) : undefined))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
}
