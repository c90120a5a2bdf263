import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFacultyList, AdminFacultyMember, FacultyBody } from '../../../../shared/api/admin-catalogue.ts';
import type { FacultyDto } from '../../../../shared/api/public-content.ts';
import { createAccountsTestApp, envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

describe('admin/faculty: staff edit the faculty entries (D18)', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
  });
  afterAll(() => testApp.close());

  const write = <T>(url: string, body: unknown) => expectOk<T>(testApp.app, 'POST', url, body, { token: admin.token });
  const publicFaculty = async (language: 'en' | 'cn' = 'en') => (envelopeOf(await get(testApp.app, '/api/home/faculty', { language })).data as FacultyDto).list;
  const entry = (changes: Partial<FacultyBody> = {}): FacultyBody => ({
    nameEn: 'Dr. Mei L.',
    nameZh: '李梅博士',
    biographyEn: 'Physics olympiad coach for ten years.',
    biographyZh: '十年物理奥赛教练。',
    photo: '/images/test/mei.svg',
    subjects: ['physics'],
    published: true,
    ...changes,
  });

  it('creates, edits and unpublishes an entry; the faculty page follows at once and the log keeps each write', async () => {
    expect(await publicFaculty()).toEqual([]);
    const created = await write<AdminFacultyMember>('/api/admin/faculty/create', entry());
    expect((await publicFaculty('cn')).map((member) => member.name)).toEqual(['李梅博士']);

    await write(`/api/admin/faculty/update/${created.id}`, entry({ biographyEn: 'Coach of two IPhO medallists.' }));
    expect((await publicFaculty())[0].biography).toBe('Coach of two IPhO medallists.');
    await write(`/api/admin/faculty/update/${created.id}`, entry({ biographyEn: 'Coach of two IPhO medallists.', published: false }));
    expect(await publicFaculty()).toEqual([]);

    const list = await expectOk<AdminFacultyList>(testApp.app, 'GET', '/api/admin/faculty/list?q=mei&published=false', undefined, { token: admin.token });
    expect(list.list.map((member) => member.id)).toEqual([created.id]);
    expect((await auditOf(testApp.db, 'faculty', created.id)).map((record) => [record.action, record.before, record.after])).toEqual([
      ['faculty.create', null, expect.objectContaining({ nameEn: 'Dr. Mei L.', published: true })],
      ['faculty.update', { biographyEn: 'Physics olympiad coach for ten years.' }, { biographyEn: 'Coach of two IPhO medallists.' }],
      ['faculty.update', { published: true }, { published: false }],
    ]);
  });

  it('refuses an entry without a name or biography, or with a photo that is not a web address', async () => {
    expect((await post(testApp.app, '/api/admin/faculty/create', entry({ nameEn: '' }), { token: admin.token })).statusCode).toBe(400);
    expect((await post(testApp.app, '/api/admin/faculty/create', entry({ photo: 'javascript:alert(1)' }), { token: admin.token })).statusCode).toBe(400);
    expect((await post(testApp.app, '/api/admin/faculty/update/999999', entry(), { token: admin.token })).statusCode).toBe(404);
  });
});
