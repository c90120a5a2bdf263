import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { authCodes, rateLimitBuckets, sessions, storedFiles } from '../schema.ts';

/**
 * Rows that no longer matter, deleted by the retention sweep. Each is one statement, so a row
 * that becomes useful again meanwhile (a file claimed at sign-up) is either kept or gone whole.
 */

/** Application documents sent before a sign-up that never came; answers their storage keys. */
export async function deleteUnclaimedApplicationFiles(db: Db, uploadedBefore: Date): Promise<string[]> {
  const rows = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.purpose, 'application'), isNull(storedFiles.ownerId), lt(storedFiles.createdAt, uploadedBefore)))
    .returning({ key: storedFiles.key });
  return rows.map((row) => row.key);
}

export async function deleteEndedSessions(db: Db, endedBefore: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Codes used, voided by a newer one, or run out. */
export async function deleteSpentAuthCodes(db: Db, spentBefore: Date): Promise<number> {
  const rows = await db
    .delete(authCodes)
    .where(or(lt(authCodes.expiresAt, spentBefore), and(isNotNull(authCodes.consumedAt), lt(authCodes.consumedAt, spentBefore))))
    .returning({ id: authCodes.id });
  return rows.length;
}

/** Buckets whose window closed, and whose delay ran out, before the moment given. */
export async function deleteIdleRateLimitBuckets(db: Db, idleSince: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitBuckets)
    .where(
      and(
        lt(rateLimitBuckets.windowEndsAt, idleSince),
        or(isNull(rateLimitBuckets.blockedUntil), lt(rateLimitBuckets.blockedUntil, idleSince)),
      ),
    )
    .returning({ key: rateLimitBuckets.key });
  return rows.length;
}
