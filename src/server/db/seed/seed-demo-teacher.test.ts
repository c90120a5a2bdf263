import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, get, signIn, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createConsultingTestApp, staffOfRole } from '../../../../tests/support/factories-consulting.ts';
import { DEMO_TEACHER, seedDemoTeacher } from './seed-demo-teacher.ts';

describe('seedDemoTeacher', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
  });
  afterAll(() => testApp.close());

  it('seeds one approved foreign teacher once, whom staff can match to a requirement', async () => {
    await seedDemoTeacher(testApp.db);
    await seedDemoTeacher(testApp.db);
    const { token } = await staffOfRole(testApp.app, 'adviser');
    const teachers = envelopeOf(await get(testApp.app, '/api/admin/requirement/teachers', { token })).data;
    expect(teachers).toEqual([{ id: expect.any(Number), name: 'Daniel R.', subjects: ['Mathematics', 'Physics'], timeZone: 'Europe/London' }]);
    const teacherToken = await signIn(testApp.app, DEMO_TEACHER.username, DEMO_TEACHER.password);
    expect(envelopeOf(await get(testApp.app, '/api/sso/info', { token: teacherToken })).data).toMatchObject({ isFt: true, role: 'teacher' });
  });
});
