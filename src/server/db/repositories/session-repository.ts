import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { sessions, users } from '../schema.ts';
import type { UserRow } from './user-repository.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row;
}

/** The session of a token hash with its member, when it is neither revoked nor expired at `now`, and the account is not disabled. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
  return row;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a member, except `keepSessionId` when given. */
export async function revokeSessionsOf(db: Db, userId: number, now: Date, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
