import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/api/public-queries.ts';
import { classNoteBody, teacherAttendanceBody, teacherClassesQuery, teacherHoursQuery, teacherTimeZoneBody, type TaughtMonth, type TeacherClock } from '../../../shared/api/teacher-classes.ts';
import { findUserById, updateUser } from '../../db/repositories/user-repository.ts';
import { openClassFile } from '../../domain/teachers/class-files.ts';
import { readTeacherHours } from '../../domain/teachers/hours.ts';
import { postClassNote } from '../../domain/teachers/class-notes.ts';
import { listClassesForTeacher, markAttendanceAsTeacher, readClassForTeacher } from '../../domain/teachers/teacher-classes.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import type { MessageKey } from '../../http/messages.ts';
import { ApiError } from '../../http/errors.ts';
import { presentTeacherClass, presentTeacherClassDetail } from '../../presenters/teacher-class-presenter.ts';

const tags = ['teachers'];

/** preValidation hook after `authenticate`: teacher accounts only; parents and staff get 403 (D30). */
async function teacherOnly(request: FastifyRequest) {
  if (signedInMember(request).role !== 'teacher') throw new ApiError(403, 'forbidden');
}

/** `teacher/*` (D30, issue 29): a teacher's classes, rosters, attendance and class notes. */
export const teacherClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', teacherOnly);

  const detailOf = async (request: FastifyRequest, id: number, message?: MessageKey) =>
    success(
      presentTeacherClassDetail(await readClassForTeacher(app.db, signedInMember(request), id), request.language, { now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE }),
      request.language,
      message,
    );

  app.get('/teacher/clock', { schema: { tags, summary: "The teacher's own time zone and the academy's" } }, async (request) => {
    const user = await findUserById(app.db, signedInMember(request).id);
    const clock: TeacherClock = { timeZone: user?.timeZone ?? null, timeZoneChosen: user?.timeZoneChosen ?? false, academyTimeZone: app.env.ACADEMY_TIME_ZONE };
    return success(clock, request.language);
  });

  app.post('/teacher/timeZone', { schema: { tags, summary: 'Choose the time zone classes are shown in; sign-in then keeps it', body: teacherTimeZoneBody } }, async (request) => {
    const member = signedInMember(request);
    await updateUser(app.db, member.id, { timeZone: request.body.timeZone, timeZoneChosen: true });
    const clock: TeacherClock = { timeZone: request.body.timeZone, timeZoneChosen: true, academyTimeZone: app.env.ACADEMY_TIME_ZONE };
    return success(clock, request.language, 'timeZoneSaved');
  });

  app.get('/teacher/classes', { schema: { tags, summary: 'The classes the teacher teaches that begin in [from, to)', querystring: teacherClassesQuery } }, async (request) => {
    const rows = await listClassesForTeacher(app.db, signedInMember(request), request.query);
    const now = app.clock();
    return success(rows.map((row) => presentTeacherClass(row, request.language, now)), request.language);
  });

  app.get('/teacher/class/:id', { schema: { tags, summary: 'One of the teacher’s classes: its roster (children only) and notes', params: idParam } }, async (request) =>
    detailOf(request, request.params.id),
  );

  app.post(
    '/teacher/attendance/:id',
    { schema: { tags, summary: 'Mark bookings of the class, from its start until 48 hours after; answers the class', params: idParam, body: teacherAttendanceBody } },
    async (request) => {
      await markAttendanceAsTeacher({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id, request.body);
      return detailOf(request, request.params.id, 'attendanceMarked');
    },
  );

  app.post(
    '/teacher/classNote/:id',
    { schema: { tags, summary: 'A note or homework on the class, with files; the booked families are told', params: idParam, body: classNoteBody } },
    async (request) => {
      await postClassNote({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE }, signedInMember(request), request.params.id, request.body);
      return detailOf(request, request.params.id, 'classNoteSaved');
    },
  );

  app.get('/teacher/classFile/:id', { schema: { tags, summary: "A signed, short-lived link to a file of a class's note", params: idParam } }, async (request) =>
    success(await openClassFile({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id), request.language),
  );

  app.get('/teacher/hours', { schema: { tags, summary: 'The classes the teacher taught in each month of a year', querystring: teacherHoursQuery } }, async (request) => {
    const months: TaughtMonth[] = await readTeacherHours({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE }, signedInMember(request), request.query);
    return success(months, request.language);
  });
};
