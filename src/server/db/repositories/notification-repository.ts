import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../shared/api/notifications.ts';
import type { Db } from '../database.ts';
import { containsPattern } from '../like-pattern.ts';
import { notifications, users } from '../schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotification(db: Db, row: NewNotificationRow): Promise<NotificationRow> {
  const [inserted] = await db.insert(notifications).values(row).returning();
  return inserted;
}

/** A claimed message with what sending it needs of its member; `member` is null when the account is gone. */
export interface ClaimedNotification {
  notification: NotificationRow;
  member: { email: string; language: 'en' | 'cn'; mailOptOuts: string[]; disabledAt: Date | null } | null;
}

/**
 * Takes up to `limit` messages whose time has come, for `holdMs`: rows another worker holds are
 * skipped (`SKIP LOCKED`), and the claim is written before the lock is let go, so each message
 * goes to one worker across instances. A worker that dies lets its claim run out.
 */
export async function claimDueNotifications(db: Db, now: Date, limit: number, holdMs: number): Promise<ClaimedNotification[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          lte(notifications.nextAttemptAt, now),
          or(isNull(notifications.claimedUntil), lte(notifications.claimedUntil, now)),
        ),
      )
      .orderBy(notifications.nextAttemptAt, notifications.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(notifications)
      .set({ claimedUntil: new Date(now.getTime() + holdMs) })
      .where(inArray(notifications.id, ids));
    const rows = await tx
      .select({
        notification: notifications,
        email: users.email,
        language: users.language,
        mailOptOuts: users.mailOptOuts,
        disabledAt: users.disabledAt,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.userId))
      .where(inArray(notifications.id, ids))
      .orderBy(notifications.id);
    return rows.map(({ notification, email, language, mailOptOuts, disabledAt }) => ({
      notification,
      member: email === null || language === null ? null : { email, language, mailOptOuts: mailOptOuts ?? [], disabledAt },
    }));
  });
}

/** Where a delivery attempt left a message: its status, and when to try again (null: never). */
export interface DeliveryOutcome {
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  error?: string | null;
  attempted: boolean;
  now: Date;
}

export async function recordDelivery(db: Db, id: number, outcome: DeliveryOutcome): Promise<void> {
  await db
    .update(notifications)
    .set({
      mailStatus: outcome.status,
      nextAttemptAt: outcome.nextAttemptAt,
      claimedUntil: null,
      ...(outcome.attempted ? { attempts: sql`${notifications.attempts} + 1` } : {}),
      ...(outcome.error !== undefined ? { lastError: outcome.error } : {}),
      ...(outcome.status === 'sent' ? { sentAt: outcome.now } : {}),
    })
    .where(eq(notifications.id, id));
}

/** Messages just mailed: sent, their claim let go, one attempt more. */
export async function recordSent(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ mailStatus: 'sent', nextAttemptAt: null, claimedUntil: null, lastError: null, sentAt: now, attempts: sql`${notifications.attempts} + 1` })
    .where(inArray(notifications.id, [...ids]));
}

/** A member's notifications whose time has come, newest first, with the unread count. */
export async function listNotificationsOf(
  db: Db,
  memberId: number,
  query: { now: Date; unreadOnly: boolean; offset: number; limit: number },
): Promise<{ total: number; unread: number; rows: NotificationRow[] }> {
  const visible = and(eq(notifications.userId, memberId), lte(notifications.dueAt, query.now));
  const unreadWhere = and(visible, isNull(notifications.readAt));
  const listed = query.unreadOnly ? unreadWhere : visible;
  const [[totals], rows] = await Promise.all([
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(visible),
    db.select().from(notifications).where(listed).orderBy(desc(notifications.dueAt), desc(notifications.id)).offset(query.offset).limit(query.limit),
  ]);
  return { total: query.unreadOnly ? totals.unread : totals.total, unread: totals.unread, rows };
}

export async function countUnreadNotifications(db: Db, memberId: number, now: Date): Promise<number> {
  return db.$count(notifications, and(eq(notifications.userId, memberId), lte(notifications.dueAt, now), isNull(notifications.readAt)));
}

