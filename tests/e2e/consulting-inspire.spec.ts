import { test } from '@playwright/test';
import { OrderStatus } from '../../src/shared/api/orders.ts';
import { RequirementStatus } from '../../src/shared/api/requirements.ts';
import { CATALOGUES, expect, gotoPage, interpolate, labelled, openSignedIn, toast } from './account-support.ts';
import { PROGRAMME, requirementToProductFormed, SAMPLE_PDF, submitRequirementByApi } from './consulting-support.ts';
import { expectAccessible, moneyIn, orderDetailOf, parentWithChild } from './orders-support.ts';
import { isCompact, LANGUAGES, watchConsole } from './support.ts';

/**
 * Inspire requirements (issue 9, D12): the questionnaire with a file; staff take it to "product
 * formed" (through the API until the back office's screens land); the family buys the formed
 * programme by sandbox card and sees the requirement converted to an order. Withdrawing one, and
 * the list and files pages at phone width.
 */

/** A full page load asks for the session again before the page shows: on two busy cores that can take a while. */
const PAGE_LOAD_MS = 30_000;

const requirementOf = async (request: Parameters<typeof submitRequirementByApi>[0], token: string, id: number) =>
  (await (await request.get(`/api/ddcRequirement/detail/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`Inspire requirements (${language})`, () => {
    test.describe.configure({ timeout: 150_000 });

    test('submits the questionnaire with a file, and buys the formed programme by card', async ({ page, request }) => {
      test.skip(isCompact(page), 'the phone layout is covered by the list and files test');
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

      await requirementToProductFormed(request, requirementId);
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
