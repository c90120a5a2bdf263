import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { rateLimitBuckets } from '../schema.ts';

export interface BucketState {
  count: number;
  windowEndsAt: Date;
}

/**
 * Counts `amount` hits (1, or the bytes of an upload) in a fixed window with a single upsert, so
 * that concurrent requests on any instance count exactly: a window that has ended starts again.
 */
export async function hitBucket(db: Db, key: string, now: Date, windowEndsAt: Date, amount = 1): Promise<BucketState> {
  const ended = sql`${rateLimitBuckets.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: amount, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${ended} then ${amount}::integer else ${rateLimitBuckets.count} + ${amount}::integer end`,
        windowEndsAt: sql`case when ${ended} then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, windowEndsAt: rateLimitBuckets.windowEndsAt });
  return row;
}

export interface DelayRule {
  /** Attempts admitted freely in a window; the attempt that reaches it starts the delay. */
  limit: number;
  windowSeconds: number;
  /** The first delay; each later admitted attempt doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export type AdmitResult = { admitted: true } | { admitted: false; blockedUntil: Date };

/**
 * Admits one attempt unless the bucket is in its delay, with a single conditional upsert: an
 * attempt is counted before it is judged, so concurrent attempts on any instance cannot slip past
 * the count. From the `limit`-th attempt on, each admitted attempt sets a delay that doubles, and
 * the window stays open until a full window after the delay, so a slow guesser stays slowed.
 */
export async function admitAttempt(db: Db, key: string, now: Date, rule: DelayRule): Promise<AdmitResult> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const ended = sql`${rateLimitBuckets.windowEndsAt} <= ${at}`;
  const nextCount = sql`(case when ${ended} then 1 else ${rateLimitBuckets.count} + 1 end)`;
  const delayFor = (count: ReturnType<typeof sql>) =>
    sql`(case when ${count} >= ${rule.limit}
      then ${at} + make_interval(secs => least(${rule.maxDelaySeconds}::float8,
        ${rule.firstDelaySeconds}::float8 * power(2, least(${count} - ${rule.limit}, 30))))
      end)`;
  const firstBlock = delayFor(sql`1`);
  const nextBlock = delayFor(nextCount);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({
      key,
      count: 1,
      windowEndsAt: sql`greatest(${at} + ${window}, coalesce(${firstBlock}, ${at}) + ${window})`,
      blockedUntil: firstBlock,
    })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: nextCount,
        windowEndsAt: sql`greatest(case when ${ended} then ${at} + ${window} else ${rateLimitBuckets.windowEndsAt} end,
          coalesce(${nextBlock}, ${at}) + ${window})`,
        blockedUntil: nextBlock,
      },
      setWhere: sql`${rateLimitBuckets.blockedUntil} is null or ${rateLimitBuckets.blockedUntil} <= ${at}`,
    })
    .returning({ count: rateLimitBuckets.count });
  if (row) return { admitted: true };
  const [blocked] = await db
    .select({ blockedUntil: rateLimitBuckets.blockedUntil })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, key));
  // Cleared between the two statements (a success elsewhere): the delay is over.
  return blocked?.blockedUntil ? { admitted: false, blockedUntil: blocked.blockedUntil } : { admitted: true };
}

/** Gives back hits that turned out not to count (a successful sign-in on a shared address). */
export async function refundHit(db: Db, key: string, amount = 1): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - ${amount}::integer, 0)` })
    .where(eq(rateLimitBuckets.key, key));
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

/** Every bucket whose key starts with `prefix`: all the addresses of one account. */
export async function clearBucketsStartingWith(db: Db, prefix: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`));
}
