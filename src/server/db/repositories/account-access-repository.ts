import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { users } from '../schema.ts';
import type { UserRow } from './user-repository.ts';

/** The account locked for the rest of the transaction. */
export async function lockUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * The accounts locked for the rest of the transaction, always in id order: two transactions that
 * lock the same two accounts then wait for each other instead of deadlocking.
 */
export async function lockUsersInIdOrder(db: Db, userIds: number[]): Promise<UserRow[]> {
  return db.select().from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)).for('update');
}

/** Enabled admins other than `userId`. */
export async function countEnabledAdminsBesides(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ admins: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)));
  return Number(row?.admins ?? 0);
}

/** Sets or clears `disabled_at`. */
export async function setUserDisabledAt(db: Db, userId: number, disabledAt: Date | null): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ disabledAt }).where(eq(users.id, userId)).returning();
  return row;
}
