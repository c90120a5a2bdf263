import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { rateLimitBuckets } from '../schema.ts';

export interface BucketState {
  count: number;
  windowEndsAt: Date;
}

/**
 * Counts one hit in a fixed window with a single upsert, so that concurrent requests on any
 * instance count exactly: a window that has ended starts again at 1.
 */
export async function hitBucket(db: Db, key: string, now: Date, windowEndsAt: Date): Promise<BucketState> {
  const ended = sql`${rateLimitBuckets.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, windowEndsAt: rateLimitBuckets.windowEndsAt });
  return row;
}

/** The hits counted so far in a window still open at `now`. */
export async function peekBucket(db: Db, key: string, now: Date): Promise<BucketState | undefined> {
  const [row] = await db
    .select({ count: rateLimitBuckets.count, windowEndsAt: rateLimitBuckets.windowEndsAt })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, key));
  return row && row.windowEndsAt > now ? row : undefined;
}

export async function clearBucket(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
