import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackDetail } from '../../../shared/api/feedback.ts';
import type { NotificationList, NotificationPreferences } from '../../../shared/api/notifications.ts';
import { auditLog, notifications, users } from '../../db/schema.ts';
import { notify } from '../../domain/notifications/notify.ts';
import { envelopeOf, get, post, readOutbox, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, parentWithChild, staffToken } from '../../../../tests/support/factories-orders.ts';

/** Issue 27: the notification centre, its read marks, mail preferences and one-click unsubscribe. */
describe('notification/* (D29)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  async function answeredFeedback(token: string, text = 'The class time clashes with school.') {
    const created = await post(testApp.app, '/api/ddcFeedback/create', { category: 'schedule', text }, { token });
    expect(created.statusCode, created.body).toBe(200);
    const thread = envelopeOf(created).data as FeedbackDetail;
    const answered = await post(testApp.app, `/api/admin/feedback/answer/${thread.id}`, { text: 'We moved it to 10:00.' }, { token: staff });
    expect(answered.statusCode, answered.body).toBe(200);
    return thread.id;
  }

  /** A signed-in parent with a child, who has read their welcome, and the member id the rows are kept under. */
  async function family() {
    const parent = await parentWithChild(testApp.app);
    const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, parent.username));
    await post(testApp.app, '/api/notification/read', { all: true }, { token: parent.token });
    return { ...parent, memberId: user.id };
  }
  const answersTo = (memberId: number) =>
    testApp.db.select().from(notifications).where(and(eq(notifications.userId, memberId), eq(notifications.kind, 'feedbackAnswered')));

  const listOf = async (token: string, query = '', language: 'en' | 'cn' = 'en') => {
    const response = await get(testApp.app, `/api/notification/list${query}`, { token, language });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf(response).data as NotificationList;
  };
  const unreadOf = async (token: string) => (envelopeOf(await get(testApp.app, '/api/notification/unreadCount', { token })).data as { count: number }).count;

  it('writes the answer’s notification with it, mails it before the answer returns, and lists it in the reader’s language', async () => {
    const parent = await family();
    const threadId = await answeredFeedback(parent.token);

    const [row] = await answersTo(parent.memberId);
    expect(row).toMatchObject({ kind: 'feedbackAnswered', mailStatus: 'sent', attempts: 1, link: `/user/feedback-result?open=${threadId}&status=processed` });
    const mail = (await readOutbox(testApp.dataDir)).filter((message) => message.to.includes(parent.email)).at(-1);
    expect(mail?.subject).toBe('Everbright Academy answered your feedback');
    expect(mail?.text).toContain(`http://localhost:3000/user/feedback-result?open=${threadId}`);

    const english = await listOf(parent.token);
    expect(english).toMatchObject({ total: 2, unread: 1 });
    expect(english.list[0]).toEqual({
      id: row.id,
      kind: 'feedbackAnswered',
      title: 'Everbright Academy answered your feedback',
      body: expect.stringContaining('We have answered your feedback'),
      link: `/user/feedback-result?open=${threadId}&status=processed`,
      createTime: testApp.clock().toISOString(),
      readTime: null,
    });
    expect((await listOf(parent.token, '', 'cn')).list[0].title).toBe('博睿学院回复了您的反馈');
  });

  it('marks one or all read; another member’s ids change nothing', async () => {
    const parent = await family();
    const stranger = await family();
    await answeredFeedback(parent.token, 'First question');
    await answeredFeedback(parent.token, 'Second question');
    expect(await unreadOf(parent.token)).toBe(2);
    const [newest, oldest] = (await listOf(parent.token)).list;
    expect(newest.id).toBeGreaterThan(oldest.id);

    const foreign = await post(testApp.app, '/api/notification/read', { ids: [newest.id] }, { token: stranger.token });
    expect(envelopeOf(foreign).data).toEqual({ count: 0 });
    expect(await unreadOf(parent.token)).toBe(2);

    const one = await post(testApp.app, '/api/notification/read', { ids: [oldest.id] }, { token: parent.token });
    expect(envelopeOf(one).data).toEqual({ count: 1 });
    expect((await listOf(parent.token, '?unread=true')).list.map((item) => item.id)).toEqual([newest.id]);
    await post(testApp.app, '/api/notification/read', { all: true }, { token: parent.token });
    expect(await unreadOf(parent.token)).toBe(0);
    expect((await listOf(parent.token)).list.every((item) => item.readTime === testApp.clock().toISOString())).toBe(true);

    expect((await post(testApp.app, '/api/notification/read', { ids: [] }, { token: parent.token })).statusCode).toBe(400);
    expect((await get(testApp.app, '/api/notification/list')).statusCode).toBe(401);
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const parent = await family();
    const welcomeOnly = await testApp.db.$count(notifications, eq(notifications.userId, parent.memberId));
    await expect(
      testApp.db.transaction(async (tx) => {
        await notify(tx, { memberId: parent.memberId, kind: 'classesBooked', link: null, build: () => ({ subject: 's', summary: 's', text: 't', html: 'h' }) }, testApp.clock());
        throw new Error('the booking failed after its notification was written');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await testApp.db.$count(notifications, eq(notifications.userId, parent.memberId))).toBe(welcomeOnly);
    const before = await testApp.db.$count(notifications);
    const refused = await post(testApp.app, '/api/admin/feedback/answer/2000000000', { text: 'Nobody asked' }, { token: staff });
    expect(refused.statusCode).toBe(404);
    expect(await testApp.db.$count(notifications)).toBe(before);
  });

  it('keeps a kind turned off in the portal only; essential kinds stay on; the mail’s one-click link turns a kind off, and a tampered one answers 404', async () => {
    const parent = await family();
    const initial = envelopeOf(await get(testApp.app, '/api/notification/preferences', { token: parent.token })).data as NotificationPreferences;
    expect(initial.kinds.paymentReceived).toEqual({ mail: true, essential: true });
    expect(initial.kinds.feedbackAnswered).toEqual({ mail: true, essential: false });

    const essential = await post(testApp.app, '/api/notification/preferences', { kinds: { paymentReceived: { mail: false } } }, { token: parent.token, language: 'cn' });
    expect(essential.statusCode).toBe(409);
    expect(envelopeOf(essential).message).toBe('有关付款、截止时间和账户安全的邮件无法关闭');

    // The first answer comes by mail, with its one-click link for that kind only.
    await answeredFeedback(parent.token);
    const eml = (await readOutbox(testApp.dataDir)).filter((message) => message.to.includes(parent.email)).at(-1)!;
    // Headers unfolded: a long one continues on the next line after white space.
    const raw = (await readFile(path.join(testApp.dataDir, 'outbox', eml.file), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = raw.match(/^List-Unsubscribe: ?<http:\/\/localhost:3000\/api\/notification\/unsubscribe\/([^>]+)>$/m)?.[1];
    expect(link).toMatch(/^\d+\.feedbackAnswered\.[\w-]+$/);

    const tampered = link!.replace(/^\d+/, String(parent.memberId + 1));
    expect((await post(testApp.app, `/api/notification/unsubscribe/${tampered}`)).statusCode).toBe(404);
    expect((await post(testApp.app, `/api/notification/unsubscribe/${link!.slice(0, -2)}xx`)).statusCode).toBe(404);
    const unsubscribed = await post(testApp.app, `/api/notification/unsubscribe/${link}`);
    expect(unsubscribed.statusCode).toBe(200);
    expect(envelopeOf(unsubscribed)).toMatchObject({ message: 'You will no longer get this kind of mail', data: { kind: 'feedbackAnswered' } });

    const after = envelopeOf(await get(testApp.app, '/api/notification/preferences', { token: parent.token })).data as NotificationPreferences;
    expect(after.kinds.feedbackAnswered.mail).toBe(false);
    const mailsBefore = (await readOutbox(testApp.dataDir)).length;
    await answeredFeedback(parent.token, 'Another question');
    expect((await readOutbox(testApp.dataDir)).length).toBe(mailsBefore);
    const rows = await answersTo(parent.memberId).orderBy(notifications.id);
    expect(rows.map((row) => row.mailStatus)).toEqual(['sent', 'skipped']);
    expect((await listOf(parent.token)).unread).toBe(2);

    const turnedOn = await post(testApp.app, '/api/notification/preferences', { kinds: { feedbackAnswered: { mail: true } } }, { token: parent.token });
    expect((envelopeOf(turnedOn).data as NotificationPreferences).kinds.feedbackAnswered.mail).toBe(true);
  });

  it('shows staff every delivery with filters and CSV, and resends a failed one with an audit record', async () => {
    const parent = await family();
    await answeredFeedback(parent.token);
    const [row] = await answersTo(parent.memberId);
    await testApp.db.update(notifications).set({ mailStatus: 'failed', lastError: '550 mailbox unavailable', nextAttemptAt: null }).where(eq(notifications.id, row.id));

    const failed = envelopeOf(await get(testApp.app, `/api/admin/notification/list?status=failed&q=${encodeURIComponent(parent.email)}`, { token: staff })).data as {
      total: number;
      list: { id: number; status: string; lastError: string; recipientEmail: string }[];
    };
    expect(failed.total).toBe(1);
    expect(failed.list[0]).toMatchObject({ id: row.id, status: 'failed', lastError: '550 mailbox unavailable', recipientEmail: parent.email });
    const csv = await get(testApp.app, '/api/admin/notification/list?status=failed&format=csv', { token: staff });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(parent.email);
    expect((await get(testApp.app, '/api/admin/dashboard/summary', { token: staff })).body).toContain('"mailsFailed":1');

    const sentBefore = (await readOutbox(testApp.dataDir)).length;
    const resent = await post(testApp.app, `/api/admin/notification/resend/${row.id}`, undefined, { token: staff });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(envelopeOf(resent).data).toMatchObject({ id: row.id, status: 'sent', attempts: 2 });
    expect((await readOutbox(testApp.dataDir)).length).toBe(sentBefore + 1);
    const [audit] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'notification.resend'));
    expect(audit).toMatchObject({ entityType: 'notification', entityId: String(row.id), before: { status: 'failed' }, after: { status: 'pending' } });
    expect((await post(testApp.app, `/api/admin/notification/resend/${row.id}`, undefined, { token: staff })).statusCode).toBe(409);
    expect((await get(testApp.app, '/api/admin/notification/list', { token: parent.token })).statusCode).toBe(403);
  });
});
