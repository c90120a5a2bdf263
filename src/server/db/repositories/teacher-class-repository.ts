import { and, asc, count, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { bookings, children, classNoteFiles, classNotes, entitlements, facultyMembers, productTeachers, schedules, storedFiles, users } from '../schema.ts';
import { classColumns, taughtBy, type ClassRecord } from './class-repository.ts';
import { products } from '../schema.ts';

/**
 * The classes a teacher's account teaches (D30, ADR 033): those whose own teacher is the account's
 * faculty entry, and those of courses the entry teaches with no teacher of their own.
 */

export async function findFacultyIdOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: facultyMembers.id }).from(facultyMembers).where(eq(facultyMembers.userId, userId));
  return row?.id ?? null;
}

export interface TeacherClassRecord extends ClassRecord {
  enrolled: number;
}

const enrolledCount = sql<number>`(select count(*) from ${bookings} where ${bookings.scheduleId} = ${schedules.id} and ${bookings.status} <> 'cancelled')`.mapWith(Number);

function selectTeacherClasses(db: Db) {
  return db
    .select({ ...classColumns, enrolled: enrolledCount })
    .from(schedules)
    .leftJoin(products, eq(products.id, schedules.productId))
    .leftJoin(facultyMembers, eq(facultyMembers.id, schedules.teacherId));
}

/** The teacher's course classes that begin in the window, earliest first. */
export function listClassesTaughtBy(db: Db, facultyId: number, window: { from: Date; to: Date }): Promise<TeacherClassRecord[]> {
  return selectTeacherClasses(db)
    .where(and(taughtBy(facultyId), isNotNull(schedules.productId), gte(schedules.classDate, window.from), lt(schedules.classDate, window.to)))
    .orderBy(asc(schedules.classDate), asc(schedules.id));
}

/** One class, when the teacher teaches it. */
export async function findClassTaughtBy(db: Db, facultyId: number, scheduleId: number): Promise<TeacherClassRecord | undefined> {
  const [row] = await selectTeacherClasses(db).where(and(eq(schedules.id, scheduleId), isNotNull(schedules.productId), taughtBy(facultyId)));
  return row;
}

/**
 * A class's roster as its teacher sees it (D30): the child's name, grade, birth date and the
 * parent's note for teachers, and the booking's mark. Nothing of the parent is selected.
 */
export function listTeacherRoster(db: Db, scheduleId: number) {
  return db
    .select({
      bookingId: bookings.id,
      childId: children.id,
      childName: children.name,
      grade: children.grade,
      birthDate: children.birthDate,
      notes: children.notes,
      status: bookings.status,
    })
    .from(bookings)
    .leftJoin(children, eq(children.id, bookings.childId))
    .where(and(eq(bookings.scheduleId, scheduleId), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.id));
}

/** The families booked in a class (cancelled bookings and refunded entitlements aside), with the child's name. */
export function listBookedFamilies(db: Db, scheduleId: number): Promise<{ bookingId: number; memberId: number; childName: string }[]> {
  return db
    .select({ bookingId: bookings.id, memberId: entitlements.memberId, childName: sql<string>`coalesce(${children.name}, '')` })
    .from(bookings)
    .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
    .leftJoin(children, eq(children.id, bookings.childId))
    .where(and(eq(bookings.scheduleId, scheduleId), ne(bookings.status, 'cancelled'), sql`${entitlements.revokedAt} is null`))
    .orderBy(asc(bookings.id));
}

/** The families booked in classes of a course still ahead that have no teacher of their own: the course's teachers teach them. */
export function listFamiliesBookedAheadWithCourseTeachers(db: Db, productId: number, now: Date): Promise<{ memberId: number; childName: string }[]> {
  return db
    .selectDistinct({ memberId: entitlements.memberId, childName: sql<string>`coalesce(${children.name}, '')` })
    .from(bookings)
    .innerJoin(schedules, eq(schedules.id, bookings.scheduleId))
    .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
    .leftJoin(children, eq(children.id, bookings.childId))
    .where(
      and(
        eq(schedules.productId, productId),
        sql`${schedules.teacherId} is null`,
        sql`${schedules.cancelledAt} is null`,
        gte(schedules.classDate, now),
        eq(bookings.status, 'booked'),
        sql`${entitlements.revokedAt} is null`,
      ),
    );
}

/** Whether a booking belongs to the class. */
export async function bookingIsInClass(db: Db, bookingId: number, scheduleId: number): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.scheduleId, scheduleId)));
  return Number(row?.total ?? 0) > 0;
}

export type ClassNoteRow = typeof classNotes.$inferSelect;

export async function insertClassNote(db: Db, values: typeof classNotes.$inferInsert, fileIds: readonly number[]): Promise<ClassNoteRow> {
  const [note] = await db.insert(classNotes).values(values).returning();
  if (fileIds.length > 0) await db.insert(classNoteFiles).values(fileIds.map((fileId) => ({ noteId: note.id, fileId })));
  return note;
}

export interface ClassNoteRecord extends ClassNoteRow {
  files: { id: number; name: string; size: number; mime: string }[];
}

