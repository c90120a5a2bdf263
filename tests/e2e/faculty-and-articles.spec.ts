import { expect, test } from '@playwright/test';
import { en } from '../../src/web/i18n/en.ts';
import { zh } from '../../src/web/i18n/zh.ts';
import { openPage } from './account-support.ts';
import { expectNoAxeViolations, LANGUAGES, openIn, skipOffDiagonal, watchConsole } from './support.ts';

/** Teachers by subject, and an article page for every event, post and news item (issue 11, items 4 and 7). */
const catalogue = { en, cn: zh };

test('the faculty page filters by a subject in the address, and each teacher lists open courses', async ({ page }) => {
  const errors = watchConsole(page);
  await openPage(page, 'en', '/faculty?subject=physics');
  const entries = page.locator('main article[id^="teacher-"]');
  await expect(page.getByRole('status')).toHaveText(/^\d+ teachers of Physics$/);
  const physics = await entries.count();
  expect(physics).toBeGreaterThan(2);
  expect(physics).toBeLessThan(42);
  for (const entry of await entries.all()) await expect(entry).toContainText('Physics');
  const filter = page.getByRole('navigation', { name: en.faculty.filter.label });
  await expect(filter.getByRole('link', { name: /Physics/ })).toHaveAttribute('aria-current', 'page');
  await expect(entries.locator('a[href^="/course-detail?id="]').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await filter.getByRole('link', { name: /All subjects/ }).click();
  await expect(page).toHaveURL(/\/faculty$/);
  await expect(entries).toHaveCount(42);
  await page.goBack();
  await expect(page).toHaveURL(/\/faculty\?subject=physics$/);
  await expect(entries).toHaveCount(physics);
  expect(errors).toEqual([]);
});

for (const language of LANGUAGES) {
  const t = catalogue[language].news;

  test(`every card of the news page leads to its own article, rendered by the server (${language})`, async ({ page, browser }) => {
    skipOffDiagonal(page, language);
    const errors = watchConsole(page);
    await openPage(page, language, '/news');
    const links = page.locator('main article h3 a');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    expect(hrefs.every((href) => /^\/news\/[a-z0-9-]+$/.test(href ?? ''))).toBe(true);
    expect(new Set(hrefs).size).toBe(hrefs.length);

    const title = (await links.first().innerText()).trim();
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    // Search engines get the article, its title and its description without running a script.
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'ddc-language', value: language, domain: '127.0.0.1', path: '/' }]);
    const crawler = await context.newPage();
    await crawler.goto(hrefs[0]!);
    await expect(crawler.locator('main h1')).toHaveText(title);
    await expect(crawler.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(crawler.locator('main .rich-text p').first()).toBeVisible();
    await context.close();
  });

  test(`the events page lists upcoming and past events, dated (${language})`, async ({ page }) => {
    skipOffDiagonal(page, language);
    await openPage(page, language, '/events');
    const upcoming = page.getByRole('region', { name: t.events.upcoming });
    const past = page.getByRole('region', { name: t.events.past });
    await expect(upcoming.locator('article time').first()).toBeVisible();
    await expect(past.locator('article time').first()).toBeVisible();
    await past.locator('article h3 a').first().click();
    await expect(page.getByText(t.event.ended)).toBeVisible();
  });
}

test('the contact page shows its phone lines and e-mail without Expand', async ({ page }) => {
  await openIn(page, 'en', '/contact');
  await expect(page.getByRole('main').getByRole('link', { name: '+86 21 5550 2016' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'support@everbright.academy' })).toBeVisible();
  await expect(page.getByRole('button', { name: en.common.expand })).toHaveCount(0);
});