/** Marks a member's notifications read: the given ones, or every one due. Others' ids change nothing. */
export async function markNotificationsRead(db: Db, memberId: number, which: { ids: number[] } | { all: true }, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, memberId),
        isNull(notifications.readAt),
        lte(notifications.dueAt, now),
        'ids' in which ? inArray(notifications.id, which.ids) : undefined,
      ),
    );
}

/** Marks read a member's notifications of one kind about one page: the reader opened that page. */
export async function markNotificationsReadAbout(db: Db, about: { userId: number; kind: NotificationRow['kind']; link: string }, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, about.userId), eq(notifications.kind, about.kind), eq(notifications.link, about.link), isNull(notifications.readAt), lte(notifications.dueAt, now)));
}

/** Takes back the reminders of bookings that were cancelled or moved, unless they were already sent. */
export async function deleteUnsentReminders(db: Db, bookingIds: readonly number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .delete(notifications)
    .where(and(inArray(notifications.bookingId, [...bookingIds]), inArray(notifications.mailStatus, ['pending', 'retrying'])));
}

/** A member's notifications of one kind about one page (an order's), still to be sent: a reminder withdrawn. */
export async function deleteUnsentNotificationsAbout(db: Db, about: { userId: number; kind: NotificationRow['kind']; link: string }): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, about.userId),
        eq(notifications.kind, about.kind),
        eq(notifications.link, about.link),
        inArray(notifications.mailStatus, ['pending', 'retrying']),
      ),
    );
}

export async function findMailOptOuts(db: Db, memberId: number): Promise<string[] | undefined> {
  const [row] = await db.select({ mailOptOuts: users.mailOptOuts }).from(users).where(eq(users.id, memberId));
  return row?.mailOptOuts;
}

export async function updateMailOptOuts(db: Db, memberId: number, mailOptOuts: string[]): Promise<void> {
  await db.update(users).set({ mailOptOuts: mailOptOuts as NotificationRow['kind'][] }).where(eq(users.id, memberId));
}

// ---- staff: deliveries -------------------------------------------------------------------------

export interface DeliveryFilter {
  id?: number;
  status?: DeliveryStatus;
  kind?: NotificationRow['kind'];
  q: string;
  sort: { field: 'createTime' | 'attempts'; descending: boolean };
  offset: number;
  /** Null for every row (the CSV export). */
  limit: number | null;
}

export type DeliveryRecord = NotificationRow & { recipientName: string; recipientEmail: string };

/** One page of every message with its recipient, filtered and sorted, and the total for the pager. */
export async function searchDeliveries(db: Db, filter: DeliveryFilter): Promise<{ total: number; rows: DeliveryRecord[] }> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    filter.id === undefined ? undefined : eq(notifications.id, filter.id),
    filter.status === undefined ? undefined : eq(notifications.mailStatus, filter.status),
    filter.kind === undefined ? undefined : eq(notifications.kind, filter.kind),
    pattern ? or(ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.email, pattern)) : undefined,
  );
  const column = filter.sort.field === 'attempts' ? notifications.attempts : notifications.createdAt;
  const order = filter.sort.descending ? [desc(column), desc(notifications.id)] : [asc(column), asc(notifications.id)];
  const query = db
    .select({ notification: notifications, username: users.username, nickname: users.nickname, email: users.email })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(where)
    .orderBy(...order)
    .offset(filter.offset);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(notifications).innerJoin(users, eq(users.id, notifications.userId)).where(where),
    filter.limit === null ? query : query.limit(filter.limit),
  ]);
  return {
    total,
    rows: rows.map((row) => ({ ...row.notification, recipientName: row.nickname || row.username, recipientEmail: row.email })),
  };
}

export async function lockNotification(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).for('update');
  return row;
}

/** Puts a failed message back in line, to be sent at once; its attempts and last error stay on record. */
export async function queueAgain(db: Db, id: number, now: Date): Promise<void> {
  await db.update(notifications).set({ mailStatus: 'pending', nextAttemptAt: now, claimedUntil: null }).where(eq(notifications.id, id));
}

export function countFailedDeliveries(db: Db): Promise<number> {
  return db.$count(notifications, eq(notifications.mailStatus, 'failed'));
}

/** A member's notifications of one kind, newest first (staff's messages on the family page). */
export function listNotificationsOfKind(db: Db, memberId: number, kind: NotificationRow['kind'], limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, memberId), eq(notifications.kind, kind)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}
