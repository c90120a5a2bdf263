import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { containsPattern } from '../like-pattern.ts';
import { courseTeacherEntryIds, coursesTaughtBy } from './course-teacher-repository.ts';
import {
  bookings,
  children,
  entitlements,
  facultyMembers,
  orders,
  products,
  schedules,
  storedFiles,
  teacherMessageFiles,
  teacherMessages,
  teacherThreadReads,
  teacherThreads,
  users,
} from '../schema.ts';

export type TeacherThreadRow = typeof teacherThreads.$inferSelect;
export type TeacherMessageRow = typeof teacherMessages.$inferSelect;

/** Who a thread is about and between, as a reader's list shows it. */
const threadColumns = {
  thread: teacherThreads,
  childName: children.name,
  courseNameEn: products.nameEn,
  courseNameZh: products.nameZh,
  parentName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
  excerpt: sql<string>`coalesce((select left(${teacherMessages.text}, 160) from ${teacherMessages}
    where ${teacherMessages.threadId} = ${teacherThreads.id} order by ${teacherMessages.id} desc limit 1), '')`,
};

export type TeacherThreadRecord = { thread: TeacherThreadRow; childName: string; courseNameEn: string; courseNameZh: string; parentName: string; excerpt: string; unread: number };

/** How the reader counts unread messages: the parent's read mark, a teacher's own, or none for staff. */
export type ThreadReader = { kind: 'parent' } | { kind: 'teacher'; userId: number } | { kind: 'staff' };

function unreadFor(reader: ThreadReader): SQL<number> {
  if (reader.kind === 'staff') return sql<number>`0`;
  if (reader.kind === 'parent') {
    return sql<number>`(select count(*)::int from ${teacherMessages} where ${teacherMessages.threadId} = ${teacherThreads.id}
      and ${teacherMessages.author} <> 'parent' and ${teacherMessages.createdAt} > coalesce(${teacherThreads.parentReadAt}, '-infinity'))`;
  }
  return sql<number>`(select count(*)::int from ${teacherMessages} where ${teacherMessages.threadId} = ${teacherThreads.id}
    and ${teacherMessages.authorId} is distinct from ${reader.userId}
    and ${teacherMessages.createdAt} > coalesce((select ${teacherThreadReads.readAt} from ${teacherThreadReads}
      where ${teacherThreadReads.threadId} = ${teacherThreads.id} and ${teacherThreadReads.userId} = ${reader.userId}), '-infinity'))`;
}

const selectThreads = (db: Db, reader: ThreadReader) =>
  db
    .select({ ...threadColumns, unread: unreadFor(reader) })
    .from(teacherThreads)
    .innerJoin(children, eq(children.id, teacherThreads.childId))
    .innerJoin(products, eq(products.id, teacherThreads.productId))
    .innerJoin(users, eq(users.id, teacherThreads.parentId));

export async function findThreadRecord(db: Db, threadId: number, reader: ThreadReader): Promise<TeacherThreadRecord | undefined> {
  const [row] = await selectThreads(db, reader).where(eq(teacherThreads.id, threadId));
  return row;
}

/** A parent's threads, or a teacher's (those of the courses they teach), the latest first. */
export async function listThreadsOf(db: Db, member: { id: number; role: 'parent' | 'teacher' }): Promise<TeacherThreadRecord[]> {
  const reader: ThreadReader = member.role === 'parent' ? { kind: 'parent' } : { kind: 'teacher', userId: member.id };
  const scope = member.role === 'parent' ? eq(teacherThreads.parentId, member.id) : sql`${teacherThreads.productId} in ${coursesTaughtBy(member.id)}`;
  return selectThreads(db, reader).where(scope).orderBy(desc(teacherThreads.lastMessageAt), desc(teacherThreads.id)).limit(200);
}

export interface StaffThreadFilter {
  state?: 'open' | 'closed';
  /** Threads about the children booked in this class, on its course. */
  scheduleId?: number;
  q: string;
  offset: number;
  limit: number;
}

const bookedInClass = (scheduleId: number): SQL =>
  sql`exists (select 1 from ${bookings} join ${schedules} on ${schedules.id} = ${bookings.scheduleId}
       where ${bookings.scheduleId} = ${scheduleId} and ${bookings.childId} = ${teacherThreads.childId}
       and ${schedules.productId} = ${teacherThreads.productId} and ${bookings.status} <> 'cancelled')`;

