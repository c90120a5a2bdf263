import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { customerSharings, headPictures, homeSubjects, siteTexts } from '../schema.ts';

export type HeadPictureRow = typeof headPictures.$inferSelect;
export type HomeSubjectRow = typeof homeSubjects.$inferSelect;
export type CustomerSharingRow = typeof customerSharings.$inferSelect;

export function listHeadPictures(db: Db): Promise<HeadPictureRow[]> {
  return db.select().from(headPictures).orderBy(asc(headPictures.position), asc(headPictures.id));
}

export function listHomeSubjects(db: Db): Promise<HomeSubjectRow[]> {
  return db.select().from(homeSubjects).orderBy(asc(homeSubjects.position), asc(homeSubjects.id));
}

export function listCustomerSharings(db: Db): Promise<CustomerSharingRow[]> {
  return db.select().from(customerSharings).orderBy(asc(customerSharings.position), asc(customerSharings.id));
}

// ---- staff writes (issue 7) ----------------------------------------------------------------------

/** The three lists of the home page, by the name the editor gives them. */
const homeTables = { slide: headPictures, subject: homeSubjects, testimonial: customerSharings } as const;
export type HomeListTable = keyof typeof homeTables;

export interface HomeRows {
  slide: HeadPictureRow;
  subject: HomeSubjectRow;
  testimonial: CustomerSharingRow;
}
export type HomeValues<Kind extends HomeListTable> = Omit<HomeRows[Kind], 'id'>;

// Drizzle cannot follow a query over a union of tables; the three have the same id and position
// columns, so each query is written once against one of them and typed by the caller's kind.
const tableOf = (kind: HomeListTable) => homeTables[kind] as unknown as typeof headPictures;

/** A list's rows in the public page's order; `lock` holds them all until the transaction ends. */
export async function listHomeItems<Kind extends HomeListTable>(db: Db, kind: Kind, lock = false): Promise<HomeRows[Kind][]> {
  const table = tableOf(kind);
  const query = db.select().from(table).orderBy(asc(table.position), asc(table.id));
  return (await (lock ? query.for('update') : query)) as unknown as HomeRows[Kind][];
}

export async function insertHomeItem<Kind extends HomeListTable>(db: Db, kind: Kind, values: HomeValues<Kind>): Promise<HomeRows[Kind]> {
  const [row] = await db
    .insert(tableOf(kind))
    .values(values as unknown as typeof headPictures.$inferInsert)
    .returning();
  return row as unknown as HomeRows[Kind];
}

export async function updateHomeItem<Kind extends HomeListTable>(db: Db, kind: Kind, id: number, values: Partial<HomeValues<Kind>>): Promise<HomeRows[Kind]> {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set(values as Partial<typeof headPictures.$inferInsert>)
    .where(eq(table.id, id))
    .returning();
  return row as unknown as HomeRows[Kind];
}

export async function deleteHomeItem(db: Db, kind: HomeListTable, id: number): Promise<void> {
  const table = tableOf(kind);
  await db.delete(table).where(eq(table.id, id));
}

/** Writes a site-wide text, creating its row the first time. */
export async function saveSiteText(db: Db, key: string, value: { valueEn: string; valueZh: string }): Promise<void> {
  await db
    .insert(siteTexts)
    .values({ key, ...value })
    .onConflictDoUpdate({ target: siteTexts.key, set: value });
}

/** Holds the given site texts until the transaction ends, so that two saves take turns. */
export async function lockSiteTexts(db: Db, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await db.insert(siteTexts).values({ key }).onConflictDoNothing();
    await db.select({ key: siteTexts.key }).from(siteTexts).where(eq(siteTexts.key, key)).for('update');
  }
}
