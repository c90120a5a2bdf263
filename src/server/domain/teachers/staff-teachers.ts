import type { Db } from '../../db/database.ts';
import { findFacultyMember, insertFacultyMember, nextFacultyPosition, updateFacultyMember } from '../../db/repositories/admin-catalogue-repository.ts';
import { findClass } from '../../db/repositories/class-repository.ts';
import { findTeacherApplication } from '../../db/repositories/teacher-application-repository.ts';
import { findFacultyIdOfUser, setClassTeacher } from '../../db/repositories/teacher-class-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { tellClassTeacherChanged } from './teacher-change-notices.ts';

/** Staff connect teachers' accounts to the faculty entries that teach (D30, issue 29). */

const facultyMemberNotFound = () => new ApiError(404, 'facultyMemberNotFound');

/** The account must be a teacher's, and not linked to another entry already. */
async function assertLinkableTeacher(tx: Db, userId: number, facultyId: number | null): Promise<void> {
  const user = await findUserById(tx, userId);
  if (!user || user.role !== 'teacher' || user.erasedAt !== null) throw new ApiError(404, 'teacherAccountNotFound');
  const linked = await findFacultyIdOfUser(tx, userId);
  if (linked !== null && linked !== facultyId) throw new ApiError(409, 'teacherAlreadyLinked');
}

/** `admin/faculty/linkTeacher/{id}`: links a teacher's account to the entry, or unlinks it (`userId: null`); audited. */
export async function linkTeacherAccount(db: Db, staff: Member, facultyId: number, userId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await findFacultyMember(tx, facultyId, true);
    if (!locked) throw facultyMemberNotFound();
    if (locked.userId === userId) return;
    if (userId !== null) await assertLinkableTeacher(tx, userId, facultyId);
    await updateFacultyMember(tx, facultyId, { userId });
    await recordStaffAction(tx, staff, {
      action: userId === null ? 'faculty.unlinkTeacher' : 'faculty.linkTeacher',
      entityType: 'faculty',
      entityId: facultyId,
      before: { userId: locked.userId },
      after: { userId },
    });
  });
}

/**
 * `admin/teacherApplication/createFaculty/{id}`: an approved applicant's faculty entry, made from
 * the application (name, biography from the introduction, the account's picture when it has one)
 * and linked to the account. Unpublished, in both languages, for staff to finish and publish.
 */
export async function createFacultyFromApplication(db: Db, staff: Member, applicationId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const application = await findTeacherApplication(tx, applicationId, true);
    if (!application) throw new ApiError(404, 'applicationNotFound');
    if (application.status !== 'approved') throw new ApiError(409, 'applicationNotApproved');
    await assertLinkableTeacher(tx, application.userId, null);
    const user = await findUserById(tx, application.userId);
    const name = `${application.profile.firstName} ${application.profile.lastName}`.trim();
    const biography = application.profile.introduction.trim() || application.experience.summary.trim() || name;
    const photo = user && /^\/(?![/\\])/.test(user.icon) ? user.icon : '';
    const row = await insertFacultyMember(tx, {
      nameEn: name,
      nameZh: name,
      biographyEn: biography,
      biographyZh: biography,
      photo,
      subjects: [...new Set(application.teaching.subjects)].slice(0, 20),
      published: false,
      userId: application.userId,
      position: await nextFacultyPosition(tx),
    });
    const { id, ...after } = row;
    await recordStaffAction(tx, staff, { action: 'faculty.createFromApplication', entityType: 'faculty', entityId: id, before: null, after, note: `#${applicationId}` });
    return id;
  });
}

/**
 * `admin/class/assignTeacher/{id}`: gives one class its own teacher (a faculty entry), or none
 * (the course's teachers then teach it). Audited; the booked families and both teachers' accounts
 * are told, in the change's transaction.
 */
export async function assignClassTeacher(deps: { db: Db; now: Date; timeZone: string }, staff: Member, scheduleId: number, teacherId: number | null): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await findClass(tx, scheduleId);
    if (!before || before.productId === null) throw new ApiError(404, 'classNotFound');
    if (before.teacherId === teacherId) return;
    if (teacherId !== null && !(await findFacultyMember(tx, teacherId))) throw facultyMemberNotFound();
    await setClassTeacher(tx, scheduleId, teacherId);
    await recordStaffAction(tx, staff, { action: 'class.assignTeacher', entityType: 'class', entityId: scheduleId, before: { teacherId: before.teacherId }, after: { teacherId } });
    await tellClassTeacherChanged(tx, deps, before.teacherId, (await findClass(tx, scheduleId))!);
  });
}
