import type { z } from 'zod';
import { ChildLimit, type childBody } from '../../../shared/api/accounts.ts';
import type { Db } from '../../db/database.ts';
import { lockUser } from '../../db/repositories/account-access-repository.ts';
import {
  archiveChild,
  childHasHistory,
  countChildrenOf,
  deleteChild,
  findChildOf,
  lockChildOf,
  insertChild,
  listChildrenOf,
  updateChildOf,
  type ChildRow,
} from '../../db/repositories/child-repository.ts';
import type { DictionaryEntryRow } from '../../db/repositories/dictionary-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { assertKnownGrades, listGrades } from '../catalogue/grades.ts';

/**
 * A parent's children. Every read and write is scoped by the parent in the query itself, so
 * another member's child is "not found" (404), for reads and writes alike.
 */
export type ChildAnswers = z.output<typeof childBody>;

export interface ChildrenRecord {
  children: ChildRow[];
  grades: DictionaryEntryRow[];
}

const childNotFound = () => new ApiError(404, 'childNotFound');

/** A birth date in the past `maxAgeYears` years, not in the future. */
function assertPlausibleBirthDate(birthDate: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const earliest = `${now.getUTCFullYear() - ChildLimit.maxAgeYears}${today.slice(4)}`;
  if (birthDate > today || birthDate < earliest) {
    throw new FieldValidationError([{ field: 'birthDate', messageKey: 'birthDateOutOfRange' }], 'birthDateOutOfRange');
  }
}

async function checkAnswers(db: Db, answers: ChildAnswers, now: Date) {
  assertPlausibleBirthDate(answers.birthDate, now);
  await assertKnownGrades(db, [answers.grade], 'grade');
}

export async function listChildren(db: Db, parentId: number): Promise<ChildrenRecord> {
  const [children, grades] = await Promise.all([listChildrenOf(db, parentId), listGrades(db)]);
  return { children, grades };
}

export async function readChild(db: Db, parentId: number, childId: number): Promise<ChildrenRecord> {
  const child = await findChildOf(db, parentId, childId);
  if (!child) throw childNotFound();
  return { children: [child], grades: await listGrades(db) };
}

export async function createChild(db: Db, parentId: number, answers: ChildAnswers, now: Date): Promise<ChildrenRecord> {
  await checkAnswers(db, answers, now);
  if ((await countChildrenOf(db, parentId)) >= ChildLimit.perParent) {
    throw new ApiError(409, 'childLimitReached', { max: String(ChildLimit.perParent) });
  }
  const child = await insertChild(db, parentId, answers, now);
  return { children: [child], grades: await listGrades(db) };
}

export async function updateChild(
  db: Db,
  parentId: number,
  childId: number,
  answers: ChildAnswers,
  now: Date,
): Promise<ChildrenRecord> {
  // Ownership first: another member's child is 404 even when the answers are wrong.
  if (!(await findChildOf(db, parentId, childId))) throw childNotFound();
  await checkAnswers(db, answers, now);
  const child = await updateChildOf(db, parentId, childId, answers, now);
  if (!child) throw childNotFound();
  return { children: [child], grades: await listGrades(db) };
}

/**
 * `ddcChild/delete/{id}`: a child with nothing attached is deleted. One with records, orders,
 * bookings or cases is archived instead (issue 26): deleting it took the records staff made with
 * it. The family sees the same success either way; the archive is written to the family's audit
 * history, since the family, not staff, made the change.
 */
export async function removeChild(db: Db, parent: Pick<Member, 'id' | 'username'>, childId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The member first, as an order or feedback takes it, then the child, as a requirement or an
    // assessment does: none of them can attach itself between the check and the delete.
    await lockUser(tx, parent.id);
    const child = await lockChildOf(tx, parent.id, childId);
    if (!child) throw childNotFound();
    if (!(await childHasHistory(tx, child.id))) {
      await deleteChild(tx, child.id);
      return;
    }
    await archiveChild(tx, child.id, now);
    await recordStaffAction(tx, parent, {
      action: 'family.archiveChild',
      entityType: 'family',
      entityId: parent.id,
      // Only changed fields are kept: the child's id and name go inside the one that changes.
      before: { archivedChild: null },
      after: { archivedChild: { id: child.id, name: child.name, archivedAt: now.toISOString() } },
    });
  });
}
