import type { Language } from '../../../shared/language.ts';
import { textOf } from '../../../shared/localised-text.ts';
import { courseTeachersChangedMail, teacherChangedMail } from '../../adapters/mail/booking-templates.ts';
import type { Db } from '../../db/database.ts';
import { findListedTeachers, type ClassRecord, type ListedTeacher } from '../../db/repositories/class-repository.ts';
import { findLinkedUserOfFaculty, listBookedFamilies, listFamiliesBookedAheadWithCourseTeachers } from '../../db/repositories/teacher-class-repository.ts';
import { notify } from '../notifications/notify.ts';

/**
 * Who is told when a class or a course changes teacher (issue 29), wherever staff change it: on
 * the class's page or in the course's form. Written in the change's transaction.
 */

type Deps = { now: Date; timeZone: string };

const namesOf = (teachers: readonly ListedTeacher[], language: Language) => teachers.map((entry) => textOf(entry, 'name', language));

const inMail = (item: ClassRecord, language: Language) => ({
  course: (language === 'cn' ? item.courseNameZh : item.courseNameEn) ?? '',
  className: language === 'cn' ? item.nameZh : item.nameEn,
  startAt: item.classDate,
});

/** A class's own teacher changed from `beforeTeacherId`: each family booked in it, and the old and new teachers' accounts. */
export async function tellClassTeacherChanged(tx: Db, deps: Deps, beforeTeacherId: number | null, after: ClassRecord): Promise<void> {
  if (beforeTeacherId === after.teacherId) return;
  // With no teacher of its own, the course's teachers teach the class (ADR 033).
  const listed = after.teacherId === null && after.productId !== null ? ((await findListedTeachers(tx, [after.productId])).get(after.productId) ?? []) : [];
  const teacherName = (language: Language) => {
    const names = after.teacherId === null ? namesOf(listed, language) : [textOf({ nameEn: after.teacherNameEn ?? '', nameZh: after.teacherNameZh ?? '' }, 'name', language)];
    return names.filter(Boolean).join(language === 'cn' ? '、' : ', ') || null;
  };
  const zones = (own: string | null) => ({ academy: deps.timeZone, own });
  const told = new Set<string>();
  for (const family of await listBookedFamilies(tx, after.id)) {
    const key = `${family.memberId}:${family.childName}`;
    if (told.has(key)) continue;
    told.add(key);
    await notify(
      tx,
      {
        memberId: family.memberId,
        kind: 'teacherChanged',
        link: '/user/plan',
        build: ({ name, language, timeZone }) =>
          teacherChangedMail({ name, item: inMail(after, language), zones: zones(timeZone), teacher: teacherName(language), audience: 'family', childName: family.childName }, language),
      },
      deps.now,
    );
  }
  const teachers: [number | null, 'oldTeacher' | 'newTeacher'][] = [
    [beforeTeacherId === null ? null : await findLinkedUserOfFaculty(tx, beforeTeacherId), 'oldTeacher'],
    [after.teacherId === null ? null : await findLinkedUserOfFaculty(tx, after.teacherId), 'newTeacher'],
  ];
  for (const [memberId, audience] of teachers) {
    if (memberId === null) continue;
    await notify(
      tx,
      {
        memberId,
        kind: 'teacherChanged',
        link: audience === 'newTeacher' ? `/user/classes/${after.id}` : '/user/classes',
        build: ({ name, language, timeZone }) => teacherChangedMail({ name, item: inMail(after, language), zones: zones(timeZone), teacher: teacherName(language), audience }, language),
      },
      deps.now,
    );
  }
}

/**
 * The teachers a course's page lists changed: the families booked ahead in its classes that have
 * no teacher of their own, and the accounts of the teachers it gained or lost.
 */
export async function tellCourseTeachersChanged(
  tx: Db,
  deps: Deps,
  course: { id: number; nameEn: string; nameZh: string },
  beforeIds: readonly number[],
  afterIds: readonly number[],
): Promise<void> {
  const added = afterIds.filter((id) => !beforeIds.includes(id));
  const removed = beforeIds.filter((id) => !afterIds.includes(id));
  if (added.length === 0 && removed.length === 0) return;
  const listed = (await findListedTeachers(tx, [course.id])).get(course.id) ?? [];
  const courseName = (language: Language) => textOf(course, 'name', language);
  for (const family of await listFamiliesBookedAheadWithCourseTeachers(tx, course.id, deps.now)) {
    await notify(
      tx,
      {
        memberId: family.memberId,
        kind: 'teacherChanged',
        link: '/user/plan',
        build: ({ name, language }) =>
          courseTeachersChangedMail({ name, course: courseName(language), teachers: namesOf(listed, language), audience: 'family', childName: family.childName }, language),
      },
      deps.now,
    );
  }
  const changed: (readonly [number, 'newTeacher' | 'oldTeacher'])[] = [...added.map((id) => [id, 'newTeacher'] as const), ...removed.map((id) => [id, 'oldTeacher'] as const)];
  for (const [facultyId, audience] of changed) {
    const memberId = await findLinkedUserOfFaculty(tx, facultyId);
    if (memberId === null) continue;
    await notify(
      tx,
      {
        memberId,
        kind: 'teacherChanged',
        link: '/user/classes',
        build: ({ name, language }) => courseTeachersChangedMail({ name, course: courseName(language), teachers: namesOf(listed, language), audience }, language),
      },
      deps.now,
    );
  }
}
