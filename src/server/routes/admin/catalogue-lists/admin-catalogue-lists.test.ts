import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourseSystem, AdminGrade, AdminTimetable } from '../../../../shared/api/admin-catalogue.ts';
import { createAccountsTestApp, envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

describe('admin/timetable, admin/courseSystem, admin/dictionary: the catalogue’s small lists', () => {
  let testApp: AccountsTestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    token = (await memberWithRole(testApp.app, 'admin')).token;
  });
  afterAll(() => testApp.close());

  const write = <T>(url: string, body: unknown) => expectOk<T>(testApp.app, 'POST', url, body, { token });
  const read = <T>(url: string) => expectOk<T>(testApp.app, 'GET', url, undefined, { token });

  it('creates and renames timetables, audited', async () => {
    const created = await write<AdminTimetable>('/api/admin/timetable/create', { nameEn: 'Spring 2027', nameZh: '2027 春季', startDate: '2027-02-01', endDate: '2027-06-30' });
    const renamed = await write<AdminTimetable>(`/api/admin/timetable/update/${created.id}`, { nameEn: 'Spring term 2027', nameZh: '2027 春季学期', startDate: '2027-02-01', endDate: '2027-06-30' });
    expect(renamed).toMatchObject({ id: created.id, nameEn: 'Spring term 2027' });
    expect((await read<AdminTimetable[]>('/api/admin/timetable/list')).map((row) => row.nameEn)).toContain('Spring term 2027');
    expect((await auditOf(testApp.db, 'timetable', created.id)).map((record) => record.action)).toEqual(['timetable.create', 'timetable.update']);
    const backwards = await post(testApp.app, '/api/admin/timetable/create', { nameEn: 'Bad', startDate: '2027-06-30', endDate: '2027-02-01' }, { token });
    expect(backwards.statusCode).toBe(400);
  });

  it('creates and renames course systems, audited', async () => {
    const created = await write<AdminCourseSystem>('/api/admin/courseSystem/create', { nameEn: 'UKMT', nameZh: '英国数学挑战' });
    await write(`/api/admin/courseSystem/update/${created.id}`, { nameEn: 'UK Mathematics Trust', nameZh: '英国数学挑战' });
    expect((await read<AdminCourseSystem[]>('/api/admin/courseSystem/list')).find((row) => row.id === created.id)?.nameEn).toBe('UK Mathematics Trust');
    expect((await auditOf(testApp.db, 'courseSystem', created.id))[1]).toMatchObject({ before: { nameEn: 'UKMT' }, after: { nameEn: 'UK Mathematics Trust' } });
  });

  it('adds and renames grades by code, and the public grade dictionary follows at once', async () => {
    const publicGrades = async () => JSON.stringify(envelopeOf(await get(testApp.app, '/api/sys/dict/sublist?name=current_grade')).data);
    await write('/api/admin/dictionary/saveGrade', { code: 'PK', labelEn: 'Pre-K', labelZh: '学前班', position: 0 });
    expect(await publicGrades()).toContain('Pre-K');
    await write('/api/admin/dictionary/saveGrade', { code: 'PK', labelEn: 'Pre-kindergarten', labelZh: '学前班', position: 0 });
    expect((await read<AdminGrade[]>('/api/admin/dictionary/grades')).find((grade) => grade.code === 'PK')?.labelEn).toBe('Pre-kindergarten');
    expect(await publicGrades()).toContain('Pre-kindergarten');
    expect((await auditOf(testApp.db, 'grade', 'PK')).map((record) => record.action)).toEqual(['grade.create', 'grade.update']);
    expect((await post(testApp.app, '/api/admin/dictionary/saveGrade', { code: 'bad code', labelEn: 'x', labelZh: 'x' }, { token })).statusCode).toBe(400);
  });
});
