import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignTeacherBody, attendanceBody, classCalendarQuery, classListQuery, type ClassCourseOption, type FacultyOption } from '../../../../shared/api/classes.ts';
import { adminHoursQuery, type TeacherHours } from '../../../../shared/api/teacher-classes.ts';
import { readHoursForStaff } from '../../../domain/teachers/hours.ts';
import { sendCsv, toCsv, type CsvColumn } from '../../../http/csv.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { markAttendance } from '../../../domain/attendance/mark-attendance.ts';
import { listCalendarClassesForStaff, listClassesForStaff, readClassForStaff } from '../../../domain/attendance/staff-classes.ts';
import { listCoursesWithClasses } from '../../../db/repositories/class-repository.ts';
import { openClassFile } from '../../../domain/teachers/class-files.ts';
import { listAllFacultyMembers } from '../../../db/repositories/admin-catalogue-repository.ts';
import { assignClassTeacher } from '../../../domain/teachers/staff-teachers.ts';
import { textOf } from '../../../../shared/localised-text.ts';
import { authenticate, signedInMember, staffArea } from '../../../http/auth.ts';
import { success } from '../../../http/envelope.ts';
import { presentStaffClassDetail, presentStaffClassList } from '../../../presenters/class-presenter.ts';

const tags = ['staff: classes'];

const hoursColumns: CsvColumn<TeacherHours>[] = [
  { header: { en: 'Faculty entry', cn: '师资条目' }, value: (row) => row.facultyId },
  { header: { en: 'Teacher', cn: '老师' }, value: (row) => row.name },
  { header: { en: 'Account linked', cn: '已关联账号' }, value: (row) => row.linked },
  { header: { en: 'Classes taught', cn: '授课节数' }, value: (row) => row.classes },
  { header: { en: 'Hours', cn: '课时（小时）' }, value: (row) => Math.round((row.minutes / 60) * 100) / 100 },
];

/** `admin/class/*` (D23): the classes as a list and a calendar, their rosters, attendance, teachers and notes. */
export const adminClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);
  app.addHook('preValidation', staffArea('classes'));

  app.get('/admin/class/list', { schema: { tags, summary: "Today's and past classes, newest first", querystring: classListQuery } }, async (request) => {
    const page = await listClassesForStaff({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE }, request.query);
    return success(presentStaffClassList(page, request.language), request.language);
  });

  app.get(
    '/admin/class/calendar',
    { schema: { tags, summary: 'Every class of up to 42 academy days, the earliest first; by course, teacher or missing classroom link', querystring: classCalendarQuery } },
    async (request) => {
      const page = await listCalendarClassesForStaff({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE }, request.query);
      return success(presentStaffClassList(page, request.language).list, request.language);
    },
  );

  app.get('/admin/class/courses', { schema: { tags, summary: 'The courses that have classes, for the filters' } }, async (request) => {
    const list: ClassCourseOption[] = (await listCoursesWithClasses(app.db)).map((row) => ({ id: row.id, name: textOf(row, 'name', request.language) }));
    return success(list, request.language);
  });

  app.get('/admin/class/file/:id', { schema: { tags, summary: "A signed, short-lived link to a file of a class's note", params: idParam } }, async (request) =>
    success(await openClassFile({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id), request.language),
  );

  app.get('/admin/class/detail/:id', { schema: { tags, summary: 'A class with its roster', params: idParam } }, async (request) =>
    success(presentStaffClassDetail(await readClassForStaff(app.db, request.params.id), request.language), request.language),
  );

  app.post(
    '/admin/class/attendance/:id',
    { schema: { tags, summary: 'Mark a booking attended, absent or excused; answers its class', params: idParam, body: attendanceBody } },
    async (request) => {
      const { scheduleId } = await markAttendance({ db: app.db, now: app.clock() }, signedInMember(request), request.params.id, request.body.status);
      return success(presentStaffClassDetail(await readClassForStaff(app.db, scheduleId), request.language), request.language, 'attendanceMarked');
    },
  );

  app.get('/admin/class/faculty', { schema: { tags, summary: 'The faculty entries a class can be given' } }, async (request) => {
    const list: FacultyOption[] = (await listAllFacultyMembers(app.db)).map((row) => ({ id: row.id, name: textOf(row, 'name', request.language), linked: row.userId !== null }));
    return success(list, request.language);
  });

  app.post(
    '/admin/class/assignTeacher/:id',
    { schema: { tags, summary: "Give the class its own teacher, or null for the course's; families and both teachers are told", params: idParam, body: assignTeacherBody } },
    async (request) => {
      await assignClassTeacher({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE }, signedInMember(request), request.params.id, request.body.teacherId);
      return success(presentStaffClassDetail(await readClassForStaff(app.db, request.params.id), request.language), request.language, 'classTeacherAssigned');
    },
  );

  app.get(
    '/admin/class/hours',
    { schema: { tags, summary: "Every teacher's classes taught in a month; format=csv downloads them", querystring: adminHoursQuery } },
    async (request, reply) => {
      const rows = await readHoursForStaff({ db: app.db, now: app.clock(), timeZone: app.env.ACADEMY_TIME_ZONE }, request.query);
      const list: TeacherHours[] = rows.map((row) => ({
        facultyId: row.facultyId,
        name: textOf(row, 'name', request.language),
        linked: row.userId !== null,
        classes: row.classes,
        minutes: row.minutes,
      }));
      if (request.query.format === 'csv') {
        const { year, month } = request.query;
        return sendCsv(reply, `teacher-hours-${year}-${String(month).padStart(2, '0')}`, toCsv(hoursColumns, list, request.language));
      }
      return success(list, request.language);
    },
  );
};
