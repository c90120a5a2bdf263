import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFamilyList } from '../../../../shared/api/admin-families.ts';
import type { AdminAssessmentList } from '../../../../shared/api/assessments.ts';
import type { CaseAssignee } from '../../../../shared/api/admin-lists.ts';
import type { AssignableStaff, CaseKind, CaseWork } from '../../../../shared/api/case-work.ts';
import type { StaffFeedbackDetail, StaffFeedbackList } from '../../../../shared/api/feedback.ts';
import type { AdminRequirementList } from '../../../../shared/api/requirements.ts';
import { staffNotes, users } from '../../../db/schema.ts';
import { eraseDueAccounts } from '../../../domain/family-data/account-deletion.ts';
import { envelopeOf, get, GOOD_PASSWORD, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { bookAssessmentFor, createConsultingTestApp, submitRequirement } from '../../../../../tests/support/factories-consulting.ts';
import { parentWithChild } from '../../../../../tests/support/factories-orders.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

/** Issue 31, item 5: staff give families, requirements, assessments and feedback an assignee and keep notes families never see. */
describe('admin/<case>/assign and addNote: working a case together', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let adviser: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
    adviser = await memberWithRole(testApp.app, 'adviser');
  });
  afterAll(() => testApp.close());

  /** A family with one case of each kind, as the family made them. */
  async function familyWithCases() {
    const parent = await parentWithChild(testApp.app);
    const [{ id: familyId }] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, parent.username));
    const requirement = await submitRequirement(testApp.app, parent.token, parent.childId);
    const assessment = await bookAssessmentFor(testApp.app, parent.token, parent.childId);
    const sent = await post(testApp.app, '/api/ddcFeedback/create', { category: 'course', text: 'When does the next class start?' }, { token: parent.token });
    expect(sent.statusCode, sent.body).toBe(200);
    const feedbackId = (envelopeOf(sent).data as { id: number }).id;
    const ids: Record<CaseKind, number> = {
      family: familyId,
      requirement: requirement.id,
      assessment: assessment.id,
      feedback: feedbackId,
    };
    return { ...parent, familyId, ids };
  }

  const caseWork = (kind: CaseKind, id: number, token = adviser.token) =>
    expectOk<CaseWork>(testApp.app, 'GET', `/api/admin/${kind}/caseWork/${id}`, undefined, { token });

  /** The assignees the four lists show for the family's cases, filtered by `?assignee`. */
  async function listed(filter: string, username: string) {
    const options = { token: adviser.token };
    const families = await expectOk<AdminFamilyList>(testApp.app, 'GET', `/api/admin/family/list?q=${username}&assignee=${filter}`, undefined, options);
    const requirements = await expectOk<AdminRequirementList>(
      testApp.app,
      'GET',
      `/api/admin/requirement/list?q=${username}&assignee=${filter}`,
      undefined,
      options,
    );
    const assessments = await expectOk<AdminAssessmentList>(
      testApp.app,
      'GET',
      `/api/admin/assessment/list?q=${username}&assignee=${filter}`,
      undefined,
      options,
    );
    const threads = await expectOk<StaffFeedbackList>(testApp.app, 'GET', `/api/admin/feedback/list?assignee=${filter}&pageSize=100`, undefined, options);
    return {
      family: families.list.map((row) => row.assignee),
      requirement: requirements.list.map((row) => row.assignee),
      assessment: assessments.list.map((row) => row.assignee),
      feedback: threads.list.filter((row) => row.parentName === username).map((row) => row.assignee),
    } satisfies Record<CaseKind, (CaseAssignee | null)[]>;
  }

  it('gives each kind of case to a member of staff and back to nobody, audited, and the lists show and filter by it', async () => {
    const family = await familyWithCases();
    const kinds = Object.keys(family.ids) as CaseKind[];
    for (const kind of kinds) {
      const id = family.ids[kind];
      expect(await caseWork(kind, id)).toEqual({ assignee: null, notes: [] });
      // An adviser may assign (D24), here to themselves.
      const assigned = await post(testApp.app, `/api/admin/${kind}/assign/${id}`, { assigneeId: adviser.id }, { token: adviser.token, language: 'cn' });
      expect(assigned.json()).toEqual({
        code: 200,
        message: '负责人已保存',
        data: {
          assignee: { id: adviser.id, name: adviser.username },
          notes: [],
        },
      });
      expect(await auditOf(testApp.db, kind, id)).toEqual([
        expect.objectContaining({
          actorId: adviser.id,
          action: `${kind}.assign`,
          before: { assigneeId: null },
          after: { assigneeId: adviser.id },
        }),
      ]);
    }

    const mine = { id: adviser.id, name: adviser.username };
    expect(await listed('me', family.username)).toEqual({
      family: [mine],
      requirement: [mine],
      assessment: [mine],
      feedback: [mine],
    });
    expect(await listed(String(adviser.id), family.username)).toEqual({
      family: [mine],
      requirement: [mine],
      assessment: [mine],
      feedback: [mine],
    });
    expect(await listed('none', family.username)).toEqual({
      family: [],
      requirement: [],
      assessment: [],
      feedback: [],
    });
    expect(await listed(String(admin.id), family.username)).toEqual({
      family: [],
      requirement: [],
      assessment: [],
      feedback: [],
    });

    for (const kind of kinds) {
      const id = family.ids[kind];
      // The same assignee again changes nothing and logs nothing.
      await expectOk(testApp.app, 'POST', `/api/admin/${kind}/assign/${id}`, { assigneeId: adviser.id }, { token: admin.token });
      const released = await post(testApp.app, `/api/admin/${kind}/assign/${id}`, { assigneeId: null }, { token: admin.token });
      expect(released.json()).toEqual({
        code: 200,
        message: 'Nobody is assigned any more',
        data: { assignee: null, notes: [] },
      });
      const audit = await auditOf(testApp.db, kind, id);
      expect(audit).toHaveLength(2);
      expect(audit[1]).toMatchObject({
        actorId: admin.id,
        action: `${kind}.assign`,
        before: { assigneeId: adviser.id },
        after: { assigneeId: null },
      });
    }
    expect(await listed('none', family.username)).toEqual({
      family: [null],
      requirement: [null],
      assessment: [null],
      feedback: [null],
    });
  });

  it('refuses an assignee who is not enabled staff, and a case that does not exist', async () => {
    const family = await familyWithCases();
    const teacher = await memberWithRole(testApp.app, 'teacher');
    const leaver = await memberWithRole(testApp.app, 'adviser');
    await testApp.db.update(users).set({ disabledAt: testApp.clock() }).where(eq(users.id, leaver.id));
    for (const kind of Object.keys(family.ids) as CaseKind[]) {
      for (const assigneeId of [family.familyId, teacher.id, leaver.id, 2_000_000_000]) {
        const refused = await post(testApp.app, `/api/admin/${kind}/assign/${family.ids[kind]}`, { assigneeId }, { token: admin.token, language: 'cn' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          code: 409,
          message: '只能指派启用中的员工账号（管理员或顾问）',
          data: null,
        });
      }
      const malformed = await post(testApp.app, `/api/admin/${kind}/assign/${family.ids[kind]}`, { assigneeId: 'me' }, { token: admin.token });
      expect(malformed.statusCode).toBe(400);
      expect(await auditOf(testApp.db, kind, family.ids[kind])).toEqual([]);
    }
    const missing = await post(testApp.app, '/api/admin/requirement/assign/2000000000', { assigneeId: admin.id }, { token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This requirement was not found');
    // A staff account is no family.
    expect((await post(testApp.app, `/api/admin/family/assign/${admin.id}`, { assigneeId: admin.id }, { token: admin.token })).statusCode).toBe(404);
    expect((await post(testApp.app, `/api/admin/family/addNote/${admin.id}`, { text: 'x' }, { token: admin.token })).statusCode).toBe(404);
  });

  it('lets only staff read or write a case’s assignee and notes: a parent gets 403 and a visitor 401', async () => {
    const family = await familyWithCases();
    for (const kind of Object.keys(family.ids) as CaseKind[]) {
      const id = family.ids[kind];
      const calls = [
        ['GET', `/api/admin/${kind}/caseWork/${id}`, undefined],
        ['GET', `/api/admin/${kind}/assignees`, undefined],
        ['POST', `/api/admin/${kind}/assign/${id}`, { assigneeId: null }],
        ['POST', `/api/admin/${kind}/addNote/${id}`, { text: 'A note' }],
      ] as const;
      for (const [method, url, body] of calls) {
        expect(
          (
            await testApp.app.inject({
              method,
              url,
              ...(body ? { payload: body } : {}),
            })
          ).statusCode,
          url,
        ).toBe(401);
        const asParent = await testApp.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${family.token}` },
          ...(body ? { payload: body } : {}),
        });
        expect(asParent.statusCode, url).toBe(403);
      }
    }
    expect(await testApp.db.$count(staffNotes)).toBe(0);
  });

  it('lists enabled admins and advisers as the staff a case can be given to', async () => {
    const leaver = await memberWithRole(testApp.app, 'adviser');
    await testApp.db.update(users).set({ disabledAt: testApp.clock() }).where(eq(users.id, leaver.id));
    const staff = await expectOk<AssignableStaff>(testApp.app, 'GET', '/api/admin/feedback/assignees', undefined, { token: adviser.token });
    expect(staff.me).toBe(adviser.id);
    const ids = staff.list.map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, adviser.id]));
    expect(ids).not.toContain(leaver.id);
    const roles = await testApp.db.select({ id: users.id, role: users.role }).from(users);
    expect(roles.filter((row) => ids.includes(row.id)).every((row) => row.role === 'admin' || row.role === 'adviser')).toBe(true);
  });

  it('keeps notes with their author and time, newest first, under the rules of feedback’s text, audited without the text', async () => {
    const family = await familyWithCases();
    const id = family.ids.assessment;
    await expectOk(testApp.app, 'POST', `/api/admin/assessment/addNote/${id}`, { text: '  Mother prefers WeChat.  ' }, { token: adviser.token });
    testApp.clock.advanceSeconds(60);
    const added = await post(
      testApp.app,
      `/api/admin/assessment/addNote/${id}`,
      { text: 'Assessor asked for\nthe school report.' },
      { token: admin.token, language: 'cn' },
    );
    expect(added.statusCode, added.body).toBe(200);
    const work = envelopeOf(added);
    expect(work.message).toBe('备注已添加');
    expect((work.data as CaseWork).notes).toEqual([
      {
        id: expect.any(Number),
        authorName: admin.username,
        text: 'Assessor asked for\nthe school report.',
        createTime: testApp.clock().toISOString(),
      },
      {
        id: expect.any(Number),
        authorName: adviser.username,
        text: 'Mother prefers WeChat.',
        createTime: new Date(testApp.clock().getTime() - 60_000).toISOString(),
      },
    ]);
    const audit = await auditOf(testApp.db, 'assessment', id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['assessment.addNote', adviser.id],
      ['assessment.addNote', admin.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain('WeChat');

    for (const [text, message] of [
      ['', 'Please write the note'],
      ['   ', 'Please write the note'],
      ['x'.repeat(2001), 'A note can be up to 2,000 characters'],
      ['Bad\u0000byte', 'This text contains characters that are not allowed'],
      ['\u200B\u200B', 'Please use visible characters, not only blank or invisible ones'],
    ]) {
      const refused = await post(testApp.app, `/api/admin/assessment/addNote/${id}`, { text }, { token: admin.token });
      expect(refused.statusCode, text).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await caseWork('assessment', id)).notes).toHaveLength(2);
  });

  it('never lets a note reach the family: not in their requirement, assessment, feedback or account reads, nor in their data export', async () => {
    const family = await familyWithCases();
    const secret = (kind: CaseKind) => `INTERNAL-${kind}-${family.familyId}`;
    for (const kind of Object.keys(family.ids) as CaseKind[]) {
      await expectOk(testApp.app, 'POST', `/api/admin/${kind}/addNote/${family.ids[kind]}`, { text: secret(kind) }, { token: adviser.token });
      await expectOk(testApp.app, 'POST', `/api/admin/${kind}/assign/${family.ids[kind]}`, { assigneeId: adviser.id }, { token: adviser.token });
    }
    const { ids } = family;
    const reads = [
      '/api/sso/info',
      '/api/ddcChild/list',
      '/api/ddcRequirement/list',
      `/api/ddcRequirement/detail/${ids.requirement}`,
      '/api/ddcAssessment/list',
      `/api/ddcAssessment/detail/${ids.assessment}`,
      '/api/ddcFeedback/list',
      `/api/ddcFeedback/detail/${ids.feedback}`,
      '/api/notification/list',
    ];
    for (const url of reads) {
      for (const language of ['en', 'cn'] as const) {
        const response = await get(testApp.app, url, {
          token: family.token,
          language,
        });
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        expect(response.body, url).not.toContain('INTERNAL-');
        expect(response.body, url).not.toContain('assignee');
        expect(response.body, url).not.toContain(adviser.username);
      }
    }

    const exported = await testApp.app.inject({
      method: 'GET',
      url: '/api/ddcAccount/export',
      headers: { authorization: `Bearer ${family.token}` },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
    expect(names).toEqual(expect.arrayContaining(['profile.json', 'requirements.json', 'assessments.json', 'feedback.json']));
    for (const name of names) {
      const text = await zip.file(name)!.async('string');
      expect(text, name).not.toContain('INTERNAL-');
      expect(text, name).not.toContain('assignee');
    }
    // Staff still read them.
    expect((await caseWork('feedback', ids.feedback)).notes.map((note) => note.text)).toEqual([secret('feedback')]);
  });

  it('erases the family’s notes with its account: on the family itself and, by cascade, on its cases', async () => {
    const family = await familyWithCases();
    const other = await familyWithCases();
    for (const owner of [family, other]) {
      for (const kind of Object.keys(owner.ids) as CaseKind[]) {
        await expectOk(testApp.app, 'POST', `/api/admin/${kind}/addNote/${owner.ids[kind]}`, { text: `About ${owner.username}` }, { token: admin.token });
      }
    }
    const notesOf = async (owner: typeof family) =>
      (await testApp.db.select({ text: staffNotes.text }).from(staffNotes)).filter((note) => note.text === `About ${owner.username}`).length;
    expect(await notesOf(family)).toBe(4);

    const asked = await post(testApp.app, '/api/ddcAccount/delete', { password: GOOD_PASSWORD }, { token: family.token });
    expect(asked.statusCode, asked.body).toBe(200);
    testApp.clock.advanceSeconds(15 * 86_400);
    const swept = await eraseDueAccounts({
      db: testApp.db,
      storage: testApp.app.fileStorage,
      now: testApp.clock(),
      timeZone: 'Asia/Shanghai',
    });
    expect(swept).toEqual({ erased: 1, withdrawn: 0 });

    expect(await notesOf(family)).toBe(0);
    expect(await notesOf(other)).toBe(4);
    expect(await testApp.db.$count(staffNotes, eq(staffNotes.familyId, family.familyId))).toBe(0);
    expect(await auditOf(testApp.db, 'family', family.familyId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'family.erase',
          after: expect.objectContaining({
            staffNotes: 1,
            feedback: 1,
            requirements: 1,
            assessments: 1,
          }),
        }),
      ]),
    );
  });

  it('tells staff the family’s language on a feedback thread, for its saved replies', async () => {
    // Signed in anew: the erasure above moved the clock past the others' sessions.
    const reader = await memberWithRole(testApp.app, 'adviser');
    const family = await familyWithCases();
    await testApp.db.update(users).set({ language: 'cn' }).where(eq(users.id, family.familyId));
    const thread = await expectOk<StaffFeedbackDetail>(testApp.app, 'GET', `/api/admin/feedback/detail/${family.ids.feedback}`, undefined, {
      token: reader.token,
    });
    expect(thread.familyLanguage).toBe('cn');
  });
});
