import { expect, test } from '@playwright/test';
import { CONTENT_PAGE_SLUGS } from '../../src/shared/catalogue.ts';
import { SIDE_IMAGE_MAX_WIDTH_PX } from '../../src/shared/limits.ts';
import { en } from '../../src/web/i18n/en.ts';
import { zh } from '../../src/web/i18n/zh.ts';
import { LANGUAGES, openIn, watchConsole } from './support.ts';

const catalogue = { en, cn: zh };

for (const language of LANGUAGES) {
  test(`all nine content pages render their blocks (${language})`, async ({ page }) => {
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
      await openIn(page, language, `/${slug}`);
      if (await toggle.count()) break;
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const open = page.getByRole('button', { name: t.collapse }).first();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await open.click();
    await expect(page.getByRole('button', { name: t.expand }).first()).toHaveAttribute('aria-expanded', 'false');
  });
}
