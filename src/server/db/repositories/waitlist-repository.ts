import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { WaitlistStatus } from '../../../shared/api/waitlist.ts';
import type { Db } from '../database.ts';
import { children, products, users, waitlistEntries } from '../schema.ts';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/** Entries still in line: waiting, or holding a seat offered to them. */
export const OPEN_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/** A seat given to the first family waiting: who, for which child, until when. */
export interface SeatOffer {
  id: number;
  memberId: number;
  childId: number;
  productId: number;
  offerExpiresAt: Date;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

const offerOf = (row: { id: number; member_id: number; child_id: number; product_id: number; offer_expires_at: Date | string }): SeatOffer => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  childId: Number(row.child_id),
  productId: Number(row.product_id),
  offerExpiresAt: new Date(row.offer_expires_at),
});

/**
 * The first family waiting for a course, locked for the offer. Entries another transaction holds
 * are passed over rather than waited for, so that racing releases reach as many families.
 */
const nextInLine = (productId: number) => sql`
  select id from ${waitlistEntries}
  where product_id = ${productId} and status = 'waiting'
  order by position, id
  limit 1
  for update skip locked`;

/**
 * A seat freed (D32) goes to the first family waiting, held for them until `offerExpiresAt`, or,
 * when nobody waits, back to the stock (D8): one statement, so a freed seat is either offered or
 * sold, never both.
 */
export async function offerOrReturnSeat(db: Db, productId: number, now: Date, offerExpiresAt: Date): Promise<SeatOffer | undefined> {
  const result = await db.execute(sql`
    with next_in_line as (${nextInLine(productId)}), offered as (
      update ${waitlistEntries} entry
      set status = 'offered', offered_at = ${now.toISOString()}::timestamptz,
        offer_expires_at = ${offerExpiresAt.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      from next_in_line where entry.id = next_in_line.id
      returning entry.id, entry.member_id, entry.child_id, entry.product_id, entry.offer_expires_at
    ), returned as (
      update ${products} set stock = stock + 1
      where id = ${productId} and stock is not null and not exists (select 1 from offered)
      returning id
    )
    select offered.*, (select count(*) from returned) as returned from offered`);
  const [row] = rowsOf<Parameters<typeof offerOf>[0]>(result);
  return row ? offerOf(row) : undefined;
}

/**
 * Seats left in the stock while families wait (staff raised the maximum): one seat is taken from
 * the stock and offered to the first in line, by one statement that does both or neither.
 */
export async function offerSeatFromStock(db: Db, productId: number, now: Date, offerExpiresAt: Date): Promise<SeatOffer | undefined> {
  const result = await db.execute(sql`
    with next_in_line as (${nextInLine(productId)}), taken as (
      update ${products} set stock = stock - 1
      where id = ${productId} and stock >= 1 and exists (select 1 from next_in_line)
      returning id
    )
    update ${waitlistEntries} entry
    set status = 'offered', offered_at = ${now.toISOString()}::timestamptz,
      offer_expires_at = ${offerExpiresAt.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    from next_in_line where entry.id = next_in_line.id and exists (select 1 from taken)
    returning entry.id, entry.member_id, entry.child_id, entry.product_id, entry.offer_expires_at`);
  const [row] = rowsOf<Parameters<typeof offerOf>[0]>(result);
  return row ? offerOf(row) : undefined;
}

/**
 * Offers whose time ran out, marked expired; answers their courses, one per seat to pass on.
 * An order taking the offer at the same moment locks the entry first or finds it expired.
 */
export async function expireOffers(db: Db, now: Date, limit = 200): Promise<{ id: number; productId: number }[]> {
  const result = await db.execute(sql`
    with due as (
      select id from ${waitlistEntries}
      where status = 'offered' and offer_expires_at <= ${now.toISOString()}::timestamptz
      order by offer_expires_at
      limit ${limit}
      for update skip locked
    )
    update ${waitlistEntries} entry set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
    from due where entry.id = due.id
    returning entry.id, entry.product_id`);
  return rowsOf<{ id: number; product_id: number }>(result).map((row) => ({ id: Number(row.id), productId: Number(row.product_id) }));
}

/** Ends one entry that holds an offer (left, or passed on by staff), if it still does; answers whether it did. */
export async function endOffer(db: Db, entryId: number, status: 'left' | 'expired', now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status, updatedAt: now })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'offered')))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** One waiting entry offered a seat the caller has made room for. */
export async function markOffered(db: Db, entryId: number, now: Date, offerExpiresAt: Date): Promise<SeatOffer> {
  const [row] = await db
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: now, offerExpiresAt, updatedAt: now })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'waiting')))
    .returning();
  return { id: row.id, memberId: row.memberId, childId: row.childId, productId: row.productId, offerExpiresAt };
}

export async function leaveWaiting(db: Db, entryId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: now })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Locks the course's row and reads its seats left: joins of one course take their places one at a time. */
export async function lockProductForWaitlist(db: Db, productId: number): Promise<{ stock: number | null }> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)).for('update');
  return row;
}

