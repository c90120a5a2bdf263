import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackDetail } from '../../../shared/api/feedback.ts';
import { envelopeOf, lastMailTo, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, parentWithChild, staffToken } from '../../../../tests/support/factories-orders.ts';

/** Headers an attacker chooses: the request's own host, and what a proxy would pass on. */
const HOSTILE_HEADERS = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/**
 * Issue 26, item 9: the links in the staff welcome mail and the feedback-answered mail come from
 * configuration (`PUBLIC_URL`, else the address the portal listens at), never from the request's
 * `Host` header.
 */
const SETTINGS: { name: string; env: Record<string, string>; base: string }[] = [
  { name: 'without PUBLIC_URL', env: {}, base: 'http://localhost:3000' },
  { name: 'with PUBLIC_URL', env: { PUBLIC_URL: 'https://portal.everbright.example/' }, base: 'https://portal.everbright.example' },
];

for (const setting of SETTINGS) {
  describe(`links in mail, ${setting.name}`, () => {
    let testApp: AccountsTestApp;
    beforeAll(async () => {
      testApp = await createOrdersTestApp({ env: setting.env });
    });
    afterAll(() => testApp.close());

    const postAs = (token: string, url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url, headers: { ...HOSTILE_HEADERS, authorization: `Bearer ${token}`, language: 'en' }, payload });

    it('leads a new member of staff to the configured address to choose a password', async () => {
      const created = await postAs(await staffToken(testApp.app), '/api/admin/staff/create', { username: 'lin.w', email: 'lin.w@example.com', role: 'admin', adviser: null });
      expect(created.statusCode, created.body).toBe(200);
      const welcome = await lastMailTo(testApp.dataDir, 'lin.w@example.com');
      expect(welcome?.text).toContain(`${setting.base}/getpass`);
      expect(welcome?.text).not.toContain('evil.example');
    });

    it('leads a parent whose feedback was answered to the configured address', async () => {
      const parent = await parentWithChild(testApp.app);
      const created = await post(testApp.app, '/api/ddcFeedback/create', { category: 'schedule', text: 'Could class start later?' }, { token: parent.token });
      expect(created.statusCode, created.body).toBe(200);
      const thread = envelopeOf(created).data as FeedbackDetail;
      const answered = await postAs(await staffToken(testApp.app), `/api/admin/feedback/answer/${thread.id}`, { text: 'We moved it to 10:00.' });
      expect(answered.statusCode, answered.body).toBe(200);
      const mail = await lastMailTo(testApp.dataDir, parent.email);
      expect(mail?.text).toContain(`${setting.base}/user/feedback-result?open=${thread.id}`);
      expect(mail?.text).not.toContain('evil.example');
    });
  });
}
