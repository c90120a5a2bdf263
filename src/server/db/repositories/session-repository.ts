import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
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

/**
 * Every signed-in request asks it, so it is built once per database and prepared under a name:
 * drizzle then skips assembling the SQL, and PostgreSQL plans it once per connection.
 */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSessionQuery>>();
const prepareLiveSessionQuery = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')), isNull(users.disabledAt)))
    .prepare('find_live_session');

/** The session of a token hash with its member, when it is neither revoked nor expired at `now`, and the account is not disabled. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = prepareLiveSessionQuery(db)));
  // A placeholder's value reaches the driver as it is: an ISO string reads the same on both.
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
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