/** The notes of some classes, oldest first, with their files. */
export async function listClassNotes(db: Db, scheduleIds: readonly number[]): Promise<ClassNoteRecord[]> {
  if (scheduleIds.length === 0) return [];
  const notes = await db.select().from(classNotes).where(inArray(classNotes.scheduleId, [...scheduleIds])).orderBy(asc(classNotes.id));
  if (notes.length === 0) return [];
  const files = await db
    .select({ noteId: classNoteFiles.noteId, id: storedFiles.id, name: storedFiles.originalName, size: storedFiles.size, mime: storedFiles.mime })
    .from(classNoteFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, classNoteFiles.fileId))
    .where(inArray(classNoteFiles.noteId, notes.map((note) => note.id)))
    .orderBy(asc(storedFiles.id));
  return notes.map((note) => ({ ...note, files: files.filter((file) => file.noteId === note.id).map(({ noteId: _noteId, ...file }) => file) }));
}

/** A file of a class note, with the class it belongs to. */
export async function findClassNoteFile(db: Db, fileId: number) {
  const [row] = await db
    .select({ file: storedFiles, scheduleId: classNotes.scheduleId })
    .from(classNoteFiles)
    .innerJoin(classNotes, eq(classNotes.id, classNoteFiles.noteId))
    .innerJoin(storedFiles, eq(storedFiles.id, classNoteFiles.fileId))
    .where(eq(classNoteFiles.fileId, fileId))
    .limit(1);
  return row;
}

/** Whether the member has a child booked (not cancelled, not refunded) in the class. */
export async function memberIsBookedInClass(db: Db, memberId: number, scheduleId: number): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
    .where(and(eq(bookings.scheduleId, scheduleId), eq(entitlements.memberId, memberId), ne(bookings.status, 'cancelled'), sql`${entitlements.revokedAt} is null`));
  return Number(row?.total ?? 0) > 0;
}

/** The account linked to a faculty entry, for its notifications. */
export async function findLinkedUserOfFaculty(db: Db, facultyId: number): Promise<number | null> {
  const [row] = await db.select({ userId: facultyMembers.userId }).from(facultyMembers).where(eq(facultyMembers.id, facultyId));
  return row?.userId ?? null;
}

/** Sets a class's own teacher. */
export async function setClassTeacher(db: Db, scheduleId: number, teacherId: number | null): Promise<void> {
  await db.update(schedules).set({ teacherId }).where(eq(schedules.id, scheduleId));
}

/** Teacher accounts, for staff linking one to a faculty entry; with the entry each is linked to. */
export function listTeacherAccounts(db: Db) {
  return db
    .select({ id: users.id, username: users.username, nickname: users.nickname, facultyId: facultyMembers.id })
    .from(users)
    .leftJoin(facultyMembers, eq(facultyMembers.userId, users.id))
    .where(and(eq(users.role, 'teacher'), sql`${users.erasedAt} is null`))
    .orderBy(asc(users.username));
}

// ---- hours ---------------------------------------------------------------------------------------

/** Classes taught: of a course, begun before `now` and not cancelled, in [from, to). */
const taughtIn = (window: { from: Date; to: Date; now: Date }): SQL =>
  and(
    isNotNull(schedules.productId),
    sql`${schedules.cancelledAt} is null`,
    gte(schedules.classDate, window.from),
    lt(schedules.classDate, window.to),
    lt(schedules.classDate, window.now),
  )!;

/** A teacher's classes taught in each academy month of the window. */
export async function countClassesTaughtByMonth(db: Db, facultyId: number, window: { from: Date; to: Date; now: Date; timeZone: string }) {
  const month = sql<string>`to_char(${schedules.classDate} at time zone ${window.timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, classes: count(), minutes: sql<number>`coalesce(sum(${schedules.durationMinutes}), 0)`.mapWith(Number) })
    .from(schedules)
    .where(and(taughtBy(facultyId), taughtIn(window)))
    // By position: the zone is a bound parameter, so the expression repeated would be another one.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ ...row, classes: Number(row.classes) }));
}

/** Every faculty entry's classes taught in the window, by the same rule as a teacher's own list; entries with none left out. */
export async function countClassesTaughtPerTeacher(db: Db, window: { from: Date; to: Date; now: Date }) {
  const rows = await db
    .select({
      facultyId: facultyMembers.id,
      nameEn: facultyMembers.nameEn,
      nameZh: facultyMembers.nameZh,
      userId: facultyMembers.userId,
      classes: count(),
      minutes: sql<number>`coalesce(sum(${schedules.durationMinutes}), 0)`.mapWith(Number),
    })
    .from(facultyMembers)
    .innerJoin(
      schedules,
      or(
        eq(schedules.teacherId, facultyMembers.id),
        and(
          sql`${schedules.teacherId} is null`,
          sql`exists (select 1 from ${productTeachers} where ${productTeachers.productId} = ${schedules.productId} and ${productTeachers.facultyMemberId} = ${facultyMembers.id})`,
        ),
      ),
    )
    .where(taughtIn(window))
    .groupBy(facultyMembers.id)
    .orderBy(asc(facultyMembers.nameEn), asc(facultyMembers.id));
  return rows.map((row) => ({ ...row, classes: Number(row.classes) }));
}
