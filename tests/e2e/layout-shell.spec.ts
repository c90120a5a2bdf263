import { expect, test } from '@playwright/test';
import { en } from '../../src/web/i18n/en.ts';
import { zh } from '../../src/web/i18n/zh.ts';
import { openPage } from './account-support.ts';
import { isCompact, LANGUAGES, openIn, watchConsole } from './support.ts';

const catalogue = { en, cn: zh };

for (const language of LANGUAGES) {
  const t = catalogue[language];

  test.describe(`layout shell (${language})`, () => {
    test('renders without console errors and shrinks the header after 5 px of scroll', async ({ page }) => {
      const errors = watchConsole(page);
      await openIn(page, language, '/home');
      const header = page.locator('header[data-shrunk]');
      await expect(header).toHaveAttribute('data-shrunk', 'false');
      await page.mouse.wheel(0, 4);
      await page.evaluate(() => window.scrollTo(0, 4));
      await expect(header).toHaveAttribute('data-shrunk', 'false');
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header).toHaveAttribute('data-shrunk', 'true');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-shrunk', 'false');
      expect(errors).toEqual([]);
    });

    test('navigates and starts each new page at the top', async ({ page }) => {
      await openIn(page, language, '/home');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('contentinfo').getByRole('link', { name: t.layout.nav.faculty }).first().click();
      await expect(page).toHaveURL(/\/faculty$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('footer offers the first three courses, contact and social links', async ({ page }) => {
      await openIn(page, language, '/about');
      const footer = page.getByRole('contentinfo');
      const courses = footer.getByRole('navigation', { name: t.layout.footer.coursesTitle }).getByRole('link');
      await expect(courses.filter({ hasNot: page.getByText(t.layout.footer.allCourses) })).toHaveCount(3);
      await expect(courses.first()).toHaveAttribute('href', /\/course-detail\?id=\d+/);
      await expect(footer.getByText('support@everbright.academy')).toBeVisible();
      for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
        await expect(footer.getByRole('link', { name: new RegExp(network) })).toBeVisible();
      }
    });

    test('switches language, stores it and reloads', async ({ page }) => {
      // The drawer's button works once the page has hydrated.
      await openPage(page, language, '/faculty');
      const target = language === 'en' ? 'cn' : 'en';
      const targetLabel = target === 'cn' ? '简体中文' : 'English';
      if (isCompact(page)) {
        await page.getByRole('button', { name: t.layout.header.openMenu }).click();
        await page.getByRole('dialog').getByRole('button', { name: targetLabel }).click();
      } else {
        await page.getByRole('button', { name: new RegExp(t.layout.language.title) }).click();
        await page.getByRole('button', { name: targetLabel }).click();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', target === 'cn' ? 'zh' : 'en');
      expect(await page.evaluate(() => window.localStorage.getItem('ddc-language'))).toBe(target);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'ddc-language')?.value).toBe(target);
      await expect(page).toHaveURL(/\/faculty$/);
    });
  });
}

test.describe('compact drawer', () => {
  test('opens from the left with every section and closes on Escape', async ({ page }) => {
    test.skip(!isCompact(page), 'the drawer is the compact layout');
    await openIn(page, 'en', '/home');
    await page.getByRole('button', { name: en.layout.header.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'About', 'Assessments', 'Insights', 'Inspire', 'Courses', 'Our Faculty', 'Login']) {
      await expect(drawer.getByRole('link', { name, exact: true }).or(drawer.getByRole('button', { name, exact: true })).first()).toBeVisible();
    }
    const box = await drawer.boundingBox();
    expect(box?.x).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the desktop header shows the dropdown menus', async ({ page }) => {
    test.skip(isCompact(page), 'dropdowns are the full layout');
    // The buttons work once the page has hydrated.
    await openPage(page, 'en', '/home');
    await page.getByRole('button', { name: 'Programs menu' }).click();
    await expect(page.getByRole('link', { name: 'Insights', exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Teach menu' }).click();
    await page.getByRole('link', { name: 'Our Faculty', exact: true }).first().click();
    await expect(page).toHaveURL(/\/faculty$/);
  });
});

test('root leads home and unknown paths lead to the root', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/home$/);
});
