import { test } from '@playwright/test';
import { CATALOGUES, expect, gotoPage, openSignedIn } from './account-support.ts';
import { expectAccessible, parentWithChild } from './orders-support.ts';
import { addRecordByApi, answerFeedbackByApi } from './journey-support.ts';
import { LANGUAGES, watchConsole } from './support.ts';

/**
 * Issue 8: a family opens a PDF record (a new window, sandboxed) and a Word record (previewed in
 * the page), then sends feedback and reads the staff's answer, with the unread badge on the way.
 */
for (const language of LANGUAGES) {
  test(`opens a PDF and a docx record (${language})`, async ({ page, request }, testInfo) => {
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

  test(`sends feedback and reads the staff's answer (${language})`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const t = CATALOGUES[language];
    const errors = watchConsole(page);
    const parent = await parentWithChild(request, testInfo, language, 'fb');

    await openSignedIn(page, language, '/user/feedback', parent.token);
    await page.getByTestId('send-feedback').click();
    await expect(page.getByText(t.auth.validation.chooseOne)).toBeVisible();
    await page.getByTestId('feedback-category').click();
    await page.getByRole('option', { name: t.feedback.categories.schedule }).click();
    await page.getByTestId('feedback-text').fill('Could the Saturday class start at 10:00?');
    await expectAccessible(page);
    await page.getByTestId('send-feedback').click();

    await expect(page).toHaveURL(/\/user\/feedback-result\?open=\d+/);
    const thread = page.getByTestId('feedback-thread');
    await expect(thread.getByTestId('feedback-message')).toHaveCount(1);
    const feedbackId = Number(new URL(page.url()).searchParams.get('open'));
    await page.keyboard.press('Escape');

    await answerFeedbackByApi(request, feedbackId, 'Yes: from next week the class starts at 10:00.');
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
