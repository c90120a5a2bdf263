import { expect, test } from '@playwright/test';
import { en } from '../../src/web/i18n/en.ts';
import { gotoPage, openPage } from './account-support.ts';
import { expectNoAxeViolations, isCompact, watchConsole } from './support.ts';

/**
 * The catalogue keeps its program tab, grades, course systems and page in the address (issue 11,
 * item 5): a choice can be shared, survives a reload, and Back returns to the previous one.
 */
const t = en.products;
const cardLinks = 'main a[href^="/course-detail?id="][target="_blank"]';

test.describe('the catalogue in the address', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, 'the pager is the full layout; the filters are the same on phones');

  test('each choice is an address: shared, kept on reload, undone by Back', async ({ page }) => {
    const errors = watchConsole(page);
    await openPage(page, 'en', '/commodity');
    const cards = page.locator(cardLinks);
    await expect(cards).toHaveCount(9);

    await page.getByRole('group', { name: t.filters.label }).getByText(t.filters.inspire, { exact: true }).click();
    await expect(page).toHaveURL(/\/commodity\?category=59$/);
    await expect(page.locator('main article').first()).toContainText(/hours of mentoring/);

    await page.getByRole('combobox', { name: t.filters.grades }).click();
    // The list is drawn anew for other filters: until their page has come, the old cards or the
    // loading placeholder stand in its place.
    const filteredPage = page.waitForResponse((response) => response.url().endsWith('/api/ddcProduct/productList') && (response.request().postData() ?? '').includes('"G11"'));
    await page.getByRole('option', { name: 'Grade 11', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/category=59&grades=G11$/);
    await filteredPage;
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    const filtered = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));

    await gotoPage(page, 'reload');
    await expect(page.getByRole('radio', { name: new RegExp(t.filters.inspire) })).toBeChecked();
    await expect(page.getByRole('group', { name: t.filters.label }).getByText('Grade 11', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(filtered);

    await page.goBack();
    await expect(page).toHaveURL(/\/commodity\?category=59$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/commodity$/);
    await expect(page.getByRole('radio', { name: new RegExp(t.filters.insights) })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('a filter reached with the keyboard takes the typing at once', async ({ page }) => {
    await openPage(page, 'en', '/commodity');
    await page.getByRole('combobox', { name: t.filters.grades }).focus();
    // The stand-in hands the focus to the real control's search field.
    await expect(page.locator('main input:focus')).toHaveCount(1);
    await page.keyboard.type('Grade 10');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/commodity\?grades=G10$/);
    await expect(page.getByRole('group', { name: t.filters.label }).getByText('Grade 10', { exact: true })).toBeVisible();
  });

  test('the page of the pager is in the address too, and a shared address opens on it', async ({ page, browser }) => {
    await openPage(page, 'en', '/commodity');
    const firstOfFirstPage = await page.locator(cardLinks).first().getAttribute('href');
    const pager = page.getByRole('navigation', { name: t.list.pagination });
    await pager.getByRole('button', { name: t.list.nextPage }).click();
    await expect(page).toHaveURL(/\/commodity\?page=2$/);
    await expect(page.locator(cardLinks).first()).not.toHaveAttribute('href', firstOfFirstPage ?? '');
    const second = await page.locator(cardLinks).first().getAttribute('href');

    // Another visitor opening the same address sees the same page, rendered by the server.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const shared = await other.newPage();
    await shared.goto('/commodity?page=2');
    await expect(shared.locator(cardLinks).first()).toHaveAttribute('href', second ?? '');
    await other.close();

    await page.goBack();
    await expect(page).toHaveURL(/\/commodity$/);
    await expect(page.locator(cardLinks).first()).toHaveAttribute('href', firstOfFirstPage ?? '');
  });

  test('courses families can apply for come first; a begun course says so and is only viewed', async ({ page }) => {
    await openPage(page, 'en', '/commodity');
    const closedCards = page.locator('main article').filter({ hasText: t.facts.enrolmentClosed });
    // None on the first page, where the open courses are.
    await expect(page.locator(cardLinks).first()).toBeVisible();
    await expect(closedCards).toHaveCount(0);
    // The begun ones come last: further back as other browser tests add courses.
    const next = page.getByRole('navigation', { name: t.list.pagination }).getByRole('button', { name: t.list.nextPage });
    for (let round = 0; round < 30 && !(await closedCards.count()) && (await next.isEnabled()); round += 1) {
      const first = await page.locator(cardLinks).first().getAttribute('href');
      await next.click();
      await expect(page.locator(cardLinks).first()).not.toHaveAttribute('href', first ?? '');
    }
    const closed = closedCards.first();
    await expect(closed).toBeVisible();
    await expect(closed.getByRole('link', { name: new RegExp(`^${t.card.view}`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('Courses in the header and the drawer leads to the catalogue', async ({ page }) => {
  await openPage(page, 'en', '/home');
  if (isCompact(page)) {
    await page.getByRole('button', { name: en.layout.header.openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name: en.layout.nav.courses, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: en.layout.nav.courses, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/commodity$/);
  await expect(page.locator('main h1')).toHaveText(t.catalogue.title);
});
