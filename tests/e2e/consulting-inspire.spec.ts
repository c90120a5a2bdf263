import { test, type APIRequestContext, type Browser, type TestInfo } from '@playwright/test';
import { OrderStatus } from '../../src/shared/api/orders.ts';
import { RequirementStatus } from '../../src/shared/api/requirements.ts';
import { CATALOGUES, expect, gotoPage, interpolate, labelled, openSignedIn, toast } from './account-support.ts';
import { newStaffMember } from './admin-support.ts';
import { PROGRAMME, SAMPLE_PDF, submitRequirementByApi } from './consulting-support.ts';
import { expectAccessible, moneyIn, orderDetailOf, parentWithChild } from './orders-support.ts';
import { isCompact, LANGUAGES, watchConsole, type UiLanguage } from './support.ts';

/**
 * Inspire requirements (issue 9, D12): the questionnaire with a file; staff take it to "product
 * formed" on the back office's pipeline board, offered only the legal next steps; the family buys the formed
 * programme by sandbox card and sees the requirement converted to an order. Withdrawing one, and
 * the list and files pages at phone width.
 */

/** A full page load asks for the session again before the page shows: on two busy cores that can take a while. */
const PAGE_LOAD_MS = 30_000;

/** A calendar day `days` from now, as a date field takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A member of staff takes the requirement from pending to product formed (7) in the back office. */
async function requirementToProductFormedAsStaff(browser: Browser, request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, parentUsername: string, requirementId: number) {
  const t = CATALOGUES[language];
  const staff = await newStaffMember(request, testInfo, language, 'adviser');
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openSignedIn(page, language, `/admin/requirements?q=${parentUsername}`, staff.token);
  await expect(page.getByRole('heading', { level: 1, name: t.adminRequirements.title })).toBeVisible();
  const pending = page.getByTestId(`column-${RequirementStatus.Pending}`);
  await expect(pending.getByTestId('requirement-card')).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('admin-requirements-board.png'), fullPage: true });
  await pending.getByTestId('requirement-card').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/requirements/${requirementId}$`));
  await expect(page.getByRole('button', { name: interpolate(t.adminShell.file.open, { name: 'school-report.pdf' }) })).toBeVisible();

  const status = page.getByRole('heading', { level: 1 }).getByTestId('requirement-status');
  const steps = page.locator('[data-testid^="step-"]');
  const take = async (step: keyof typeof t.adminRequirements.steps, fill: (dialog: ReturnType<typeof page.getByRole>) => Promise<void> = async () => {}) => {
    await page.getByTestId(`step-${step}`).click();
    const dialog = page.getByRole('dialog', { name: t.adminRequirements.steps[step] });
    await fill(dialog);
    await dialog.getByRole('button', { name: t.adminRequirements.steps[step] }).click();
    await expect(toast(page, t.adminRequirements.done[step])).toBeVisible();
    await expect(dialog).toHaveCount(0);
  };
  const choose = async (dialog: ReturnType<typeof page.getByRole>, label: string, option: RegExp) => {
    await dialog.getByRole('combobox', { name: labelled(label) }).click();
    await page.getByRole('option', { name: option }).first().click();
  };

  // Only the legal next steps: a consultant first, or closing it.
  await expect(steps).toHaveText([t.adminRequirements.steps.assignConsultant, t.adminRequirements.steps.close]);
  await take('assignConsultant', async (dialog) => {
    await dialog.getByRole('button', { name: t.adminRequirements.steps.assignConsultant }).click();
    await expect(dialog.getByRole('combobox', { name: labelled(t.adminRequirements.consultantField) })).toHaveAttribute('aria-invalid', 'true');
    await choose(dialog, t.adminRequirements.consultantField, /./);
  });
  await expect(status).toHaveText(t.requirements.status.consultantMatched);
  await take('recordConsultantTalk', async (dialog) => {
    await dialog.getByRole('textbox', { name: t.adminShell.case.note }).fill('Goals agreed: a research paper.');
  });
  await expect(steps).toHaveText([t.adminRequirements.steps.matchTeacher, t.adminRequirements.steps.close]);
  await take('matchTeacher', (dialog) => choose(dialog, t.adminRequirements.teacherField, /^Daniel R\./));
  await take('scheduleMeeting', async (dialog) => {
    await dialog.getByLabel(t.adminRequirements.meeting.time).fill(`${dayFromNow(2)}T20:00`);
    await dialog.getByRole('textbox', { name: t.adminRequirements.meeting.url }).fill('https://meet.example.com/three');
  });
  await expect(status).toHaveText(t.requirements.status.meetingPending);
  // Moving the meeting is one more dated step, in the same status.
  await expect(steps).toHaveText([t.adminRequirements.steps.scheduleMeeting, t.adminRequirements.steps.recordMeetingHeld, t.adminRequirements.steps.close]);
  await take('recordMeetingHeld');
  await take('recordCommunicationDone');
  await expect(steps).toHaveText([t.adminRequirements.steps.formProduct, t.adminRequirements.steps.close]);
  await take('formProduct', async (dialog) => {
    await dialog.getByRole('textbox', { name: t.adminRequirements.programme.nameEn }).fill(PROGRAMME.nameEn);
    await dialog.getByRole('textbox', { name: t.adminRequirements.programme.nameZh }).fill(PROGRAMME.nameZh);
    await dialog.getByRole('textbox', { name: t.adminRequirements.programme.price }).fill(String(PROGRAMME.price / 100));
    await dialog.getByRole('textbox', { name: t.adminRequirements.programme.hours }).fill(String(PROGRAMME.hours));
    await dialog.getByLabel(t.adminRequirements.programme.startDate).fill(dayFromNow(10));
    await dialog.getByLabel(t.adminRequirements.programme.endDate).fill(dayFromNow(120));
    await dialog.getByRole('textbox', { name: t.adminRequirements.programme.outlineEn }).fill('Saturdays at 10:00.\nThirty hours.');
    await dialog.getByRole('textbox', { name: t.adminRequirements.programme.outlineZh }).fill('每周六 10:00。\n共三十小时。');
  });
  await expect(status).toHaveText(t.requirements.status.productFormed);
  await expect(steps).toHaveText([t.adminRequirements.steps.close]);
  await expect(page.getByTestId('requirement-timeline').getByTestId('case-step')).toHaveCount(8);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('admin-requirement-detail.png'), fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
}

const requirementOf = async (request: Parameters<typeof submitRequirementByApi>[0], token: string, id: number) =>
  (await (await request.get(`/api/ddcRequirement/detail/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`Inspire requirements (${language})`, () => {
    test.describe.configure({ timeout: 240_000 });

    test('submits the questionnaire with a file, staff form the programme, and the family buys it by card', async ({ page, request, browser }) => {
      // The Chinese texts and the phone layout are taken through by the list and files test.
      test.skip(isCompact(page) || language === 'cn', 'one run: English at 1280 px');
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, test.info(), language, 'insp');
      await openSignedIn(page, language, '/apply/inspire', parent.token);
      await expect(page.getByRole('heading', { level: 1, name: t.requirements.form.title })).toBeVisible();

      const submit = page.getByRole('button', { name: t.requirements.form.submit });
      await submit.click();
      await expect(page.getByText(t.requirements.validation.pickChild, { exact: true })).toBeVisible();
      await expect(page.getByText(t.requirements.validation.pickSubject, { exact: true })).toBeVisible();
      await expect(page.getByText(t.requirements.validation.pickDays, { exact: true })).toBeVisible();

      await page.getByTestId('child-choices').getByRole('radio', { name: new RegExp(parent.childName) }).click();
      await page.getByRole('combobox', { name: labelled(t.requirements.form.subjectArea) }).click();
      await page.getByRole('option', { name: language === 'cn' ? '物理' : 'Physics', exact: true }).click();
      await page.getByRole('textbox', { name: labelled(t.requirements.form.goals) }).fill('A research project on pendulums');
      await page.getByRole('textbox', { name: labelled(t.requirements.form.currentLevel) }).fill('Grade 6 science');
      // More than 64 hours is brought back to 64 as the field is left.
      const hours = page.getByRole('textbox', { name: labelled(t.requirements.form.hours) });
      await hours.fill('70');
      await hours.blur();
      await expect(hours).toHaveValue('64');
      await hours.fill('30');
      await page.getByTestId('inspire-form').getByText(t.requirements.weekday.sat, { exact: true }).click();
      await page.getByTestId('inspire-form').getByText(t.requirements.dayPart.morning, { exact: true }).click();
      await page.locator('input[type="file"]').setInputFiles({ name: 'school-report.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
      await expect(page.getByTestId('file-item')).toContainText('school-report.pdf');
      await expectAccessible(page);
      await submit.click();

      await expect(toast(page, t.requirements.form.sent)).toBeVisible();
      await expect(page).toHaveURL(/\/requirement-detail\?id=\d+$/);
      const requirementId = Number(new URL(page.url()).searchParams.get('id'));
      const detail = page.getByTestId('requirement-detail');
      await expect(detail).toHaveAttribute('data-status', String(RequirementStatus.Pending));
      await expect(detail).toContainText(interpolate(t.requirements.detail.filesCount_one, { count: 1 }));

      await requirementToProductFormedAsStaff(browser, request, test.info(), language, parent.username, requirementId);
      await gotoPage(page, 'reload');
      await expect(detail).toHaveAttribute('data-status', String(RequirementStatus.ProductFormed), { timeout: PAGE_LOAD_MS });
      const programme = page.getByTestId('formed-programme');
      await expect(programme).toContainText(language === 'cn' ? PROGRAMME.nameZh : PROGRAMME.nameEn);
      await expect(programme.getByTestId('programme-price')).toHaveText(moneyIn(language, PROGRAMME.price, 'USD'));
      await expect(page.getByTestId('meeting-times').getByRole('listitem')).toHaveCount(3);
      await expect(page.getByTestId('teacher-card')).toContainText('Daniel R.');
      await expectAccessible(page);

      await programme.getByTestId('apply-and-buy').click();
      await expect(page).toHaveURL(new RegExp(`/apply\\?productId=\\d+&requirementId=${requirementId}$`));
      const next = page.getByRole('button', { name: t.purchase.wizard.next, exact: true });
      await page.getByTestId('child-choices').getByRole('radio', { name: new RegExp(parent.childName) }).click();
      await next.click();
      const processes = page.getByTestId('processes-choices');
      for (const process of [t.purchase.processes.guidedInquiry.label, t.purchase.processes.projectWork.label]) {
        await processes.getByRole('checkbox', { name: process, exact: true }).click();
      }
      await page.getByTestId('outcomes-choices').getByRole('checkbox', { name: t.purchase.outcomes.confidence.label, exact: true }).click();
      await next.click();
      await page.getByRole('checkbox', { name: t.purchase.review.accept }).check();
      await page.getByTestId('confirm-order').click();

      await expect(page).toHaveURL(/\/order-detail\?id=\d+&pay=1$/);
      const orderId = Number(new URL(page.url()).searchParams.get('id'));
      await page.getByTestId('pay-by-card').click();
      await expect(page).toHaveURL(/\/sandbox-checkout\?session=/);
      await page.getByRole('button', { name: t.purchase.sandbox.paySuccess }).click();
      await expect(page).toHaveURL(new RegExp(`/stripe-callback\\?result=success&orderId=${orderId}$`));
      expect((await orderDetailOf(request, parent.token, language, orderId)).status).toBe(OrderStatus.Paid);

      await gotoPage(page, `/requirement-detail?id=${requirementId}`);
      await expect(detail).toHaveAttribute('data-status', String(RequirementStatus.ConvertedToOrder), { timeout: PAGE_LOAD_MS });
      await expect(detail.getByTestId('requirement-status').first()).toHaveText(t.requirements.status.convertedToOrder);
      await expect(page.getByTestId('programme-ordered').getByRole('link', { name: t.requirements.detail.viewOrder })).toHaveAttribute('href', `/order-detail?id=${orderId}`);
      expect((await requirementOf(request, parent.token, requirementId)).orderId).toBe(orderId);
      expect(errors).toEqual([]);
    });

    test('withdraws a requirement with a reason', async ({ page, request }) => {
      test.skip(isCompact(page), 'the dialog is the same at every width');
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, test.info(), language, 'wdrw');
      const requirement = await submitRequirementByApi(request, parent.token, parent.childId);
      await openSignedIn(page, language, `/requirement-detail?id=${requirement.id}`, parent.token);
      await page.getByTestId('withdraw').click();
      const dialog = page.getByRole('dialog', { name: t.requirements.withdraw.title });
      await dialog.getByRole('button', { name: t.requirements.withdraw.confirm }).click();
      await expect(dialog.getByText(t.requirements.validation.required)).toBeVisible();
      await dialog.getByRole('textbox', { name: labelled(t.requirements.withdraw.reason) }).fill('We found a school club');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: t.requirements.withdraw.confirm }).click();

      await expect(toast(page, t.requirements.withdraw.done)).toBeVisible();
      await expect(page.getByTestId('requirement-detail')).toHaveAttribute('data-status', String(RequirementStatus.Closed));
      await expect(page.getByTestId('requirement-closed')).toContainText('We found a school club');
      await expect(page.getByTestId('withdraw')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('lists requirements by status with counts, and adds and removes a file', async ({ page, request }) => {
      // The tabs scroll sideways and the cards stack at 390 px: this is the phone's test.
      test.skip(!isCompact(page) && language === 'cn', 'the Chinese run at 1280 px is covered by the tests above');
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, test.info(), language, 'rlst');
      const requirement = await submitRequirementByApi(request, parent.token, parent.childId);
      await openSignedIn(page, language, '/user/requirement', parent.token);
      await expect(page.getByTestId('requirement-tab--1')).toContainText('1');
      await expect(page.getByTestId('requirement-tab-0')).toContainText('1');
      await page.getByTestId('requirement-tab-9').click();
      await expect(page.getByTestId('requirements-empty')).toBeVisible();
      await page.getByTestId('requirement-tab--1').click();
      const card = page.getByTestId('requirement-card');
      await expect(card).toHaveAttribute('data-status', '0');
      await expectAccessible(page);

      await card.getByRole('link', { name: t.requirements.list.files }).click();
      await expect(page).toHaveURL(new RegExp(`/user/requirement/upload\\?id=${requirement.id}$`));
      await expect(page.getByTestId('no-files')).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles({ name: 'essay.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
      await expect(toast(page, t.requirements.files.added)).toBeVisible();
      await expect(page.getByTestId('file-item')).toContainText('essay.pdf');
      await expect(page.getByTestId('file-count')).toHaveText(interpolate(t.requirements.files.count, { count: 1 }));
      await expectAccessible(page);
      await page.getByRole('button', { name: interpolate(t.requirements.files.remove, { name: 'essay.pdf' }) }).click();
      await expect(toast(page, t.requirements.files.removed)).toBeVisible();
      await expect(page.getByTestId('no-files')).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
