import type { Db } from '../../db/database.ts';
import { findLiveSession, insertSession, revokeSession } from '../../db/repositories/session-repository.ts';
import { memberOf, type Member } from './member.ts';
import { hashToken, newSessionToken } from './tokens.ts';

/** A token is 43 base64url characters; anything else is refused before it is hashed or looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Opens a session and answers its token, the only time the token exists outside the client. */
export async function startSession(db: Db, userId: number, now: Date, ttlHours: number): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await insertSession(db, {
    userId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlHours * 60 * 60 * 1000),
  });
  return token;
}

/** The member of a token that is known, unrevoked and unexpired at `now`. */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ member: Member; sessionId: number } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const found = await findLiveSession(db, hashToken(token), now);
  return found ? { member: memberOf(found.user), sessionId: found.session.id } : null;
}

export function endSession(db: Db, sessionId: number, now: Date): Promise<void> {
  return revokeSession(db, sessionId, now);
}
