import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackDetail } from '../../../shared/api/feedback.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, parentWithChild } from '../../../../tests/support/factories-orders.ts';
import { pdfFile, uploadDocument } from '../../../../tests/support/factories-records.ts';

/**
 * Issue 33, item 9: a parent opens their own feedback attachment in a new tab, which sends no
 * session. As with records, `ddcFeedback/openFile/{id}` answers a signed, short-lived link that
 * serves the file without one; another parent gets 404, and so does the link once it has run out.
 */
describe('a feedback attachment opens by a signed link', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  async function threadWithAttachment() {
    const parent = await parentWithChild(testApp.app);
    const fileKey = await uploadDocument(testApp.app, parent.token, pdfFile());
    const created = await post(testApp.app, '/api/ddcFeedback/create', { category: 'schedule', text: 'The schedule, attached.', fileKeys: [fileKey] }, { token: parent.token });
    expect(created.statusCode, created.body).toBe(200);
    const [file] = (envelopeOf(created).data as FeedbackDetail).messages[0].files;
    return { parent, file };
  }

  it('serves the file to a tab with no session, for five minutes', async () => {
    const { parent, file } = await threadWithAttachment();
    // The address the thread gives needs a session that a new tab does not send.
    expect((await testApp.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);

    const opened = await get(testApp.app, `/api/ddcFeedback/openFile/${file.id}`, { token: parent.token });
    expect(opened.statusCode, opened.body).toBe(200);
    const { url } = envelopeOf(opened).data as { url: string };
    expect(url).toMatch(/^\/api\/ddcFeedback\/file\/[\w.-]+$/);
    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.body).toContain('%PDF');

    testApp.clock.advanceSeconds(6 * 60);
    const late = await testApp.app.inject({ method: 'GET', url, headers: { language: 'en' } });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ code: 404, message: 'This link has expired: please open the attachment again', data: null });
  });

  it('gives another parent no link, and a link to no other session or altered token', async () => {
    const { parent, file } = await threadWithAttachment();
    const other = await parentWithChild(testApp.app);
    expect((await get(testApp.app, `/api/ddcFeedback/openFile/${file.id}`, { token: other.token })).statusCode).toBe(404);

    const { url } = envelopeOf(await get(testApp.app, `/api/ddcFeedback/openFile/${file.id}`, { token: parent.token })).data as { url: string };
    const asOther = await testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } });
    expect(asOther.statusCode).toBe(404);
    const altered = url.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 1}.`);
    expect((await testApp.app.inject({ method: 'GET', url: altered })).statusCode).toBe(404);
    // A file of no thread has no link.
    expect((await get(testApp.app, '/api/ddcFeedback/openFile/999999', { token: parent.token })).statusCode).toBe(404);
  });
});
