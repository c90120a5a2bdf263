import { expect, test } from '@playwright/test';
import { en } from '../../src/web/i18n/en.ts';
import { zh } from '../../src/web/i18n/zh.ts';
import { openPage } from './account-support.ts';
import { isCompact, LANGUAGES, openIn, skipOffDiagonal, watchConsole } from './support.ts';

const catalogue = { en, cn: zh };

for (const language of LANGUAGES) {
  test.describe(`visitor pages (${language})`, () => {
    test.beforeEach(({ page }) => skipOffDiagonal(page, language));
    test('home shows head pictures, subjects, courses in rows of three and family stories', async ({ page }) => {
      const errors = watchConsole(page);
      await openIn(page, language, '/home');
      // One h1, the slide's headline: the academy's line above it is a label.
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main h1')).not.toHaveText(catalogue[language].home.hero.heading);
      const buyLinks = page.locator('main a[href^="/course-detail?id="][target="_blank"]');
      await expect(buyLinks.first()).toBeVisible();
      const cards = await buyLinks.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      const perRow = cards.filter((top) => top === cards[0]).length;
      if ((page.viewportSize()?.width ?? 1280) >= 768) expect(perRow).toBe(3);
      else {
        // A phone shows the courses as a carousel: one card, then the next one after "Next".
        const courses = page.getByRole('list', { name: catalogue[language].home.products.title });
        const position = (current: number) => catalogue[language].common.carousel.position.replace('{{current}}', String(current)).replace('{{total}}', String(cards.length));
        await expect(courses.locator('xpath=..').getByText(position(1))).toBeVisible();
        await courses.locator('xpath=..').getByRole('button', { name: catalogue[language].common.carousel.next }).click();
        await expect(courses.locator('xpath=..').getByText(position(2))).toBeVisible();
      }
      // The carousels' cards beyond the screen stay inside them: the page itself is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
      expect(errors).toEqual([]);
    });

    test('faculty lists the introduction and all 42 teachers', async ({ page }) => {
      await openIn(page, language, '/faculty');
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main img[alt]:not([alt=""])')).toHaveCount(42);
    });

    test('news gathers events and blog posts', async ({ page }) => {
      await openIn(page, language, '/news');
      await expect(page.locator('main a[href="/events"]').first()).toBeVisible();
      await expect(page.locator('main a[href="/blog"]').first()).toBeVisible();
    });

    test('the server renders pages in the visitor language before any script runs', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.addCookies([{ name: 'ddc-language', value: language, domain: '127.0.0.1', path: '/' }]);
      const page = await context.newPage();
      await page.goto('/faculty');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'cn' ? 'zh' : 'en');
      await expect(page.getByRole('link', { name: catalogue[language].layout.nav.about }).first()).toBeAttached();
      await expect(page.locator('main img[alt]:not([alt=""])')).toHaveCount(42);
      await context.close();
    });
  });
}

test('a page preloads its scripts behind what the first paint needs, and they arrive compressed by the build', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"([^>]*)>/g)].map((match) => match[1]);
  expect(preloads.length).toBeGreaterThan(3);
  for (const attributes of preloads) expect(attributes).toContain('fetchPriority="low"');

  const script = html.match(/href="(\/assets\/framework-[^"]+\.js)"/)![1];
  const brotli = await request.get(script, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The client undoes the brotli, so both bodies are the script itself.
  expect(await brotli.text()).toBe(await plain.text());
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 3);
});

test('the catalogue, a course and the content pages hydrate without Mantine, which the faculty page loads (ADR 020)', async ({ request }) => {
  const preloadedScripts = async (path: string) => {
    const html = await (await request.get(path)).text();
    const hrefs = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs.length, path).toBeGreaterThan(3);
    return Promise.all(hrefs.map(async (href) => (await request.get(href)).text()));
  };
  // A message only Mantine's provider code carries: the faculty page shows the check can see it.
  const loadsMantine = async (path: string) => (await preloadedScripts(path)).some((script) => script.includes('MantineProvider was not found'));
  expect(await loadsMantine('/faculty')).toBe(true);
  expect(await loadsMantine('/commodity')).toBe(false);
  expect(await loadsMantine('/course-detail?id=1')).toBe(false);
  expect(await loadsMantine('/programs')).toBe(false);
});

test('a lazy part uses the root’s stylesheet as it is, without adding a second copy that restyles the page', async ({ page }) => {
  test.skip(isCompact(page), 'the stylesheets are the same at every width');
  const shellStylesheets = () =>
    page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.filter((link) => /\/assets\/shell-[\w-]+\.css/.test(link.getAttribute('href') ?? '')).length);
  await openPage(page, 'en', '/commodity');
  expect(await shellStylesheets()).toBe(1);
  // Reaching for the grades filter loads its real control, drawn with Mantine, with its own list of files.
  await page.getByRole('combobox', { name: en.products.filters.grades }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await shellStylesheets()).toBe(1);
});
