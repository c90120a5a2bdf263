import type { z } from 'zod';
import type { classNoteBody } from '../../../shared/api/teacher-classes.ts';
import { classNoteMail } from '../../adapters/mail/booking-templates.ts';
import type { Db } from '../../db/database.ts';
import { claimDocuments } from '../../db/repositories/record-repository.ts';
import { insertClassNote, listBookedFamilies } from '../../db/repositories/teacher-class-repository.ts';
import { FieldValidationError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { notify } from '../notifications/notify.ts';
import { findTeachersClass } from './teacher-classes.ts';

/**
 * `teacher/classNote/{classId}`: a note or homework on one of the teacher's classes, with the
 * teacher's uploaded documents as its files. In one transaction, each family booked in the class
 * is told (D29); the families see it on that class in their plan.
 */
export async function postClassNote(deps: { db: Db; now: Date; timeZone: string }, teacher: Member, scheduleId: number, body: z.output<typeof classNoteBody>): Promise<number> {
  const { db, now } = deps;
  const classRecord = await findTeachersClass(db, teacher, scheduleId);
  return db.transaction(async (tx) => {
    const claimed = await claimDocuments(tx, body.fileKeys, teacher.id, 'class');
    if (claimed.length !== body.fileKeys.length) throw new FieldValidationError([{ field: 'fileKeys', messageKey: 'feedbackFilesInvalid' }], 'feedbackFilesInvalid');
    const note = await insertClassNote(
      tx,
      { scheduleId, kind: body.kind, text: body.text, dueAt: body.kind === 'homework' ? (body.dueAt ?? null) : null, authorId: teacher.id, createdAt: now, updatedAt: now },
      claimed.map((file) => file.id),
    );
    const told = new Set<number>();
    for (const family of await listBookedFamilies(tx, scheduleId)) {
      if (told.has(family.memberId)) continue;
      told.add(family.memberId);
      await notify(
        tx,
        {
          memberId: family.memberId,
          kind: 'classNote',
          link: '/user/plan',
          build: ({ name, language, timeZone: own }) =>
            classNoteMail(
              {
                name,
                childName: family.childName,
                item: {
                  course: (language === 'cn' ? classRecord.courseNameZh : classRecord.courseNameEn) ?? '',
                  className: language === 'cn' ? classRecord.nameZh : classRecord.nameEn,
                  startAt: classRecord.classDate,
                },
                zones: { academy: deps.timeZone, own },
                kind: body.kind,
                text: body.text,
              },
              language,
            ),
        },
        now,
      );
    }
    return note.id;
  });
}