/** Every thread, for staff: open or closed, searched by child, family or course. */
export async function listThreadsForStaff(db: Db, filter: StaffThreadFilter): Promise<{ total: number; rows: TeacherThreadRecord[] }> {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const where = and(
    filter.state === 'open' ? isNull(teacherThreads.closedAt) : filter.state === 'closed' ? isNotNull(teacherThreads.closedAt) : undefined,
    pattern
      ? or(ilike(children.name, pattern), ilike(users.nickname, pattern), ilike(users.username, pattern), ilike(products.nameEn, pattern), ilike(products.nameZh, pattern))
      : undefined,
    filter.scheduleId ? bookedInClass(filter.scheduleId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectThreads(db, { kind: 'staff' }).where(where).orderBy(desc(teacherThreads.lastMessageAt), desc(teacherThreads.id)).offset(filter.offset).limit(filter.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(teacherThreads)
      .innerJoin(children, eq(children.id, teacherThreads.childId))
      .innerJoin(products, eq(products.id, teacherThreads.productId))
      .innerJoin(users, eq(users.id, teacherThreads.parentId))
      .where(where),
  ]);
  return { total, rows };
}

export async function findThreadAbout(db: Db, childId: number, productId: number): Promise<TeacherThreadRow | undefined> {
  const [row] = await db.select().from(teacherThreads).where(and(eq(teacherThreads.childId, childId), eq(teacherThreads.productId, productId)));
  return row;
}

/** The thread about a child and a course, made if there is none; two at once make one. */
export async function findOrCreateThread(db: Db, row: { childId: number; productId: number; parentId: number; now: Date }): Promise<TeacherThreadRow> {
  await db
    .insert(teacherThreads)
    .values({ childId: row.childId, productId: row.productId, parentId: row.parentId, createdAt: row.now, lastMessageAt: row.now })
    .onConflictDoNothing({ target: [teacherThreads.childId, teacherThreads.productId] });
  return (await findThreadAbout(db, row.childId, row.productId))!;
}

export async function lockThread(db: Db, threadId: number): Promise<TeacherThreadRow | undefined> {
  const [row] = await db.select().from(teacherThreads).where(eq(teacherThreads.id, threadId)).for('update');
  return row;
}

export async function updateThread(db: Db, threadId: number, changes: Partial<Pick<TeacherThreadRow, 'closedAt' | 'closedBy' | 'parentReadAt' | 'lastMessageAt'>>) {
  await db.update(teacherThreads).set(changes).where(eq(teacherThreads.id, threadId));
}

export async function markReadByTeacher(db: Db, threadId: number, userId: number, now: Date): Promise<void> {
  await db
    .insert(teacherThreadReads)
    .values({ threadId, userId, readAt: now })
    .onConflictDoUpdate({ target: [teacherThreadReads.threadId, teacherThreadReads.userId], set: { readAt: now } });
}

export async function insertMessage(db: Db, row: typeof teacherMessages.$inferInsert, fileIds: readonly number[]): Promise<TeacherMessageRow> {
  const [message] = await db.insert(teacherMessages).values(row).returning();
  if (fileIds.length > 0) await db.insert(teacherMessageFiles).values(fileIds.map((fileId) => ({ messageId: message.id, fileId })));
  return message;
}

export type TeacherMessageFileRow = typeof storedFiles.$inferSelect & { messageId: number };

export interface TeacherMessageRecord extends TeacherMessageRow {
  /** The writer's names: a teacher's faculty entry, else the account's name. */
  facultyNameEn: string | null;
  facultyNameZh: string | null;
  accountName: string | null;
}

export async function listMessages(db: Db, threadId: number): Promise<{ messages: TeacherMessageRecord[]; files: TeacherMessageFileRow[] }> {
  const messages = await db
    .select({
      ...getTableColumns(teacherMessages),
      facultyNameEn: facultyMembers.nameEn,
      facultyNameZh: facultyMembers.nameZh,
      accountName: sql<string | null>`coalesce(nullif(${users.nickname}, ''), ${users.username})`,
    })
    .from(teacherMessages)
    .leftJoin(users, eq(users.id, teacherMessages.authorId))
    .leftJoin(facultyMembers, eq(facultyMembers.userId, teacherMessages.authorId))
    .where(eq(teacherMessages.threadId, threadId))
    .orderBy(asc(teacherMessages.id));
  const ids = messages.map((message) => message.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select({ ...getTableColumns(storedFiles), messageId: teacherMessageFiles.messageId })
          .from(teacherMessageFiles)
          .innerJoin(storedFiles, eq(storedFiles.id, teacherMessageFiles.fileId))
          .where(inArray(teacherMessageFiles.messageId, ids))
          .orderBy(asc(storedFiles.id));
  return { messages, files };
}

/** A file of a message, with the thread it is in. */
export async function findMessageFile(db: Db, fileId: number): Promise<(TeacherMessageFileRow & { threadId: number }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(storedFiles), messageId: teacherMessageFiles.messageId, threadId: teacherMessages.threadId })
    .from(teacherMessageFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, teacherMessageFiles.fileId))
    .innerJoin(teacherMessages, eq(teacherMessages.id, teacherMessageFiles.messageId))
    .where(eq(teacherMessageFiles.fileId, fileId))
    .limit(1);
  return row;
}

export interface ContactRow {
  childId: number;
  childName: string;
  productId: number;
  courseNameEn: string;
  courseNameZh: string;
  threadId: number | null;
}

/**
 * Whom a member may start a thread about: for a parent, their children in courses that have a
 * teacher on the portal; for a teacher, the children enrolled in the courses they teach.
 */
export async function listContacts(db: Db, member: { id: number; role: 'parent' | 'teacher' }): Promise<ContactRow[]> {
  const scope =
    member.role === 'parent'
      ? and(
          eq(children.parentId, member.id),
          isNull(children.archivedAt),
          sql`exists (select 1 from ${facultyMembers} where ${facultyMembers.userId} is not null and ${facultyMembers.id} in ${courseTeacherEntryIds(sql`${products.id}`)})`,
        )
      : sql`${products.id} in ${coursesTaughtBy(member.id)}`;
  return db
    .selectDistinct({
      childId: children.id,
      childName: children.name,
      productId: products.id,
      courseNameEn: products.nameEn,
      courseNameZh: products.nameZh,
      threadId: teacherThreads.id,
    })
    .from(entitlements)
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .innerJoin(children, eq(children.id, orders.childId))
    .innerJoin(products, eq(products.id, entitlements.productId))
    .leftJoin(teacherThreads, and(eq(teacherThreads.childId, children.id), eq(teacherThreads.productId, products.id)))
    .where(and(isNull(entitlements.revokedAt), scope))
    .orderBy(asc(children.name), asc(products.id))
    .limit(200);
}
