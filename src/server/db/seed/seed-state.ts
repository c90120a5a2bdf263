import type { Db } from '../database.ts';
import { contentPages } from '../schema.ts';

/** Whether the demo content (or an editor's) is there: a restart then loads no seed code at all. */
export async function holdsDemoContent(db: Db): Promise<boolean> {
  return (await db.select({ slug: contentPages.slug }).from(contentPages).limit(1)).length > 0;
}
