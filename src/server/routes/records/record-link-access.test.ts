import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordOpenDto } from '../../../shared/api/records.ts';
import { children, users } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, parentWithChild, staffToken } from '../../../../tests/support/factories-orders.ts';
import { addRecord, pdfFile } from '../../../../tests/support/factories-records.ts';

/**
 * Issue 26, item 11: a record's signed link (`ddcRecord/open/{id}`) no longer works for the
 * minutes it has left once the account it was made for is disabled: it is checked against the
 * account, enabled and still the record's owner, when it is opened.
 */
describe('a record link follows the account', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  async function linkOfNewRecord() {
    const parent = await parentWithChild(testApp.app);
    const record = await addRecord(testApp.app, parent.childId, pdfFile());
    const opened = await get(testApp.app, `/api/ddcRecord/open/${record.id}`, { token: parent.token });
    expect(opened.statusCode, opened.body).toBe(200);
    const { url } = envelopeOf(opened).data as RecordOpenDto;
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, parent.username));
    return { ...parent, id: user.id, url };
  }

  it('answers 404 to a link opened after staff disabled the account, within its five minutes', async () => {
    const family = await linkOfNewRecord();
    const disabled = await post(testApp.app, `/api/admin/family/disable/${family.id}`, { note: 'closed' }, { token: await staffToken(testApp.app) });
    expect(disabled.statusCode, disabled.body).toBe(200);
    testApp.clock.advanceSeconds(60);
    const served = await testApp.app.inject({ method: 'GET', url: family.url, headers: { language: 'en' } });
    expect(served.statusCode).toBe(404);
    expect(served.json()).toEqual({ code: 404, message: 'This record was not found', data: null });
    expect(served.body).not.toContain('%PDF');

    // Enabled again, the same unexpired link serves the file once more.
    await post(testApp.app, `/api/admin/family/enable/${family.id}`, { note: '' }, { token: await staffToken(testApp.app) });
    expect((await testApp.app.inject({ method: 'GET', url: family.url })).statusCode).toBe(200);
  });

  it('answers 404 once the record is no longer the account’s', async () => {
    const family = await linkOfNewRecord();
    const other = await parentWithChild(testApp.app);
    const [newOwner] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, other.username));
    await testApp.db.update(children).set({ parentId: newOwner.id }).where(eq(children.id, family.childId));
    expect((await testApp.app.inject({ method: 'GET', url: family.url })).statusCode).toBe(404);
  });
});
