import { expect, test } from '@playwright/test';
import { CONTENT_PAGE_SLUGS } from '../../src/shared/catalogue.ts';
import { SIDE_IMAGE_MAX_WIDTH_PX } from '../../src/shared/limits.ts';
import { en } from '../../src/web/i18n/en.ts';
import { zh } from '../../src/web/i18n/zh.ts';
import { openPage } from './account-support.ts';
import { isCompact, LANGUAGES, openIn, watchConsole } from './support.ts';

const catalogue = { en, cn: zh };

/** "Show all {{count}} courses" with any count: other browser tests add courses as they run. */
const showAllPattern = (template: string) => new RegExp(`^${template.replace('{{count}}', '\\d+')}$`);

for (const language of LANGUAGES) {
  test(`every content page renders its blocks (${language})`, async ({ page }) => {
    test.slow(); // a page load each
    const errors = watchConsole(page);
    for (const slug of CONTENT_PAGE_SLUGS) {
      await openIn(page, language, `/${slug}`);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      expect(await page.locator('main [data-location]').count()).toBeGreaterThanOrEqual(3);
      const sideImages = page.locator('main [data-location="left"] img, main [data-location="right"] img');
      for (const width of await sideImages.evaluateAll((images) => images.map((image) => image.getBoundingClientRect().width))) {
        expect(width).toBeLessThanOrEqual(SIDE_IMAGE_MAX_WIDTH_PX);
      }
    }
    expect(errors).toEqual([]);
  });

  test(`long details open and close behind Expand (${language})`, async ({ page }) => {
    const t = catalogue[language].common;
    // Which blocks are long enough to fold depends on the language: take the first page with one.
    const toggle = page.getByRole('button', { name: t.expand }).first();
    for (const slug of CONTENT_PAGE_SLUGS) {
      // Hydrated: a click on the server's button before then would do nothing.
      await openPage(page, language, `/${slug}`);
      if (await toggle.count()) break;
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded, the details show whole parts: no sentence runs on below a cut-off height.
    const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await region.evaluate((details) => details.scrollHeight - details.clientHeight)).toBeLessThanOrEqual(1);
    const folded = await region.innerText();
    await toggle.click();
    const open = page.getByRole('button', { name: t.collapse }).first();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    expect((await region.innerText()).length).toBeGreaterThan(folded.length);
    await open.click();
    await expect(page.getByRole('button', { name: t.expand }).first()).toHaveAttribute('aria-expanded', 'false');
  });

  for (const slug of ['insights', 'programs', 'inspire']) {
    test(`/${slug}: a phone shows the first two courses and a button for the rest, a wide screen all of them (${language})`, async ({ page }) => {
      const t = catalogue[language];
      const errors = watchConsole(page);
      // The button answers once the page is hydrated; a click before that does nothing.
      await openPage(page, language, `/${slug}`);
      const courses = page.getByRole('region', { name: t.products.section.heading });
      const cards = courses.locator('article');
      await expect(cards).toHaveCount(9);
      const showAll = courses.getByRole('button', { name: showAllPattern(t.products.list.showAll) });
      if (isCompact(page)) {
        await expect(cards.nth(1)).toBeVisible();
        await expect(cards.nth(2)).toBeHidden();
        // The endless list waits behind the button: nothing loads and nothing says the list ended.
        await expect(courses.getByRole('button', { name: t.products.list.loadMore })).toHaveCount(0);
        await expect(courses.getByText(t.products.list.noMore)).toHaveCount(0);
        await expect(showAll).toHaveAttribute('aria-expanded', 'false');
        await showAll.click();
        await expect(cards.nth(8)).toBeVisible();
        await expect(cards.nth(2).locator('xpath=..')).toBeFocused();
        await expect(courses.getByRole('button', { name: t.common.showFewer })).toHaveAttribute('aria-expanded', 'true');
      } else {
        for (let index = 0; index < 9; index += 1) await expect(cards.nth(index)).toBeVisible();
        await expect(showAll).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }

  test(`the server's page is already shortened on a phone, and hydrating it moves nothing (${language})`, async ({ browser, page }) => {
    const t = catalogue[language];
    const listBox = async (target: typeof page) => {
      const courses = target.getByRole('region', { name: t.products.section.heading });
      await expect(courses.locator('article').first()).toBeVisible();
      return courses.locator('ul:has(> li > article)').evaluate((list) => ({ height: list.getBoundingClientRect().height, shown: [...list.children].filter((item) => item.checkVisibility()).length }));
    };
    const serverOnly = await browser.newContext({ javaScriptEnabled: false });
    await serverOnly.addCookies([{ name: 'ddc-language', value: language, domain: '127.0.0.1', path: '/' }]);
    const before = await serverOnly.newPage();
    await before.goto('/insights');
    const rendered = await listBox(before);
    await serverOnly.close();

    await openIn(page, language, '/insights');
    await page.waitForLoadState('networkidle');
    expect(await listBox(page)).toEqual(rendered);
    expect(rendered.shown).toBe(isCompact(page) ? 2 : 9);
  });
}
