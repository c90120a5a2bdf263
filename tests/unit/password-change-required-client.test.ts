import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { ApiRequestError, apiRequest, onPasswordChangeRequired } from '../../src/web/lib/api-client.ts';
import { createAccountsTestApp, type AccountsTestApp } from '../support/factories-accounts.ts';
import { memberWithRole } from '../support/factories-staff.ts';

/**
 * The back office's API client against the real server (issue 26, item 8): a 403
 * `passwordChangeRequired` calls the handler that shows the password step, a plain 403 does not.
 */
describe('the API client and a password still to change', () => {
  let testApp: AccountsTestApp;
  let origin: string;
  const browserFetch = globalThis.fetch;

  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    // The browser resolves the client's `/api/...` paths against the page's origin.
    globalThis.fetch = (input, init) => browserFetch(new URL(String(input), origin), init);
  });
  afterAll(async () => {
    globalThis.fetch = browserFetch;
    await testApp.close();
  });

  it('sends a flagged member of staff to the password step, and no one else', async () => {
    const staff = await memberWithRole(testApp.app, 'adviser');
    const handler = vi.fn();
    const stop = onPasswordChangeRequired(handler);
    try {
      // An area advisers never open: the plain 403, no password step.
      await expect(apiRequest('admin/staff/list', { language: 'en', token: staff.token })).rejects.toMatchObject({ code: 403 });
      expect(handler).not.toHaveBeenCalled();

      await testApp.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, staff.id));
      const refused = await apiRequest('admin/order/list', { language: 'en', token: staff.token }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiRequestError);
      expect(refused).toMatchObject({ code: 403, message: 'Please choose a new password before using the back office' });
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
