import { test, type APIRequestContext, type Browser, type TestInfo } from '@playwright/test';
import { CATALOGUES, expect, gotoPage, interpolate, labelled, openSignedIn, toast } from './account-support.ts';
import { newStaffMember } from './admin-support.ts';
import { bookAssessmentByApi, markAbnormalByApi, pickDay, SAMPLE_PDF } from './consulting-support.ts';
import { expectAccessible, parentWithChild } from './orders-support.ts';
import { isCompact, LANGUAGES, skipOffDiagonal, watchConsole, type UiLanguage } from './support.ts';
import { labelled as zoneLabelled } from '../../src/shared/time-labels.ts';

/**
 * Assessments (issue 9, D13): a parent books one on /apply/evaluation, picking three slots in
 * their own zone; staff move it to "report sent" in the back office, offered only the legal next
 * step each time; the parent follows it on /user/home and opens the report. An abnormal one is
 * booked again.
 */

/** A member of staff takes the assessment from registered to report sent through the back office. */
async function assessmentToReportSentAsStaff(browser: Browser, request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, parentUsername: string, childName: string) {
  const t = CATALOGUES[language];
  const staff = await newStaffMember(request, testInfo, language, 'adviser');
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openSignedIn(page, language, `/admin/assessments?q=${parentUsername}`, staff.token);
  await expect(page.getByRole('heading', { level: 1, name: t.adminAssessments.title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: childName }).click();
  const status = page.getByRole('heading', { level: 1 }).getByTestId('assessment-status');
  const steps = page.locator('[data-testid^="step-"]');
  const take = async (step: string, fill: (dialog: ReturnType<typeof page.getByRole>) => Promise<void>, done: string) => {
    await page.getByTestId(`step-${step}`).click();
    const dialog = page.getByRole('dialog');
    await fill(dialog);
    await dialog.getByRole('button', { name: t.adminAssessments.steps[step as keyof typeof t.adminAssessments.steps] }).click();
    await expect(toast(page, done)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  };

  await expect(status).toHaveText(t.assessments.status.registered);
  // Only the legal next steps: complete the information, or stop the assessment.
  await expect(steps).toHaveText([t.adminAssessments.steps.completeInfo, t.adminAssessments.steps.markAbnormal]);
  await take('completeInfo', async (dialog) => {
    await dialog.getByRole('button', { name: t.adminAssessments.steps.completeInfo }).click();
    await expect(dialog.getByRole('textbox', { name: t.adminAssessments.childInfo.grade })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: t.adminAssessments.childInfo.grade }).fill('Grade 6');
    await dialog.getByRole('textbox', { name: t.adminAssessments.childInfo.strengths }).fill('Quick with patterns');
  }, t.adminAssessments.done.completeInfo);
  await expect(status).toHaveText(t.assessments.status.infoInitialised);
  await expect(steps).toHaveText([t.adminAssessments.steps.schedule, t.adminAssessments.steps.markAbnormal]);

  await take('schedule', async (dialog) => {
    await expect(dialog.getByLabel(t.adminAssessments.schedule.time)).not.toHaveValue('');
    await dialog.getByRole('textbox', { name: t.adminAssessments.schedule.assessor }).fill('Dr. Helen Park');
    await dialog.getByRole('textbox', { name: t.adminAssessments.schedule.meetingUrl }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: t.adminAssessments.steps.schedule }).click();
    await expect(dialog.getByRole('textbox', { name: t.adminAssessments.schedule.meetingUrl })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: t.adminAssessments.schedule.meetingUrl }).fill('https://meet.example.com/e2e');
  }, t.adminAssessments.done.schedule);
  await expect(status).toHaveText(t.assessments.status.toBeAssessed);
  await expect(page.getByRole('link', { name: 'https://meet.example.com/e2e' })).toBeVisible();

  await take('uploadReport', async (dialog) => {
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'assessment-report.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  }, t.adminAssessments.done.uploadReport);
  await expect(status).toHaveText(t.assessments.status.reportToSend);
  await expect(page.getByRole('button', { name: interpolate(t.adminShell.file.open, { name: 'assessment-report.pdf' }) })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('admin-assessment-detail.png'), fullPage: true });

  await take('sendReport', async () => {}, t.adminAssessments.done.sendReport);
  await expect(status).toHaveText(t.assessments.status.reportSent);
  await expect(steps).toHaveCount(0);
  await expect(page.getByTestId('assessment-timeline').getByTestId('case-step')).toHaveCount(5);
  expect(errors).toEqual([]);
  await context.close();
}