export async function findOpenEntryOfChild(db: Db, productId: number, childId: number): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.productId, productId), eq(waitlistEntries.childId, childId), inArray(waitlistEntries.status, [...OPEN_WAITLIST_STATUSES])));
  return row;
}

export async function insertWaitlistEntry(db: Db, values: { productId: number; memberId: number; childId: number; now: Date }): Promise<WaitlistEntryRow> {
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      productId: values.productId,
      memberId: values.memberId,
      childId: values.childId,
      position: sql`coalesce((select max(position) from ${waitlistEntries} where product_id = ${values.productId}), 0) + 1`,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row;
}

export async function lockWaitlistEntry(db: Db, entryId: number, memberId?: number): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), memberId === undefined ? undefined : eq(waitlistEntries.memberId, memberId)))
    .for('update');
  return row;
}

/** The place of each waiting entry in its course's line, 1 for the first. */
async function placesOf(db: Db, entries: readonly WaitlistEntryRow[]): Promise<Map<number, number>> {
  const waiting = entries.filter((entry) => entry.status === 'waiting');
  const places = new Map<number, number>();
  for (const entry of waiting) {
    const [ahead] = await db
      .select({ ahead: count() })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.productId, entry.productId),
          eq(waitlistEntries.status, 'waiting'),
          sql`(${waitlistEntries.position}, ${waitlistEntries.id}) < (${entry.position}, ${entry.id})`,
        ),
      );
    places.set(entry.id, ahead.ahead + 1);
  }
  return places;
}

const entryWithNames = {
  entry: waitlistEntries,
  childName: children.name,
  productNameEn: products.nameEn,
  productNameZh: products.nameZh,
  parentName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
};

export type WaitlistEntryRecord = { entry: WaitlistEntryRow; childName: string; productNameEn: string; productNameZh: string; parentName: string; place: number | null };

async function withPlaces(db: Db, rows: Omit<WaitlistEntryRecord, 'place'>[]): Promise<WaitlistEntryRecord[]> {
  const places = await placesOf(db, rows.map((row) => row.entry));
  return rows.map((row) => ({ ...row, place: places.get(row.entry.id) ?? null }));
}

function selectEntries(db: Db) {
  return db
    .select(entryWithNames)
    .from(waitlistEntries)
    .innerJoin(children, eq(children.id, waitlistEntries.childId))
    .innerJoin(products, eq(products.id, waitlistEntries.productId))
    .innerJoin(users, eq(users.id, waitlistEntries.memberId));
}

/** A member's entries, the open ones and the last 50 of those that ended. */
export async function listEntriesOfMember(db: Db, memberId: number, productId?: number): Promise<WaitlistEntryRecord[]> {
  const rows = await selectEntries(db)
    .where(and(eq(waitlistEntries.memberId, memberId), productId === undefined ? undefined : eq(waitlistEntries.productId, productId)))
    .orderBy(sql`${waitlistEntries.updatedAt} desc`, sql`${waitlistEntries.id} desc`)
    .limit(50);
  return withPlaces(db, rows);
}

/** A course's line for staff: those offered a seat, then those waiting in order, then the rest. */
export async function listEntriesOfProduct(db: Db, productId: number): Promise<WaitlistEntryRecord[]> {
  const rows = await selectEntries(db)
    .where(eq(waitlistEntries.productId, productId))
    .orderBy(
      sql`case ${waitlistEntries.status} when 'offered' then 0 when 'waiting' then 1 else 2 end`,
      asc(waitlistEntries.position),
      asc(waitlistEntries.id),
    )
    .limit(500);
  return withPlaces(db, rows);
}

/** The waiting entry just before or after this one in its course's line, locked. */
export async function lockNeighbourInLine(db: Db, entry: WaitlistEntryRow, direction: 'up' | 'down'): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.productId, entry.productId),
        eq(waitlistEntries.status, 'waiting'),
        direction === 'up'
          ? sql`(${waitlistEntries.position}, ${waitlistEntries.id}) < (${entry.position}, ${entry.id})`
          : sql`(${waitlistEntries.position}, ${waitlistEntries.id}) > (${entry.position}, ${entry.id})`,
      ),
    )
    .orderBy(direction === 'up' ? sql`${waitlistEntries.position} desc, ${waitlistEntries.id} desc` : sql`${waitlistEntries.position}, ${waitlistEntries.id}`)
    .limit(1)
    .for('update');
  return row;
}

export async function setPosition(db: Db, entryId: number, position: number, now: Date): Promise<void> {
  await db.update(waitlistEntries).set({ position, updatedAt: now }).where(eq(waitlistEntries.id, entryId));
}

/** The offer a member holds for a child on a course, still in time. */
export async function findLiveOffer(db: Db, memberId: number, childId: number, productId: number, now: Date): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.memberId, memberId),
        eq(waitlistEntries.childId, childId),
        eq(waitlistEntries.productId, productId),
        eq(waitlistEntries.status, 'offered'),
        sql`${waitlistEntries.offerExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row;
}

/** Waiting entries of a course, for its public count. */
export async function countWaiting(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.productId, productId), eq(waitlistEntries.status, 'waiting')));
  return row.waiting;
}

