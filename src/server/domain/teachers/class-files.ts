import type { Readable } from 'node:stream';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import type { StoredFileRow } from '../../db/repositories/file-repository.ts';
import { findClassNoteFile, memberIsBookedInClass } from '../../db/repositories/teacher-class-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { isStaff, memberOf, type Member } from '../accounts/member.ts';
import { signLink, verifyLink, type SignedLinkKind } from '../files/signed-links.ts';
import { findTeachersClass } from './teacher-classes.ts';

/** A class note's files open in a tab of their own, which sends no session: by a signed link, as feedback's do. */
const CLASS_FILE_LINKS: SignedLinkKind = { secretName: 'class-file-links', minutes: 5 };

export const classFilePath = (token: string) => `/api/classFile/${token}`;

const fileNotFound = () => new ApiError(404, 'fileNotFound');

/** Whether the member may read the files of the class: its teacher, a family booked in it, or staff. */
async function mayReadClassFiles(db: Db, member: Member, scheduleId: number): Promise<boolean> {
  if (isStaff(member)) return true;
  if (member.role === 'teacher') return findTeachersClass(db, member, scheduleId).then(() => true, () => false);
  return memberIsBookedInClass(db, member.id, scheduleId);
}

/** `teacher/classFile/{fileId}` and `ddcPlan/classFile/{fileId}`: a signed, short-lived link to a class note's file. */
export async function openClassFile(deps: { db: Db; now: Date }, member: Member, fileId: number): Promise<{ url: string }> {
  const found = await findClassNoteFile(deps.db, fileId);
  if (!found || !(await mayReadClassFiles(deps.db, member, found.scheduleId))) throw fileNotFound();
  return { url: classFilePath(await signLink(deps.db, CLASS_FILE_LINKS, found.file.id, member.id, deps.now)) };
}

/** The bytes behind a signed link; the member it was made for must still be allowed to read it. */
export async function readSignedClassFile(
  deps: { db: Db; storage: FileStorage; now: Date },
  token: string,
  viewerId: number | null,
): Promise<{ file: StoredFileRow; bytes: Readable }> {
  const check = await verifyLink(deps.db, CLASS_FILE_LINKS, token, deps.now);
  if (!check.valid) throw fileNotFound();
  if (viewerId !== null && viewerId !== check.memberId) throw fileNotFound();
  const owner = await findUserById(deps.db, check.memberId);
  const found = await findClassNoteFile(deps.db, check.subjectId);
  if (!owner || owner.disabledAt !== null || !found) throw fileNotFound();
  if (!(await mayReadClassFiles(deps.db, memberOf(owner), found.scheduleId))) throw fileNotFound();
  const bytes = await deps.storage.open(found.file.key);
  if (!bytes) throw fileNotFound();
  return { file: found.file, bytes };
}
