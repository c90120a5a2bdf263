import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { assigneeCondition, assigneeNameOf } from './case-work-repository.ts';
import { children, feedback, feedbackFiles, feedbackMessages, orders, products, storedFiles, users } from '../schema.ts';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedbackRow = typeof feedback.$inferInsert;
export type FeedbackMessageRow = typeof feedbackMessages.$inferSelect;
export type FeedbackStatus = FeedbackRow['status'];

/** A thread with the names its list shows, its first words and its unread staff answers. */
export interface FeedbackRecord {
  feedback: FeedbackRow;
  childName: string | null;
  orderSn: string | null;
  courseNameEn: string | null;
  courseNameZh: string | null;
  parentName: string;
  /** The language the family reads in (their mail's); staff's saved replies take it. */
  parentLanguage: 'en' | 'cn';
  assigneeName: string | null;
  excerpt: string;
  unread: number;
}

const firstMessage = sql<string>`(select ${feedbackMessages.text} from ${feedbackMessages} where ${feedbackMessages.feedbackId} = ${feedback.id} order by ${feedbackMessages.id} limit 1)`;
const unreadAnswers = sql<number>`(select count(*) from ${feedbackMessages} where ${feedbackMessages.feedbackId} = ${feedback.id} and ${feedbackMessages.author} = 'staff' and (${feedback.parentReadAt} is null or ${feedbackMessages.createdAt} > ${feedback.parentReadAt}))`;

const recordColumns = {
  feedback,
  childName: children.name,
  orderSn: orders.orderSn,
  courseNameEn: products.nameEn,
  courseNameZh: products.nameZh,
  parentName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
  parentLanguage: users.language,
  assigneeName: assigneeNameOf(feedback.assigneeId),
  excerpt: sql<string>`coalesce(left(${firstMessage}, 160), '')`,
  unread: unreadAnswers.mapWith(Number),
};

function selectFeedback(db: Db) {
  return db
    .select(recordColumns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.memberId))
    .leftJoin(children, eq(children.id, feedback.childId))
    .leftJoin(orders, eq(orders.id, feedback.orderId))
    .leftJoin(products, eq(products.id, feedback.productId));
}

export async function insertFeedback(db: Db, row: NewFeedbackRow): Promise<FeedbackRow> {
  const [inserted] = await db.insert(feedback).values(row).returning();
  return inserted;
}

export async function insertFeedbackMessage(db: Db, row: typeof feedbackMessages.$inferInsert, fileIds: readonly number[]): Promise<FeedbackMessageRow> {
  const [message] = await db.insert(feedbackMessages).values(row).returning();
  if (fileIds.length > 0) await db.insert(feedbackFiles).values(fileIds.map((fileId) => ({ messageId: message.id, fileId })));
  return message;
}

export async function findFeedbackRecord(db: Db, id: number): Promise<FeedbackRecord | undefined> {
  const [row] = await selectFeedback(db).where(eq(feedback.id, id));
  return row;
}

export async function lockFeedback(db: Db, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row;
}

export async function updateFeedback(db: Db, id: number, changes: Partial<Omit<NewFeedbackRow, 'id' | 'memberId'>>): Promise<FeedbackRow> {
  const [row] = await db.update(feedback).set(changes).where(eq(feedback.id, id)).returning();
  return row;
}

export interface FeedbackFilter {
  /** The parent whose feedback is listed; absent for staff. */
  memberId?: number;
  status?: FeedbackStatus;
  /** Staff: a member of staff, or null for threads nobody looks after; absent for anyone's. */
  assigneeId?: number | null;
  offset: number;
  limit: number;
}

/** Threads, the most recently active first, with the total for the pager. */
export async function listFeedback(db: Db, filter: FeedbackFilter): Promise<{ total: number; rows: FeedbackRecord[] }> {
  const where = and(
    filter.memberId === undefined ? undefined : eq(feedback.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(feedback.status, filter.status),
    assigneeCondition(feedback.assigneeId, filter.assigneeId),
  );
  const [rows, [totals]] = await Promise.all([
    selectFeedback(db).where(where).orderBy(desc(feedback.updatedAt), desc(feedback.id)).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(feedback).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

/** Threads in `status` across every family (the back office's queue). */
export async function countFeedbackIn(db: Db, status: FeedbackStatus): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedback).where(eq(feedback.status, status));
  return Number(row?.total ?? 0);
}

export async function countFeedbackByStatus(db: Db, memberId: number): Promise<Map<FeedbackStatus, number>> {
  const rows = await db.select({ status: feedback.status, total: count() }).from(feedback).where(eq(feedback.memberId, memberId)).groupBy(feedback.status);
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}

/** Threads of a member still awaiting staff. */
export async function countOpenFeedbackOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(feedback)
    .where(and(eq(feedback.memberId, memberId), eq(feedback.status, 'processing')));
  return Number(row.total);
}

/** Staff answers a member has not opened yet, across every thread. */
export async function countUnreadAnswers(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(feedbackMessages)
    .innerJoin(feedback, eq(feedback.id, feedbackMessages.feedbackId))
    .where(
      and(
        eq(feedback.memberId, memberId),
        eq(feedbackMessages.author, 'staff'),
        or(isNull(feedback.parentReadAt), gt(feedbackMessages.createdAt, feedback.parentReadAt)),
      ),
    );
  return Number(row?.total ?? 0);
}

export type FeedbackFileRow = typeof storedFiles.$inferSelect & { messageId: number };

export async function listThread(db: Db, feedbackId: number): Promise<{ messages: FeedbackMessageRow[]; files: FeedbackFileRow[] }> {
  const messages = await db.select().from(feedbackMessages).where(eq(feedbackMessages.feedbackId, feedbackId)).orderBy(asc(feedbackMessages.id));
  const ids = messages.map((message) => message.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select({ ...storedFilesColumns(), messageId: feedbackFiles.messageId })
          .from(feedbackFiles)
          .innerJoin(storedFiles, eq(storedFiles.id, feedbackFiles.fileId))
          .where(inArray(feedbackFiles.messageId, ids))
          .orderBy(asc(storedFiles.id));
  return { messages, files };
}

const storedFilesColumns = () => ({
  id: storedFiles.id,
  key: storedFiles.key,
  ownerId: storedFiles.ownerId,
  purpose: storedFiles.purpose,
  mime: storedFiles.mime,
  size: storedFiles.size,
  originalName: storedFiles.originalName,
  createdAt: storedFiles.createdAt,
});

/** A file of one of a member's threads (theirs or an answer's), or null. */
export async function findFeedbackFileOfMember(db: Db, memberId: number, fileId: number): Promise<FeedbackFileRow | null> {
  const [found] = await db
    .select({ ...storedFilesColumns(), messageId: feedbackFiles.messageId })
    .from(feedbackFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, feedbackFiles.fileId))
    .innerJoin(feedbackMessages, eq(feedbackMessages.id, feedbackFiles.messageId))
    .innerJoin(feedback, eq(feedback.id, feedbackMessages.feedbackId))
    .where(and(eq(feedbackFiles.fileId, fileId), eq(feedback.memberId, memberId)))
    .limit(1);
  return found ?? null;
}
