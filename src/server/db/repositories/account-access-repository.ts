import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { users } from '../schema.ts';
import type { UserRow } from './user-repository.ts';

/** The account locked for the rest of the transaction. */
export async function lockUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Sets or clears `disabled_at`. */
export async function setUserDisabledAt(db: Db, userId: number, disabledAt: Date | null): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ disabledAt }).where(eq(users.id, userId)).returning();
  return row;
}
