import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFamilyList, AdminFamilyMessage } from '../../../../shared/api/admin-families.ts';
import type { NotificationList } from '../../../../shared/api/notifications.ts';
import { createAccountsTestApp, envelopeOf, get, lastMailTo, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { parentWithChild } from '../../../../../tests/support/factories-orders.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

/** Issue 31, item 5: staff write to a family from its page; the family reads it in the portal and by mail. */
describe('admin/family/message: staff write to a family', () => {
  let testApp: AccountsTestApp;
  let adviser: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    adviser = await memberWithRole(testApp.app, 'adviser');
  });
  afterAll(() => testApp.close());

  async function family() {
    const parent = await parentWithChild(testApp.app);
    const found = await expectOk<AdminFamilyList>(testApp.app, 'GET', `/api/admin/family/list?q=${parent.username}`, undefined, { token: adviser.token });
    return { ...parent, id: found.list[0].id };
  }

  it('keeps the message with the family, shows it in their notifications, mails it signed, and audits it', async () => {
    const parent = await family();
    const sent = await post(
      testApp.app,
      `/api/admin/family/message/${parent.id}`,
      { subject: 'Saturday’s class moves online', text: 'The campus is closed on Saturday.\n\nThe class meets online at the usual time.' },
      { token: adviser.token, language: 'cn' },
    );
    expect(sent.json()).toEqual({ code: 200, message: '消息已发送给该家庭', data: null });

    const notifications = envelopeOf(await get(testApp.app, '/api/notification/list', { token: parent.token })).data as NotificationList;
    expect(notifications.list[0]).toMatchObject({ kind: 'staffMessage', title: 'Saturday’s class moves online', link: null, readTime: null });
    expect(notifications.list[0].body).toContain('The class meets online at the usual time.');

    const mail = await lastMailTo(testApp.dataDir, parent.email);
    expect(mail?.subject).toBe('Saturday’s class moves online');
    expect(mail?.text).toContain('The campus is closed on Saturday.\n\nThe class meets online at the usual time.');
    expect(mail?.text).toContain(`— ${adviser.username}`);

    const kept = await expectOk<AdminFamilyMessage[]>(testApp.app, 'GET', `/api/admin/family/messages/${parent.id}`, undefined, { token: adviser.token });
    expect(kept).toEqual([expect.objectContaining({ subject: 'Saturday’s class moves online', readTime: null, mailStatus: 'sent' })]);
    expect(await auditOf(testApp.db, 'family', parent.id)).toEqual([expect.objectContaining({ actorId: adviser.id, action: 'family.message', note: 'Saturday’s class moves online' })]);

    // A parent cannot turn these mails off: someone wrote to them.
    const preferences = envelopeOf(await get(testApp.app, '/api/notification/preferences', { token: parent.token })).data as { kinds: Record<string, { essential: boolean }> };
    expect(preferences.kinds.staffMessage.essential).toBe(true);
  });

  it('refuses empty, too long or unclean text with the field named, writes nothing, and finds no family behind another id', async () => {
    const parent = await family();
    for (const [body, field] of [
      [{ subject: '', text: 'x' }, 'subject'],
      [{ subject: 'x'.repeat(121), text: 'x' }, 'subject'],
      [{ subject: 'Hello', text: '   ' }, 'text'],
      [{ subject: 'Hello', text: 'x'.repeat(2001) }, 'text'],
      [{ subject: 'Hello\u0000', text: 'x' }, 'subject'],
    ] as const) {
      const refused = await post(testApp.app, `/api/admin/family/message/${parent.id}`, body, { token: adviser.token });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body).toContain(field);
    }
    expect(await expectOk<AdminFamilyMessage[]>(testApp.app, 'GET', `/api/admin/family/messages/${parent.id}`, undefined, { token: adviser.token })).toEqual([]);
    expect((await post(testApp.app, `/api/admin/family/message/${adviser.id}`, { subject: 'Hi', text: 'x' }, { token: adviser.token })).statusCode).toBe(404);
    expect((await post(testApp.app, `/api/admin/family/message/${parent.id}`, { subject: 'Hi', text: 'x' }, { token: parent.token })).statusCode).toBe(403);
    expect((await get(testApp.app, `/api/admin/family/messages/${parent.id}`)).statusCode).toBe(401);
  });
});
