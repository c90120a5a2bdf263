import { expect, test } from '@playwright/test';
import { en } from '../../src/web/i18n/en.ts';
import { zh } from '../../src/web/i18n/zh.ts';
import { openPage } from './account-support.ts';
import { isCompact, LANGUAGES, openIn, skipOffDiagonal } from './support.ts';

const catalogue = { en, cn: zh };
const buyLinks = 'main a[href^="/course-detail?id="][target="_blank"]';

for (const language of LANGUAGES) {
  const t = catalogue[language].products;

  test.describe(`product list (${language})`, () => {
    test.beforeEach(({ page }) => skipOffDiagonal(page, language));
    test('pages through courses: a pager in full layout, an endless list on phones', async ({ page }) => {
      // The pager and the endless list appear once the page has hydrated.
      await openPage(page, language, '/insights');
      const cards = page.locator(buyLinks);
      await expect(cards).toHaveCount(9);
      const firstPage = await cards.first().getAttribute('href');
      if (isCompact(page)) {
        // Among the page's other sections the list starts with two courses; the rest are a button away.
        await page.getByRole('button', { name: new RegExp(t.list.showAll.replace('{{count}}', '\\d+')) }).click();
        await page.locator(buyLinks).last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 4000);
        await expect.poll(() => cards.count()).toBeGreaterThan(9);
        // Other browser tests add courses as they run: scroll until the list says it has ended.
        for (let round = 0; round < 30 && !(await page.getByText(t.list.noMore).isVisible()); round += 1) {
          await cards.last().scrollIntoViewIfNeeded();
          await page.mouse.wheel(0, 4000);
          await page.waitForTimeout(300);
        }
        await expect(page.getByText(t.list.noMore)).toBeVisible();
        const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(new Set(hrefs).size).toBe(hrefs.length);
      } else {
        const pager = page.getByRole('navigation', { name: t.list.pagination });
        await expect(pager.getByRole('button', { name: t.list.previousPage })).toBeDisabled();
        await pager.getByRole('button', { name: t.list.nextPage }).click();
        await expect(cards.first()).not.toHaveAttribute('href', firstPage ?? '');
        await expect(pager.getByRole('button', { name: t.list.previousPage })).toBeEnabled();
      }
    });

    test('Insights cards show weeks and seats; Inspire cards show neither', async ({ page }) => {
      await openIn(page, language, '/insights');
      const insightsCard = page.locator('main article').filter({ has: page.locator('a[href^="/course-detail?id="]') }).first();
      await expect(insightsCard.getByText(new RegExp(t.facts.weeks_other.replace('{{count}}', '\\d+')))).toBeVisible();
      await expect(page.locator('main [data-seats]').first()).toBeVisible();

      await openIn(page, language, '/inspire');
      await expect(page.locator(buyLinks).first()).toBeVisible();
      const weeks = new RegExp(t.facts.weeks_other.replace('{{count}}', '\\d+'));
      await expect(page.locator('main article').getByText(weeks)).toHaveCount(0);
      await expect(page.locator('main [data-seats]')).toHaveCount(0);
    });

    test('a promotion shows its price with the original struck through, and sold out says so', async ({ page }) => {
      await openIn(page, language, '/commodity');
      const promoted = page.locator('main article').filter({ has: page.locator('[data-promoted]') }).first();
      await expect(promoted).toBeVisible();
      await expect(promoted.locator('s')).toBeVisible();
      // Courses families can apply for come first (D21): a full one is further down the list, and
      // further still as other browser tests add courses. Go on until it shows or the list ends.
      const soldOutOnPage = page.locator('main [data-seats="soldOut"]');
      const cards = page.locator(buyLinks);
      const next = page.getByRole('button', { name: t.list.nextPage });
      for (let round = 0; round < 30 && !(await soldOutOnPage.count()); round += 1) {
        if (isCompact(page)) {
          if (await page.getByText(t.list.noMore).isVisible()) break;
          await cards.last().scrollIntoViewIfNeeded();
          await page.mouse.wheel(0, 5000);
          await page.waitForTimeout(300);
        } else {
          if (await next.isDisabled()) break;
          const first = await cards.first().getAttribute('href');
          await next.click();
          await expect(cards.first()).not.toHaveAttribute('href', first ?? '');
        }
      }
      await expect(soldOutOnPage.first()).toContainText(catalogue[language].common.classStatus.full);
    });

    test('Buy opens the course in a new tab', async ({ page, context }) => {
      await openIn(page, language, '/insights');
      const [detail] = await Promise.all([context.waitForEvent('page'), page.locator(buyLinks).first().click()]);
      await detail.waitForLoadState();
      expect(detail.url()).toMatch(/\/course-detail\?id=\d+/);
      await expect(detail.locator('main h1')).toBeVisible();
      await expect(detail.locator('main a[href^="/apply?productId="]')).toBeVisible();
    });

    test('an unknown course shows a friendly not-found state', async ({ page }) => {
      await openIn(page, language, '/course-detail?id=999999');
      await expect(page.getByText(t.detail.notFoundTitle)).toBeVisible();
    });
  });
}
