import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { calendarFeeds } from '../schema.ts';

export async function findCalendarFeedOf(db: Db, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ secret: calendarFeeds.secret }).from(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
  return row?.secret;
}

/** Sets a member's feed secret, replacing the old one: the old address stops working at once. */
export async function saveCalendarFeed(db: Db, memberId: number, secret: string, now: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ memberId, secret, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { secret, createdAt: now } });
}

/** Replaces a member's feed secret when they have a feed; a member without one gets none. */
export async function replaceCalendarFeedSecret(db: Db, memberId: number, secret: string, now: Date): Promise<void> {
  await db.update(calendarFeeds).set({ secret, createdAt: now }).where(eq(calendarFeeds.memberId, memberId));
}

/** Keeps the first secret when two requests make one at once. */
export async function insertCalendarFeedOnce(db: Db, memberId: number, secret: string, now: Date): Promise<void> {
  await db.insert(calendarFeeds).values({ memberId, secret, createdAt: now }).onConflictDoNothing({ target: calendarFeeds.memberId });
}

export async function findMemberOfCalendarFeed(db: Db, secret: string): Promise<number | undefined> {
  const [row] = await db.select({ memberId: calendarFeeds.memberId }).from(calendarFeeds).where(eq(calendarFeeds.secret, secret));
  return row?.memberId;
}
