import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { authCodes } from '../schema.ts';

export type AuthCodeRow = typeof authCodes.$inferSelect;
export type AuthCodePurpose = AuthCodeRow['purpose'];

export async function insertAuthCode(
  db: Db,
  values: { userId: number; purpose: AuthCodePurpose; codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authCodes).values(values);
}

/** A new code makes the older ones useless: only the last one sent can be used. */
export async function voidOpenAuthCodes(db: Db, userId: number, purpose: AuthCodePurpose, now: Date): Promise<void> {
  await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt)));
}

/**
 * Takes one try on the member's newest usable code, atomically: the code must be unused, unexpired
 * and below `maxAttempts`. Answers the code with its try counted, or nothing when none is usable,
 * so that concurrent guesses can never exceed the allowance.
 */
export async function takeAuthCodeAttempt(
  db: Db,
  userId: number,
  purpose: AuthCodePurpose,
  now: Date,
  maxAttempts: number,
): Promise<AuthCodeRow | undefined> {
  const newest = db
    .select({ id: authCodes.id })
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
    .orderBy(desc(authCodes.sentAt), desc(authCodes.id))
    .limit(1);
  const [row] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(
      and(
        inArray(authCodes.id, newest),
        isNull(authCodes.consumedAt),
        gt(authCodes.expiresAt, now),
        lt(authCodes.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function consumeAuthCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  return rows.length === 1;
}
