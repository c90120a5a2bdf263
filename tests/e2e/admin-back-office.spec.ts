import { test } from '@playwright/test';
import { CATALOGUES, expect, interpolate, openSignedIn, signInByApi } from './account-support.ts';
import { newStaffMember, sendReceipt, teacherApplicant } from './admin-support.ts';
import { createOrder, parentWithChild } from './orders-support.ts';
import { expectNoAxeViolations, isCompact, LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * The back office (issue 7) in both languages: a member of staff confirms a wire transfer with
 * the receipt beside the bank reference, approves a teacher whose profile then shows it, and
 * assigns an adviser whose card the family then sees; the dashboard on a phone; a parent is
 * told the back office is for staff.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`back office (${language})`, () => {
    // Each test makes its own staff account through the mail flow first, which takes a while.
    test.describe.configure({ timeout: 120_000 });
    test('confirms a wire transfer, the receipt beside the bank reference', async ({ page, request }, testInfo) => {
      test.skip(isCompact(page), 'the journey is the same on a phone; the dashboard test covers the compact layout');
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, testInfo, language, 'transfer');
      const order = await createOrder(request, parent, language, 'anySeat');
      await sendReceipt(request, parent.token, language, order.id);
      const staff = await newStaffMember(request, testInfo, language);

      await openSignedIn(page, language, `/admin/orders?q=${order.orderSn}`, staff.token);
      await expect(page.getByRole('heading', { level: 1, name: t.adminOrders.title })).toBeVisible();
      await page.getByRole('link', { name: order.orderSn }).click();
      await expect(page.getByTestId('bank-reference')).toHaveText(order.orderSn);
      await expect(page.getByRole('img', { name: interpolate(t.adminShell.file.previewOf, { name: 'receipt.png' }) })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t.adminOrders.actions.confirmTransfer }).click();
      const dialog = page.getByRole('dialog', { name: t.adminOrders.actions.confirmTransfer });
      await dialog.getByRole('button', { name: t.adminOrders.actions.confirmTransfer }).click();
      await expect(page.getByText(interpolate(t.adminOrders.done.confirmTransfer, { orderSn: order.orderSn }))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.orders.status.paid);
      await expect(page.getByRole('button', { name: t.adminOrders.actions.activateEntitlement })).toBeVisible();

      await page.getByRole('tab', { name: t.adminShell.history.tab }).click();
      await expect(page.getByRole('tabpanel').getByText(t.adminShell.actions.order.confirmTransfer, { exact: true })).toBeVisible();
      // Back goes to the filtered list, as it was.
      await page.getByRole('link', { name: t.adminOrders.backToList }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${order.orderSn}$`));
      await expect(page.getByRole('searchbox', { name: t.adminShell.table.search })).toHaveValue(order.orderSn);
      expect(errors).toEqual([]);
    });

    test('approves a teacher, whose profile then shows it', async ({ page, browser, request }, testInfo) => {
      test.skip(isCompact(page), 'the journey is the same on a phone');
      const errors = watchConsole(page);
      const teacher = await teacherApplicant(request, testInfo, language);
      const staff = await newStaffMember(request, testInfo, language);

      await openSignedIn(page, language, `/admin/teacher-applications?status=submitted&q=${teacher.lastName}`, staff.token);
      await page.getByRole('link', { name: teacher.name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(teacher.name);
      await expect(page.getByRole('button', { name: interpolate(t.adminShell.file.open, { name: 'cv.pdf' }) })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.adminTeachers.approve }).click();
      await page.getByRole('dialog', { name: t.adminTeachers.approve }).getByRole('button', { name: t.adminTeachers.approve }).click();
      await expect(page.getByText(t.adminTeachers.approved)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.adminTeachers.status.approved);
      // The approved teacher's faculty entry, made from the application and linked to the account (D30).
      await page.getByTestId('create-faculty-entry').click();
      await expect(page).toHaveURL(/\/admin\/faculty\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(teacher.lastName);
      await expect(page.getByTestId('faculty-teacher-link').getByRole('combobox', { name: t.adminFaculty.teacherLink.label })).toHaveValue(new RegExp(teacher.username));
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);

      const teacherPage = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
      const token = await signInByApi(request, { username: teacher.username, password: teacher.password } as Parameters<typeof signInByApi>[1], language);
      await openSignedIn(teacherPage, language, '/user/teacher', token);
      await expect(teacherPage.getByTestId('application-status')).toContainText(t.teacher.status.approved);
    });

    test('assigns an adviser, whose card the family then sees at home', async ({ page, browser, request }, testInfo) => {
      test.skip(isCompact(page), 'the journey is the same on a phone');
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, testInfo, language, 'adviser');
      const staff = await newStaffMember(request, testInfo, language, 'adviser');

      await openSignedIn(page, language, `/admin/families?q=${parent.username}`, staff.token);
      await page.getByRole('link', { name: parent.username }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(parent.username);
      await page.getByRole('combobox', { name: t.adminFamilies.columns.adviser }).click();
      await page.getByRole('option', { name: /^Grace Lin|^林慧老师/ }).click();
      await page.getByRole('button', { name: t.adminFamilies.saveAdviser }).click();
      await expect(page.getByText(t.adminFamilies.adviserSaved)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);

      const home = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
      await openSignedIn(home, language, '/user/home', parent.token);
      await expect(home.getByRole('region', { name: t.user.home.adviserTitle })).toContainText(language === 'cn' ? '林慧老师' : 'Grace Lin');
    });

    test('shows the dashboard with the work waiting, and its navigation on a phone', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const staff = await newStaffMember(request, testInfo, language);
      await openSignedIn(page, language, '/admin', staff.token);
      await expect(page.getByRole('heading', { level: 1, name: t.adminShell.dashboard.title })).toBeVisible();
      await expect(page.getByText(t.adminShell.dashboard.kinds.transfersToReview)).toBeVisible();
      await expectNoAxeViolations(page);
      if (isCompact(page)) {
        await page.getByRole('button', { name: t.adminShell.nav.open }).click();
        await expectNoAxeViolations(page);
      }
      await page.getByRole('navigation', { name: t.adminShell.nav.label }).getByRole('link', { name: t.adminShell.nav.families }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.adminFamilies.title })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('tells a parent that the back office is for staff', async ({ page, request }, testInfo) => {
      test.skip(isCompact(page) || language === 'cn', 'one check is enough');
      const parent = await parentWithChild(request, testInfo, language, 'notstaff');
      await openSignedIn(page, language, '/admin', parent.token);
      await expect(page.getByRole('heading', { level: 1, name: t.adminShell.staffOnly.title })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
