import { test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ProductCategory } from '../../src/shared/catalogue.ts';
import { addChildByApi, CATALOGUES, expect, field, labelled, openSignedIn, signedInParent, type Catalogue } from './account-support.ts';
import { newStaffMember, sendReceipt, teacherApplicant } from './admin-support.ts';
import { createOrder, parentWithChild, payBySandboxCard } from './orders-support.ts';
import { isCompact, LANGUAGES, type UiLanguage } from './support.ts';

/**
 * Issue 33, item 13: the compact header's initials are in the link's name; the back office's
 * rail says each count once; every dialog's × has a name; a keyboard purchase ends on the orders
 * page's heading; and a toast never covers the element that has the keyboard focus.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const language of LANGUAGES) {
  const t: Catalogue = CATALOGUES[language];

  test(`the compact header's account link is named by what it shows (${language})`, async ({ page, request }, testInfo) => {
    test.skip(!isCompact(page), 'the initials show in the 390 px header');
    const parent = await signedInParent(request, testInfo, language, 'initials');
    await openSignedIn(page, language, '/home', parent.token);
    const link = page.getByTestId('compact-header-account');
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(new RegExp(`${escape(t.layout.account.myAccount)}$`));
    const results = await new AxeBuilder({ page }).include('[data-testid="compact-header-account"]').withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test(`the rail says how much waits once, and every dialog's close button is named (${language})`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const parent = await parentWithChild(request, testInfo, language, 'rail');
    const order = await createOrder(request, parent, language, 'anySeat');
    await sendReceipt(request, parent.token, language, order.id);
    const teacher = await teacherApplicant(request, testInfo, language);
    const staff = await newStaffMember(request, testInfo, language);
    const applications = `/admin/teacher-applications?status=submitted&q=${teacher.lastName}`;
    await openSignedIn(page, language, applications, staff.token);
    if (isCompact(page)) await page.getByRole('button', { name: t.adminShell.nav.open }).click();
    const orders = page.getByRole('navigation', { name: t.adminShell.nav.label }).getByRole('link', { name: new RegExp(`^${escape(t.adminShell.nav.orders)}`) });
    const waiting = [t.adminShell.nav.waiting_one, t.adminShell.nav.waiting_other].map((text) => escape(text).replace('\\{\\{count\\}\\}', '\\d+')).join('|');
    await expect(orders).toHaveAccessibleName(new RegExp(`^${escape(t.adminShell.nav.orders)}\\s*(${waiting})$`));

    await page.goto(applications);
    await page.getByRole('link', { name: teacher.name }).click();
    for (const action of [t.adminTeachers.approve, t.adminTeachers.reject]) {
      await page.getByRole('button', { name: action }).click();
      const dialog = page.getByRole('dialog', { name: action });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.mantine-Modal-close')).toHaveAccessibleName(t.common.close);
      await dialog.locator('.mantine-Modal-close').click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test(`a purchase finished by keyboard lands on the orders page's heading (${language})`, async ({ page, request }, testInfo) => {
    const parent = await parentWithChild(request, testInfo, language, 'keys');
    const order = await createOrder(request, parent, language, 'anySeat');
    await payBySandboxCard(request, parent.token, language, order.id);
    await openSignedIn(page, language, `/stripe-callback?result=success&orderId=${order.id}`, parent.token);
    const goNow = page.getByRole('link', { name: t.purchase.return.goNow });
    await goNow.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: t.orders.title })).toBeFocused();
  });

  test(`a toast never covers the element with the keyboard focus (${language})`, async ({ page, request }, testInfo) => {
    await toastClearOfFocus(page, request, testInfo, language);
  });
}

/** Apply's child step: a child added there is chosen, its card takes the focus, and the toast says so. */
async function toastClearOfFocus(page: Page, request: APIRequestContext, testInfo: TestInfo, language: UiLanguage) {
  const t = CATALOGUES[language];
  const parent = await signedInParent(request, testInfo, language, 'toastfocus');
  await addChildByApi(request, parent.token, language, { name: 'Ada First', grade: 'G5', gender: 'female', birthDate: '2015-03-01' });
  const catalogue = (await (await request.post('/api/ddcProduct/productList', { data: { productCategoryId: ProductCategory.Inspire, pageNum: 1, pageSize: 1 }, headers: { language } })).json()) as { data: { list: { id: number }[] } };
  await openSignedIn(page, language, `/apply?productId=${catalogue.data.list[0].id}`, parent.token);
  await page.getByRole('button', { name: t.purchase.child.addAnother }).click();
  const form = page.getByTestId('inline-child-form');
  await field(form, t.purchase.child.form.name).fill('Bo Second');
  await form.getByRole('radio', { name: t.purchase.child.gender.male, exact: true }).check();
  await field(form, t.purchase.child.form.birthDate).fill('2013-04-02');
  await form.getByRole('combobox', { name: labelled(t.purchase.child.form.grade) }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('button', { name: t.purchase.child.form.add }).press('Enter');
  const notice = page.locator('.mantine-Notification-root');
  await expect(notice).toBeVisible();
  // The new child is chosen, and its card has the focus.
  await expect(page.getByTestId('child-choices').getByRole('radio', { name: /Bo Second/ })).toBeFocused();
  for (let sample = 0; sample < 6; sample += 1) {
    const covered = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return false;
      const target = focused.getBoundingClientRect();
      return [...document.querySelectorAll('.mantine-Notification-root')].some((toast) => {
        const box = toast.getBoundingClientRect();
        return box.left < target.right && target.left < box.right && box.top < target.bottom && target.top < box.bottom;
      });
    });
    expect(covered, 'a toast covers the focused element').toBe(false);
    await page.waitForTimeout(400);
  }
}
