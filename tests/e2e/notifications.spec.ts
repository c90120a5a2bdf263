import { test, type APIRequestContext, type Page } from '@playwright/test';
import { CATALOGUES, expect, gotoPage, interpolate, openSignedIn, signedInParent, toast, type Catalogue } from './account-support.ts';
import { apiCall, newStaffMember } from './admin-support.ts';
import { expectAccessible, staffToken } from './orders-support.ts';
import { expectNoAxeViolations, isCompact, LANGUAGES, skipOffDiagonal, watchConsole, type UiLanguage } from './support.ts';

/**
 * Issue 27: the notification centre. Staff answer a family's feedback (through the API), the
 * family's bell counts the answers, the list shows them, opening one and "Mark all read" bring the
 * count down, and a kind of mail turned off on the account page stays off. Staff find the message
 * among the deliveries of the back office. Both languages, both layouts.
 */

/** The bell of the layout on screen: the wide header and the compact one each hold one. */
const bell = (page: Page) => page.getByTestId('notification-bell').filter({ visible: true });

const bellName = (t: Catalogue, count: number) =>
  count === 0 ? t.notifications.bell.label : interpolate(t.notifications.bell[count === 1 ? 'labelUnread_one' : 'labelUnread_other'], { count });

/** A feedback thread of the parent's, answered `answers` times by staff: one notification each. */
async function answeredFeedback(request: APIRequestContext, token: string, language: UiLanguage, answers: number) {
  const feedback = await apiCall<{ id: number }>(request, 'POST', 'ddcFeedback/create', {
    token,
    language,
    data: { category: 'schedule', text: 'Could the Saturday class start at 10:00?' },
  });
  const staff = await staffToken(request);
  for (let answer = 1; answer <= answers; answer += 1) {
    await apiCall(request, 'POST', `admin/feedback/answer/${feedback.id}`, {
      token: staff,
      language,
      data: { text: `Answer ${answer}: yes, from next week.`, markProcessed: answer === answers },
    });
  }
  return feedback.id;
}

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test(`the bell counts staff answers, the list opens them and marks them read (${language})`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const parent = await signedInParent(request, testInfo, language, 'ntf');
    // A new family is welcomed first; this test counts the answers that come after it.
    await apiCall(request, 'POST', 'notification/read', { token: parent.token, language, data: { all: true } });
    const feedbackId = await answeredFeedback(request, parent.token, language, 2);

    await openSignedIn(page, language, '/home', parent.token);
    await expect(bell(page)).toHaveAccessibleName(bellName(t, 2));
    await expect(bell(page).getByTestId('notification-bell-count')).toHaveText('2');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('bell.png') });

    // From the keyboard: the bell is a link in the header's tab order.
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: t.notifications.page.title })).toBeVisible();
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(3);
    await expect(items.getByTestId('notification-unread')).toHaveCount(2);
    await expect(items.getByTestId('notification-unread').first()).toHaveText(t.notifications.page.new);
    await expect(items.first()).toContainText(t.notifications.kinds.feedbackAnswered);
    await expect(page.getByTestId('notifications-unread-summary')).toHaveText(interpolate(t.notifications.page.unreadSummary_other, { count: 2 }));
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('notifications.png'), fullPage: true });

    // Opening one leads to the answer and marks it read: the bell counts one.
    await items.first().getByTestId('notification-open').click();
    await expect(page).toHaveURL(new RegExp(`/user/feedback-result\\?open=${feedbackId}&status=processed$`));
    await expect(bell(page)).toHaveAccessibleName(bellName(t, 1));
    const conversation = page.getByRole('dialog');
    await expect(conversation).toContainText('Answer 2');
    await page.keyboard.press('Escape');
    await expect(conversation).toBeHidden();

    await bell(page).click();
    await expect(items).toHaveCount(3);
    await expect(items.getByTestId('notification-unread')).toHaveCount(1);
    await page.getByTestId('mark-all-read').click();
    await expect(toast(page, t.notifications.page.allMarked)).toBeVisible();
    await expect(items.getByTestId('notification-unread')).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName(bellName(t, 0));
    await expect(bell(page).getByTestId('notification-bell-count')).toHaveCount(0);
    await expect(page.getByTestId('mark-all-read')).toBeDisabled();

    // The count is the server's, not only the page's: a fresh load agrees.
    await gotoPage(page, 'reload');
    await expect(bell(page)).toHaveAccessibleName(bellName(t, 0));
    expect(errors).toEqual([]);
  });

  test(`a kind of mail turned off on the account page stays off; essential kinds cannot be (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    const parent = await signedInParent(request, testInfo, language, 'npf');

    await openSignedIn(page, language, '/user/account', parent.token);
    const section = page.getByTestId('mail-preferences');
    await expect(section.getByRole('heading', { name: t.notifications.preferences.title })).toBeVisible();
    await expect(section).toContainText(t.notifications.preferences.essentialNote);
    const payments = section.getByRole('switch', { name: t.notifications.kinds.paymentReceived });
    await expect(payments).toBeChecked();
    await expect(payments).toBeDisabled();
    const answers = section.getByRole('switch', { name: t.notifications.kinds.feedbackAnswered });
    await expect(answers).toBeChecked();
    await expect(answers).toBeEnabled();
    await expectAccessible(page);

    await answers.uncheck();
    await expect(toast(page, t.notifications.preferences.saved)).toBeVisible();
    await expect(answers).not.toBeChecked();

    await gotoPage(page, 'reload');
    await expect(section.getByRole('switch', { name: t.notifications.kinds.feedbackAnswered })).not.toBeChecked();
    await expect(section.getByRole('switch', { name: t.notifications.kinds.classesBooked })).toBeChecked();
    const saved = await apiCall<{ kinds: Record<string, { mail: boolean }> }>(request, 'GET', 'notification/preferences', { token: parent.token, language });
    expect(saved.kinds.feedbackAnswered.mail).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('mail-preferences.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test(`staff find a family's message among the deliveries and filter them (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    const parent = await signedInParent(request, testInfo, language, 'ndl');
    await answeredFeedback(request, parent.token, language, 1);
    const staff = await newStaffMember(request, testInfo, language, 'adviser');

    await openSignedIn(page, language, `/admin/notifications?q=${encodeURIComponent(parent.email)}`, staff.token);
    await expect(page.getByRole('heading', { level: 1, name: t.adminNotifications.title })).toBeVisible();
    if (!isCompact(page)) await expect(page.getByRole('link', { name: t.adminShell.nav.notifications, exact: true })).toHaveAttribute('aria-current', 'page');
    // The family's welcome is listed too; this test follows the answer.
    const rows = page.getByRole('row').filter({ hasText: parent.email }).filter({ hasText: t.notifications.kinds.feedbackAnswered });
    await expect(rows).toHaveCount(1);
    const status = rows.getByTestId('delivery-status');
    await expect(status).toHaveText(new RegExp(`^(${[t.adminNotifications.statuses.pending, t.adminNotifications.statuses.sent].join('|')})$`));
    // Only a failed message can be sent again.
    await expect(rows.getByTestId('resend-delivery')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.adminShell.table.exportCsv })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('admin-notifications.png'), fullPage: true });

    await page.getByRole('combobox', { name: t.adminNotifications.columns.status, exact: true }).click();
    await page.getByRole('option', { name: t.adminNotifications.statuses.failed }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(rows).toHaveCount(0);
    await expect(page.getByText(t.adminShell.table.noRecords)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`staff send a failed message again after confirming (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    const parent = await signedInParent(request, testInfo, language, 'nrs');
    await answeredFeedback(request, parent.token, language, 1);
    const staff = await newStaffMember(request, testInfo, language, 'adviser');
    // Mail in the e2e app goes to the .eml outbox, which never fails: the list's answer is made to
    // show the family's message as failed, and the resend is answered as the server does.
    const resent: number[] = [];
    await page.route('**/api/admin/notification/list?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { list: { id: number; status: string; lastError: string | null }[] } };
      for (const row of body.data.list) Object.assign(row, { status: 'failed', lastError: '550 5.1.1 mailbox unavailable' });
      await route.fulfill({ response, json: body });
    });
    await page.route('**/api/admin/notification/resend/*', async (route) => {
      const id = Number(route.request().url().split('/').pop());
      resent.push(id);
      await route.fulfill({ json: { code: 200, message: 'OK', data: { id, status: 'pending' } } });
    });

    await openSignedIn(page, language, `/admin/notifications?q=${encodeURIComponent(parent.email)}`, staff.token);
    const row = page.getByRole('row').filter({ hasText: parent.email }).filter({ hasText: t.notifications.kinds.feedbackAnswered });
    await expect(row.getByTestId('delivery-status')).toHaveText(t.adminNotifications.statuses.failed);
    await row.getByTestId('resend-delivery').click();
    const dialog = page.getByRole('dialog', { name: t.adminNotifications.resendTitle });
    await expect(dialog).toContainText(parent.email);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-resend.png') });
    // Cancel sends nothing; confirming sends it once.
    await dialog.getByRole('button', { name: t.adminShell.dialog.cancel }).click();
    await expect(dialog).toBeHidden();
    expect(resent).toEqual([]);
    await row.getByTestId('resend-delivery').click();
    await dialog.getByRole('button', { name: t.adminNotifications.resend }).click();
    await expect(toast(page, t.adminNotifications.resent)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(resent).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}
