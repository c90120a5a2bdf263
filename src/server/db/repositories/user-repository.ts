import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { users } from '../schema.ts';
import { uniqueViolationOf } from '../unique-violation.ts';
import { isStorableText } from './storable-text.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const lowerUsername = sql`lower(${users.username})`;
const lowerEmail = sql`lower(${users.email})`;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A sign-in name is a username or an e-mail address, both compared without case. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  if (!isStorableText(login)) return undefined;
  const wanted = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(lowerUsername, wanted), eq(lowerEmail, wanted)))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  if (!isStorableText(email)) return undefined;
  const [row] = await db.select().from(users).where(eq(lowerEmail, email.trim().toLowerCase()));
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  if (!isStorableText(username)) return undefined;
  const [row] = await db.select().from(users).where(eq(lowerUsername, username.trim().toLowerCase()));
  return row;
}

export type InsertUserResult = { ok: true; user: UserRow } | { ok: false; taken: 'username' | 'email' };

/** Inserts a member; a concurrent sign-up with the same name loses on the unique index, not with a 500. */
export async function insertUser(db: Db, values: NewUserRow): Promise<InsertUserResult> {
  try {
    const [user] = await db.insert(users).values(values).returning();
    return { ok: true, user };
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === null) throw error;
    return { ok: false, taken: constraint.includes('email') ? 'email' : 'username' };
  }
}

export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<Pick<NewUserRow, 'nickname' | 'icon' | 'language' | 'timeZone' | 'timeZoneChosen' | 'adviserId' | 'policyVersion' | 'policyAcceptedAt' | 'deletionRequestedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string, changedAt: Date): Promise<void> {
  // A password the member chose themselves: no longer the seeded or staff-made one.
  await db.update(users).set({ passwordHash, passwordChangedAt: changedAt, mustChangePassword: false }).where(eq(users.id, id));
}
