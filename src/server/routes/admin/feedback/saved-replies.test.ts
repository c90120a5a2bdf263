import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedReplyDto } from '../../../../shared/api/saved-replies.ts';
import { createAccountsTestApp, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

const reply = { title: 'Class moved', textEn: 'Your class has moved to Saturday.', textZh: '您的课程已改到周六。' };

/** Issue 31, item 5: feedback's saved replies, in both languages, kept by staff. */
describe('admin/feedback/savedReply*: saved replies', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let adviser: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
    adviser = await memberWithRole(testApp.app, 'adviser');
  });
  afterAll(() => testApp.close());

  const list = () => expectOk<SavedReplyDto[]>(testApp.app, 'GET', '/api/admin/feedback/savedReplies', undefined, { token: adviser.token });

  it('creates, lists by title, edits and deletes a reply, each audited', async () => {
    const created = await post(testApp.app, '/api/admin/feedback/savedReply/create', { ...reply, title: '  Class moved ' }, { token: adviser.token, language: 'cn' });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json() as { message: string; data: SavedReplyDto };
    expect(saved.message).toBe('常用回复已创建');
    expect(saved.data).toEqual({ id: expect.any(Number), ...reply, updateTime: testApp.clock().toISOString() });
    const id = saved.data.id;
    await expectOk(testApp.app, 'POST', '/api/admin/feedback/savedReply/create', { ...reply, title: 'Attendance' }, { token: admin.token });
    expect((await list()).map((row) => row.title)).toEqual(['Attendance', 'Class moved']);

    testApp.clock.advanceSeconds(30);
    const edited = await expectOk<SavedReplyDto>(testApp.app, 'POST', `/api/admin/feedback/savedReply/update/${id}`, { ...reply, textEn: 'Your class is on Saturday now.' }, { token: admin.token });
    expect(edited).toMatchObject({ textEn: 'Your class is on Saturday now.', textZh: reply.textZh, updateTime: testApp.clock().toISOString() });

    const deleted = await post(testApp.app, `/api/admin/feedback/savedReply/delete/${id}`, undefined, { token: adviser.token });
    expect(deleted.json()).toEqual({ code: 200, message: 'The saved reply was deleted', data: null });
    expect((await list()).map((row) => row.title)).toEqual(['Attendance']);

    expect(await auditOf(testApp.db, 'savedReply', id)).toEqual([
      expect.objectContaining({ actorId: adviser.id, action: 'savedReply.create', before: null, after: reply }),
      expect.objectContaining({ actorId: admin.id, action: 'savedReply.update', before: { textEn: reply.textEn }, after: { textEn: 'Your class is on Saturday now.' } }),
      expect.objectContaining({ actorId: adviser.id, action: 'savedReply.delete', before: { ...reply, textEn: 'Your class is on Saturday now.' }, after: null }),
    ]);

    for (const url of [`/api/admin/feedback/savedReply/update/${id}`, `/api/admin/feedback/savedReply/delete/${id}`]) {
      const missing = await post(testApp.app, url, url.endsWith(`update/${id}`) ? reply : undefined, { token: admin.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('This saved reply was not found');
    }
  });

  it('refuses a missing, too long or unclean field, naming it, and writes nothing', async () => {
    const before = (await list()).length;
    for (const [body, field, message] of [
      [{ ...reply, title: '' }, 'title', 'This field is required'],
      [{ ...reply, title: 'x'.repeat(81) }, 'title', 'A title can be up to 80 characters'],
      [{ ...reply, title: 'Bad\u202Etitle' }, 'title', 'This text contains characters that are not allowed'],
      [{ ...reply, textEn: '   ' }, 'textEn', 'This field is required'],
      [{ ...reply, textZh: 'x'.repeat(2001) }, 'textZh', 'A reply can be up to 2,000 characters'],
      [{ title: 'No Chinese', textEn: 'Hello' }, 'textZh', ''],
    ] as const) {
      const refused = await post(testApp.app, '/api/admin/feedback/savedReply/create', body, { token: admin.token });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body).toContain(field);
      expect(refused.body).toContain(message);
    }
    expect(await list()).toHaveLength(before);
  });

  it('is for staff only: a parent gets 403 and a visitor 401', async () => {
    const parent = await memberWithRole(testApp.app, 'parent');
    const calls = [
      ['GET', '/api/admin/feedback/savedReplies', undefined],
      ['POST', '/api/admin/feedback/savedReply/create', reply],
      ['POST', '/api/admin/feedback/savedReply/update/1', reply],
      ['POST', '/api/admin/feedback/savedReply/delete/1', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await testApp.app.inject({ method, url, ...(body ? { payload: body } : {}) })).statusCode, url).toBe(401);
      expect((await testApp.app.inject({ method, url, headers: { authorization: `Bearer ${parent.token}` }, ...(body ? { payload: body } : {}) })).statusCode, url).toBe(403);
    }
  });
});
