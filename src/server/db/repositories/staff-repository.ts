import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../../shared/api/admin-lists.ts';
import type { Db } from '../database.ts';
import { containsPattern } from '../like-pattern.ts';
import { advisers, users } from '../schema.ts';

export interface StaffFilter {
  q: string;
  role?: 'admin' | 'adviser';
  sort: SortOrder<'createTime' | 'username'>;
  offset: number;
  limit: number;
}

const SORT_COLUMNS = { createTime: users.createdAt, username: users.username } as const;

const staffColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  adviserCardId: advisers.id,
};

export type StaffRecord = {
  id: number;
  username: string;
  nickname: string;
  email: string;
  role: 'admin' | 'adviser';
  disabledAt: Date | null;
  mustChangePassword: boolean;
  createdAt: Date;
  adviserCardId: number | null;
};

function staffWhere(filter: Pick<StaffFilter, 'q' | 'role'>): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.role ? eq(users.role, filter.role) : inArray(users.role, ['admin', 'adviser']),
    pattern ? or(ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.email, pattern)) : undefined,
  );
}

export async function searchStaff(db: Db, filter: StaffFilter): Promise<{ total: number; rows: StaffRecord[] }> {
  const where = staffWhere(filter);
  const direction = filter.sort.descending ? desc : asc;
  const [rows, [totals]] = await Promise.all([
    db
      .select(staffColumns)
      .from(users)
      .leftJoin(advisers, eq(advisers.userId, users.id))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[filter.sort.field]), direction(users.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows: rows as StaffRecord[] };
}

export async function findStaffRecord(db: Db, userId: number): Promise<StaffRecord | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .leftJoin(advisers, eq(advisers.userId, users.id))
    .where(and(eq(users.id, userId), inArray(users.role, ['admin', 'adviser'])));
  return row as StaffRecord | undefined;
}

export async function insertAdviserCard(db: Db, values: typeof advisers.$inferInsert) {
  const [row] = await db.insert(advisers).values(values).returning();
  return row;
}
