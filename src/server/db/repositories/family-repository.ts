import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../../shared/api/admin-lists.ts';
import type { AdminFamilySort } from '../../../shared/api/admin-families.ts';
import type { Db } from '../database.ts';
import { containsPattern } from '../like-pattern.ts';
import { advisers, children, orders, users } from '../schema.ts';
import { assigneeCondition, assigneeNameOf } from './case-work-repository.ts';

export interface FamilyFilter {
  /** Username, nickname, e-mail or a child's name. */
  q: string;
  adviserId?: number;
  disabled?: boolean;
  /** A member of staff, or null for families nobody looks after. */
  assigneeId?: number | null;
  sort: SortOrder<AdminFamilySort>;
  offset: number;
  limit: number;
}

export interface FamilyRecord {
  id: number;
  username: string;
  nickname: string;
  email: string;
  language: 'en' | 'cn';
  createdAt: Date;
  disabledAt: Date | null;
  deletionRequestedAt: Date | null;
  erasedAt: Date | null;
  adviserId: number | null;
  adviserNameEn: string | null;
  adviserNameZh: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  childCount: number;
  orderCount: number;
}

const SORT_COLUMNS = { createTime: users.createdAt, username: users.username } as const;

const familyColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  email: users.email,
  language: users.language,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  deletionRequestedAt: users.deletionRequestedAt,
  erasedAt: users.erasedAt,
  adviserId: users.adviserId,
  adviserNameEn: advisers.nameEn,
  adviserNameZh: advisers.nameZh,
  assigneeId: users.assigneeId,
  assigneeName: assigneeNameOf(users.assigneeId),
  childCount: sql<number>`(select count(*)::int from ${children} where ${children.parentId} = ${users.id})`,
  orderCount: sql<number>`(select count(*)::int from ${orders} where ${orders.memberId} = ${users.id})`,
};

function whereOf(filter: Omit<FamilyFilter, 'sort' | 'offset' | 'limit'>): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    eq(users.role, 'parent'),
    filter.adviserId === undefined ? undefined : eq(users.adviserId, filter.adviserId),
    assigneeCondition(users.assigneeId, filter.assigneeId),
    filter.disabled === undefined ? undefined : filter.disabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt),
    pattern
      ? or(
          ilike(users.username, pattern),
          ilike(users.nickname, pattern),
          ilike(users.email, pattern),
          sql`exists (select 1 from ${children} where ${children.parentId} = ${users.id} and ${children.name} ilike ${pattern})`,
        )
      : undefined,
  );
}

/** Parents' accounts with their adviser and how many children and orders they have. */
export async function searchFamilies(db: Db, filter: FamilyFilter): Promise<{ total: number; rows: FamilyRecord[] }> {
  const where = whereOf(filter);
  const direction = filter.sort.descending ? desc : asc;
  const [rows, [totals]] = await Promise.all([
    db
      .select(familyColumns)
      .from(users)
      .leftJoin(advisers, eq(advisers.id, users.adviserId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[filter.sort.field]), direction(users.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows: rows.map((row) => ({ ...row, childCount: Number(row.childCount), orderCount: Number(row.orderCount) })) };
}

/** One parent's account; staff and teachers are not families. */
export async function findFamily(db: Db, userId: number): Promise<FamilyRecord | undefined> {
  const [row] = await db
    .select(familyColumns)
    .from(users)
    .leftJoin(advisers, eq(advisers.id, users.adviserId))
    .where(and(eq(users.id, userId), eq(users.role, 'parent')));
  return row && { ...row, childCount: Number(row.childCount), orderCount: Number(row.orderCount) };
}

/** Every adviser card, for the adviser picker. */
export function listAdvisers(db: Db) {
  return db.select().from(advisers).orderBy(asc(advisers.nameEn), asc(advisers.id));
}