// The family lives in New York; the slots are picked and shown there.
test.use({ timezoneId: 'America/New_York' });

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`assessments (${language})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('books an assessment in the family’s zone, staff take it to the report, and the family opens it', async ({ page, request, browser }) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, test.info(), language, 'asmt');
      await openSignedIn(page, language, '/apply/evaluation', parent.token);
      await expect(page.getByRole('heading', { level: 1, name: t.assessments.book.title })).toBeVisible();
      await expect(page.getByRole('combobox', { name: labelled(t.assessments.book.timeZone) })).toHaveValue('America/New York');
      await expectAccessible(page);

      const submit = page.getByRole('button', { name: t.assessments.book.submit });
      await submit.click();
      await expect(page.getByText(t.assessments.validation.pickChild, { exact: true })).toBeVisible();
      await expect(page.getByText(t.assessments.validation.pickSubjects, { exact: true })).toBeVisible();
      await expect(page.getByText(t.assessments.validation.pickSlot, { exact: true })).toHaveCount(3);

      await page.getByTestId('child-choices').getByRole('radio', { name: new RegExp(parent.childName) }).click();
      const subjects = page.getByTestId('subject-choices');
      const mathematics = language === 'cn' ? '数学' : 'Mathematics';
      const physics = language === 'cn' ? '物理' : 'Physics';
      await subjects.getByText(mathematics, { exact: true }).click();
      await subjects.getByText(physics, { exact: true }).click();
      await expect(page.getByText(interpolate(t.assessments.book.subjectsCount, { count: 2 }), { exact: false })).toBeVisible();
      for (const index of [0, 1, 2]) {
        const slot = page.getByTestId(`slot-${index}`);
        await pickDay(page, slot.getByRole('button', { name: labelled(t.assessments.book.date) }), index + 1, t.assessments.calendar.nextMonth);
        await slot.getByRole('combobox', { name: labelled(t.assessments.book.time) }).click();
        await page.getByRole('option', { name: '10:00', exact: true }).click();
      }
      await page.getByRole('textbox', { name: t.assessments.book.notes }).fill('Loves puzzles');
      await submit.click();

      await expect(toast(page, t.assessments.book.booked)).toBeVisible();
      await expect(page).toHaveURL(/\/user\/home#assessments$/);
      const card = page.getByTestId('assessment-card').filter({ hasText: parent.childName });
      await expect(card).toHaveAttribute('data-status', '0');
      await expect(card).toContainText(`${mathematics}${language === 'cn' ? '、' : ', '}${physics}`);
      // The three slots are 10:00 in New York, as they were picked.
      await expect(card.getByRole('listitem').filter({ hasText: zoneLabelled('10:00', 'America/New_York', language) })).toHaveCount(3);

      await assessmentToReportSentAsStaff(browser, request, test.info(), language, parent.username, parent.childName);
      await gotoPage(page, 'reload');
      // A full page load asks for the session again first: on two busy cores that can take a while.
      await expect(card).toHaveAttribute('data-status', '4', { timeout: 30_000 });
      await expect(card.getByTestId('assessment-status')).toHaveText(t.assessments.status.reportSent);
      await card.getByRole('button', { name: t.assessments.card.showSteps }).click();
      await expect(card.getByTestId('case-step')).toHaveCount(5);
      await expectAccessible(page);

      const popup = page.waitForEvent('popup');
      await card.getByTestId('open-report').click();
      const report = await popup;
      await expect.poll(() => report.url()).toMatch(/^blob:/);
      expect(errors).toEqual([]);
    });

    test('books an abnormal assessment again', async ({ page, request }) => {
      test.skip(isCompact(page), 'the same form as the booking above');
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, test.info(), language, 'rebk');
      const booked = await bookAssessmentByApi(request, parent.token, parent.childId);
      await markAbnormalByApi(request, booked.id, 'The child was ill on the day');
      await openSignedIn(page, language, '/user/home', parent.token);
      const card = page.getByTestId('assessment-card');
      await expect(card).toHaveAttribute('data-status', '5');
      await expect(card.getByTestId('abnormal-reason')).toContainText('The child was ill on the day');

      await card.getByTestId('rebook').click();
      await expect(page).toHaveURL(new RegExp(`/apply/evaluation\\?rebook=${booked.id}$`));
      await expect(page.getByTestId('rebook-child')).toHaveText(interpolate(t.assessments.book.rebookChild, { name: parent.childName }));
      // The subjects of the first booking are chosen already; only new times are needed.
      await expect(page.getByTestId('subject-choices').getByRole('checkbox', { checked: true })).toHaveCount(2);
      for (const index of [0, 1, 2]) {
        const slot = page.getByTestId(`slot-${index}`);
        await pickDay(page, slot.getByRole('button', { name: labelled(t.assessments.book.date) }), index + 2, t.assessments.calendar.nextMonth);
        await slot.getByRole('combobox', { name: labelled(t.assessments.book.time) }).click();
        await page.getByRole('option', { name: '15:30', exact: true }).click();
      }
      await page.getByRole('button', { name: t.assessments.book.rebookSubmit }).click();
      await expect(page).toHaveURL(/\/user\/home#assessments$/);
      await expect(page.getByTestId('assessment-card')).toHaveAttribute('data-status', '0');
      expect(errors).toEqual([]);
    });
  });
}
