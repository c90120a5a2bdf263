import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackDetail, FeedbackList } from '../../../shared/api/feedback.ts';
import { auditLog, storedFiles } from '../../db/schema.ts';
import { envelopeOf, get, lastMailTo, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrderFor, createOrdersTestApp, createProduct, parentWithChild, staffToken } from '../../../../tests/support/factories-orders.ts';
import { pdfFile, uploadDocument } from '../../../../tests/support/factories-records.ts';

/** Feedback threads (issue 8): processing → processed by staff, unread answers, follow-ups. */
describe('ddcFeedback/* and admin/feedback/*', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  const unread = async (token: string) => (envelopeOf(await get(testApp.app, '/api/ddcFeedback/unreadCount', { token })).data as { count: number }).count;

  it('runs a thread: sent with attachments, answered and processed by staff, mailed, unread until opened, closed to follow-ups', async () => {
    const parent = await parentWithChild(testApp.app);
    const staff = await staffToken(testApp.app);
    const product = await createProduct(testApp.db, { nameEn: 'AMC 10 Foundations', nameZh: 'AMC 10 基础' });
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    const fileKey = await uploadDocument(testApp.app, parent.token, pdfFile());

    const created = await post(
      testApp.app,
      '/api/ddcFeedback/create',
      { category: 'schedule', text: 'Could the Saturday class start an hour later?', childId: parent.childId, orderId: order.id, fileKeys: [fileKey] },
      { token: parent.token, language: 'cn' },
    );
    expect(created.statusCode, created.body).toBe(200);
    const thread = envelopeOf(created).data as FeedbackDetail;
    expect(envelopeOf(created).message).toBe('反馈已提交');
    expect(thread).toMatchObject({
      category: 'schedule',
      status: 'processing',
      childName: 'Ada Chen',
      orderSn: order.orderSn,
      courseName: 'AMC 10 基础',
      productId: product.id,
      unread: 0,
      messages: [{ from: 'parent', text: 'Could the Saturday class start an hour later?', files: [{ key: fileKey, name: 'autumn-transcript.pdf', mime: 'application/pdf' }] }],
    });
    const [attached] = await testApp.db.select({ purpose: storedFiles.purpose }).from(storedFiles).where(eq(storedFiles.key, fileKey));
    expect(attached.purpose).toBe('feedback');

    testApp.clock.advanceSeconds(60);
    const followUp = await post(testApp.app, `/api/ddcFeedback/reply/${thread.id}`, { text: 'Or on Sunday.' }, { token: parent.token });
    expect(followUp.statusCode).toBe(200);
    testApp.clock.advanceSeconds(60);
    const answered = await post(testApp.app, `/api/admin/feedback/answer/${thread.id}`, { text: 'We moved it to 10:00.' }, { token: staff });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(envelopeOf(answered).data).toMatchObject({ status: 'processed', parentName: parent.username });
    const mail = await lastMailTo(testApp.dataDir, parent.email);
    expect(mail?.subject).toBe('Everbright Academy answered your feedback');
    expect(mail?.text).toContain(`/user/feedback-result?open=${thread.id}`);
    const [audit] = await testApp.db.select().from(auditLog).where(eq(auditLog.entityType, 'feedback'));
    expect(audit).toMatchObject({ action: 'feedback.answer', before: { status: 'processing' }, after: { status: 'processed', answer: 'We moved it to 10:00.' } });

    expect(await unread(parent.token)).toBe(1);
    const processed = envelopeOf(await get(testApp.app, '/api/ddcFeedback/list?status=processed', { token: parent.token })).data as FeedbackList;
    expect(processed.counts).toEqual({ processing: 0, processed: 1 });
    expect(processed.list[0]).toMatchObject({ id: thread.id, unread: 1, excerpt: 'Could the Saturday class start an hour later?' });
    const opened = envelopeOf(await get(testApp.app, `/api/ddcFeedback/detail/${thread.id}`, { token: parent.token })).data as FeedbackDetail;
    expect(opened.messages.map((message) => [message.from, message.text])).toEqual([
      ['parent', 'Could the Saturday class start an hour later?'],
      ['parent', 'Or on Sunday.'],
      ['staff', 'We moved it to 10:00.'],
    ]);
    expect(await unread(parent.token)).toBe(0);

    const closed = await post(testApp.app, `/api/ddcFeedback/reply/${thread.id}`, { text: 'Thanks!' }, { token: parent.token });
    expect(closed.statusCode).toBe(409);
    expect(envelopeOf(closed).message).toBe('This feedback is processed: please send a new one');
  });

  it('answers 404 for another parent’s thread, child, order or files, and refuses bad input changing nothing', async () => {
    const owner = await parentWithChild(testApp.app);
    const stranger = await parentWithChild(testApp.app);
    const created = await post(testApp.app, '/api/ddcFeedback/create', { category: 'platform', text: 'The app is slow.' }, { token: owner.token });
    const id = (envelopeOf(created).data as FeedbackDetail).id;
    expect((await get(testApp.app, `/api/ddcFeedback/detail/${id}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await post(testApp.app, `/api/ddcFeedback/reply/${id}`, { text: 'Me too' }, { token: stranger.token })).statusCode).toBe(404);
    expect((envelopeOf(await get(testApp.app, '/api/ddcFeedback/list', { token: stranger.token })).data as FeedbackList).total).toBe(0);

    const ownersFile = await uploadDocument(testApp.app, owner.token, pdfFile());
    const cases: [object, number][] = [
      [{ category: 'other', text: 'x', childId: owner.childId }, 404],
      [{ category: 'other', text: 'x', fileKeys: [ownersFile] }, 400],
      [{ category: 'weather', text: 'x' }, 400],
      [{ category: 'other', text: '   ' }, 400],
      [{ category: 'other', text: 'x'.repeat(2001) }, 400],
      [{ category: 'other', text: 'x', fileKeys: ['a', 'b', 'c', 'd'] }, 400],
      [{ category: 'other', text: 'x', orderId: 2_000_000_000 }, 404],
    ];
    for (const [body, status] of cases) {
      expect((await post(testApp.app, '/api/ddcFeedback/create', body, { token: stranger.token })).statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    expect((envelopeOf(await get(testApp.app, '/api/ddcFeedback/list', { token: stranger.token })).data as FeedbackList).total).toBe(0);
    expect((await get(testApp.app, '/api/admin/feedback/list', { token: owner.token })).statusCode).toBe(403);
    expect((await get(testApp.app, '/api/ddcFeedback/list')).statusCode).toBe(401);
  });
});
