import { test } from '@playwright/test';
import { CATALOGUES, expect, gotoPage, openSignedIn, toast } from './account-support.ts';
import { newStaffMember } from './admin-support.ts';
import { expectAccessible, parentWithChild } from './orders-support.ts';
import { addRecordByApi } from './journey-support.ts';
import { isCompact, LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * Issue 8: a family opens a PDF record (a new window, sandboxed) and a Word record (previewed in
 * the page), then sends feedback, which staff answer in the back office, and reads the answer,
 * with the unread badge on the way.
 */
for (const language of LANGUAGES) {
  test(`opens a PDF and a docx record (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    test.setTimeout(90_000);
    const t = CATALOGUES[language];
    const errors = watchConsole(page);
    const parent = await parentWithChild(request, testInfo, language, 'rec');
    await addRecordByApi(request, parent.childId, 'pdf', { en: 'Autumn transcript', zh: '秋季成绩单' });
    await addRecordByApi(request, parent.childId, 'docx', { en: 'Term report', zh: '学期报告' });

    await openSignedIn(page, language, '/user/record', parent.token);
    const records = page.getByTestId('record');
    await expect(records).toHaveCount(2);
    await expect(records.first()).toContainText(language === 'cn' ? '学期报告' : 'Term report');
    await expectAccessible(page);

    const pdf = records.filter({ hasText: language === 'cn' ? '秋季成绩单' : 'Autumn transcript' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), pdf.getByTestId('open-record').click()]);
    // The window opened at the click is sent to the signed link; the viewer may show or save the PDF.
    await expect.poll(() => popup.url()).toMatch(/\/api\/ddcRecord\/file\/[\w.-]+$/);
    const served = await request.get(popup.url());
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-security-policy']).toMatch(/^sandbox;/);
    await popup.close();

    await records.filter({ hasText: language === 'cn' ? '学期报告' : 'Term report' }).getByTestId('open-record').click();
    const preview = page.getByRole('dialog', { name: 'term-report.docx' });
    await expect(preview.getByTestId('record-preview')).toContainText('Autumn term report: excellent work in number theory.');
    await expectAccessible(page);
    await preview.getByRole('button', { name: t.common.close }).click();

    await page.getByRole('combobox', { name: t.records.kind }).click();
    await page.getByRole('option', { name: t.records.kinds.transcript }).click();
    await expect(records).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test(`sends feedback, staff answer it in the back office, and the parent reads the answer (${language})`, async ({ page, browser, request }, testInfo) => {
    skipOffDiagonal(page, language);
    test.setTimeout(150_000);
    const t = CATALOGUES[language];
    const errors = watchConsole(page);
    const parent = await parentWithChild(request, testInfo, language, 'fb');

    await openSignedIn(page, language, '/user/feedback', parent.token);
    await page.getByTestId('send-feedback').click();
    await expect(page.getByText(t.auth.validation.chooseOne)).toBeVisible();
    await page.getByTestId('feedback-category').click();
    await page.getByRole('option', { name: t.feedback.categories.schedule }).click();
    const question = `Could the Saturday class start at 10:00? (${parent.username})`;
    await page.getByTestId('feedback-text').fill(question);
    await expectAccessible(page);
    await page.getByTestId('send-feedback').click();

    await expect(page).toHaveURL(/\/user\/feedback-result\?open=\d+/);
    const thread = page.getByTestId('feedback-thread');
    await expect(thread.getByTestId('feedback-message')).toHaveCount(1);
    const feedbackId = Number(new URL(page.url()).searchParams.get('open'));
    await page.keyboard.press('Escape');

    // A member of staff finds it among the threads still processing, and answers it.
    const staff = await newStaffMember(request, testInfo, language, 'adviser');
    const staffPage = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() })).newPage();
    const staffErrors = watchConsole(staffPage);
    await openSignedIn(staffPage, language, '/admin/feedback?status=processing', staff.token);
    await expect(staffPage.getByRole('heading', { level: 1, name: t.adminFeedback.title })).toBeVisible();
    await expectAccessible(staffPage);
    await staffPage.getByRole('link', { name: question }).click();
    await expect(staffPage).toHaveURL(new RegExp(`/admin/feedback/${feedbackId}$`));
    const conversation = staffPage.getByTestId('feedback-thread');
    await expect(conversation.getByTestId('feedback-message')).toHaveCount(1);
    await expect(conversation.getByTestId('feedback-message')).toContainText(question);
    await expect(staffPage.getByTestId('feedback-status')).toHaveText(t.feedback.results.statuses.processing);
    await staffPage.getByTestId('send-answer').click();
    await expect(staffPage.getByRole('textbox', { name: t.adminFeedback.answer })).toHaveAttribute('aria-invalid', 'true');
    await staffPage.getByRole('textbox', { name: t.adminFeedback.answer }).fill('Yes: from next week the class starts at 10:00.');
    await expect(staffPage.getByRole('checkbox', { name: t.adminFeedback.markProcessed })).toBeChecked();
    if (!isCompact(page)) await staffPage.screenshot({ path: testInfo.outputPath('admin-feedback-thread.png'), fullPage: true });
    await staffPage.getByTestId('send-answer').click();
    await expect(toast(staffPage, t.adminFeedback.answeredProcessed)).toBeVisible();
    await expect(conversation.getByTestId('feedback-message')).toHaveCount(2);
    await expect(staffPage.getByTestId('feedback-status')).toHaveText(t.feedback.results.statuses.processed);
    await staffPage.screenshot({ path: testInfo.outputPath('admin-feedback-answered.png'), fullPage: true });
    await staffPage.getByRole('link', { name: t.adminFeedback.backToList }).click();
    await expect(staffPage).toHaveURL(/\/admin\/feedback\?status=processing$/);
    await expect(staffPage.getByRole('link', { name: question })).toHaveCount(0);
    expect(staffErrors).toEqual([]);
    await staffPage.context().close();
    await gotoPage(page, '/user/feedback-result?status=processed');
    const item = page.getByTestId('feedback-item');
    await expect(item.getByTestId('feedback-unread')).toBeVisible();
    await expectAccessible(page);
    await item.click();
    await expect(thread.getByTestId('feedback-message').last()).toContainText('from next week the class starts at 10:00');
    await expect(thread).toContainText(t.feedback.thread.closed);
    await page.keyboard.press('Escape');
    await expect(item.getByTestId('feedback-unread')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
