import { test, type Page } from '@playwright/test';
import { CATALOGUES, expect, openSignedIn } from './account-support.ts';
import { newStaffMember } from './admin-support.ts';
import { createOrder, parentWithChild, payBySandboxCard } from './orders-support.ts';
import { LANGUAGES } from './support.ts';

/**
 * Issue 33, item 14: a badge is never cut to "In prog…" or "Publish…", and no page shows a code
 * ("mathematics", "G6") where a label in the page's language belongs.
 */

/** Every badge on the page shows its whole text. */
async function expectBadgesWhole(page: Page) {
  await expect(page.locator('.mantine-Badge-label').first()).toBeVisible();
  const cut = await page.locator('.mantine-Badge-label').evaluateAll((labels) =>
    labels.filter((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1).map((label) => label.textContent),
  );
  expect(cut).toEqual([]);
}

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test(`badges are whole, and codes read as labels (${language})`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const parent = await parentWithChild(request, testInfo, language, 'badges');
    const order = await createOrder(request, parent, language, 'anySeat');
    await payBySandboxCard(request, parent.token, language, order.id);
    const staff = await newStaffMember(request, testInfo, language);

    await openSignedIn(page, language, '/user/order', parent.token);
    await expect(page.getByRole('heading', { level: 1, name: t.orders.title })).toBeVisible();
    await expectBadgesWhole(page);

    const staffPage = await (await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() })).newPage();
    await openSignedIn(staffPage, language, '/admin/orders', staff.token);
    await expect(staffPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expectBadgesWhole(staffPage);

    await staffPage.goto('/admin/products');
    await expect(staffPage.getByRole('heading', { level: 1, name: t.adminCatalogue.products.title })).toBeVisible();
    await expectBadgesWhole(staffPage);
    const table = staffPage.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table).not.toContainText(/\bmathematics\b|\bcomputer-science\b|\bphysics\b|\bastronomy\b/);
    const courseType = (type: 'Insights' | 'Inspire') => table.getByRole('cell', { name: t.adminCatalogue.products.courseTypes[type], exact: true });
    await expect(courseType('Insights').or(courseType('Inspire')).first()).toBeVisible();

    await staffPage.goto(`/admin/families?q=${parent.username}`);
    await staffPage.getByRole('link', { name: parent.username }).click();
    const children = staffPage.getByRole('table').filter({ has: staffPage.getByRole('columnheader', { name: t.adminFamilies.child.grade }) });
    await expect(children).toContainText(language === 'cn' ? '六年级' : 'Grade 6');
    await expect(children).not.toContainText(/\bG6\b/);
    await staffPage.context().close();
  });
}
