import { inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { siteTexts } from '../schema.ts';

export type SiteTextRow = typeof siteTexts.$inferSelect;

/** The site-wide texts of the given keys; a key without a row is absent from the map. */
export async function readSiteTexts(db: Db, keys: readonly string[]): Promise<Map<string, SiteTextRow>> {
  const rows = await db.select().from(siteTexts).where(inArray(siteTexts.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row]));
}
