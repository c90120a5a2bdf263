import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { contentBlocks, contentPages } from '../schema.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type ContentBlockRow = typeof contentBlocks.$inferSelect;

export async function findContentPage(db: Db, slug: string): Promise<ContentPageRow | undefined> {
  const [page] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return page;
}

export function listContentBlocks(db: Db, slug: string): Promise<ContentBlockRow[]> {
  return db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.pageSlug, slug))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
}
