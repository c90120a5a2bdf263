import { test, type Page } from '@playwright/test';
import { CATALOGUES, expect, interpolate, openPage, openSignedIn, type Catalogue } from './account-support.ts';
import { newStaffMember } from './admin-support.ts';
import { expectNoAxeViolations, isCompact, LANGUAGES, watchConsole } from './support.ts';

/**
 * The home page editor (issue 7) in both languages: a new member of staff adds a testimonial in
 * English and Chinese, previews it in either language before saving, moves it to the front, sees
 * it on the public home page, and removes it again. Only this test's own testimonial is looked for.
 */

/**
 * Clicks "move up" until the item is the list's first. The buttons are disabled while a move is
 * saved, so the item's place in the list, not the button, says when it is done.
 */
async function moveToFront(page: Page, t: Catalogue, name: string) {
  const moveUp = page.getByRole('button', { name: interpolate(t.adminHome.moveUp, { title: name }) });
  const first = page.getByTestId('home-testimonial').first();
  await expect(async () => {
    if (await moveUp.isEnabled()) await moveUp.click();
    await expect(first.getByRole('link', { name: interpolate(t.adminHome.edit, { title: name }) })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(moveUp).toBeDisabled();
}

// The two languages take turns: each moves its testimonial to the front of the same list.
test.describe('back office home page', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  for (const language of LANGUAGES) {
    const t: Catalogue = CATALOGUES[language];
    const other = language === 'en' ? 'cn' : 'en';

    test(`(${language}) adds a testimonial in both languages with a preview, moves it first, and the home page shows it`, async ({ page, browser, request }, testInfo) => {
      test.skip(isCompact(page), 'the journey is the same on a phone');
      const errors = watchConsole(page);
      const staff = await newStaffMember(request, testInfo, language);
      const unique = Date.now().toString(36);
      const names = { en: `Mrs. Amber ${unique}`, cn: `琥珀女士 ${unique}` };
      const quotes = { en: `The puzzles made her laugh ${unique}`, cn: `这些谜题让她开怀大笑 ${unique}` };

      await openSignedIn(page, language, '/admin/home', staff.token);
      await page.getByRole('link', { name: t.adminShell.nav.home, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.adminHome.title })).toBeVisible();
      await expect(page.getByTestId('home-slide').first()).toBeVisible();
      await page.getByRole('tab', { name: t.adminHome.tabs.testimonial }).click();
      await expect(page).toHaveURL(/tab=testimonial/);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t.adminHome.add.testimonial }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.adminHome.newTitle.testimonial })).toBeVisible();

      const content = page.getByRole('group', { name: t.adminHome.fields.content, exact: true });
      await content.getByLabel(t.adminShell.bilingual.english).fill(quotes.en);
      await expect(content.getByText(t.adminShell.bilingual.chineseMissing)).toBeVisible();
      const preview = page.getByRole('region', { name: t.adminShell.preview.tab });
      // Before the Chinese is written, Chinese readers would see the English.
      await page.getByRole('radiogroup', { name: t.adminShell.preview.language }).getByText(t.adminShell.preview.languages.cn).click();
      await expect(preview).toHaveAttribute('lang', 'zh');
      await expect(preview.getByText(quotes.en)).toBeVisible();
      await content.getByLabel(t.adminShell.bilingual.chinese).fill(quotes.cn);
      const name = page.getByRole('group', { name: t.adminHome.fields.name, exact: true });
      await name.getByLabel(t.adminShell.bilingual.english).fill(names.en);
      await name.getByLabel(t.adminShell.bilingual.chinese).fill(names.cn);
      await page.getByRole('group', { name: t.adminHome.fields.role, exact: true }).getByLabel(t.adminShell.bilingual.english).fill('Parent of a Grade 3 student');
      await expect(preview.getByText(quotes.cn)).toBeVisible();
      await expect(preview.getByText(names.cn)).toBeVisible();
      // The public section's own heading, in the preview's language.
      await expect(preview.getByRole('heading', { name: CATALOGUES.cn.home.sharings.title })).toBeVisible();
      await page.getByRole('radiogroup', { name: t.adminShell.preview.language }).getByText(t.adminShell.preview.languages.en).click();
      await expect(preview.getByText(quotes.en)).toBeVisible();
      await expect(preview.getByText('Parent of a Grade 3 student')).toBeVisible();
      await expect(preview.getByRole('heading', { name: CATALOGUES.en.home.sharings.title })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t.adminHome.save }).click();
      await expect(page.getByText(t.adminHome.saved).first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/home\?tab=testimonial$/);
      const shownName = names[language];
      await expect(page.getByRole('link', { name: interpolate(t.adminHome.edit, { title: shownName }) })).toBeVisible();
      await moveToFront(page, t, shownName);
      await expectNoAxeViolations(page);

      for (const reader of [language, other] as const) {
        const visitor = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
        await openPage(visitor, reader, '/home');
        const sharings = visitor.getByRole('region', { name: CATALOGUES[reader].home.sharings.title });
        await expect(sharings.getByText(quotes[reader])).toBeVisible();
        await expect(sharings.getByText(names[reader])).toBeVisible();
        await visitor.context().close();
      }

      await page.getByRole('button', { name: interpolate(t.adminHome.remove, { title: shownName }) }).click();
      const dialog = page.getByRole('dialog', { name: t.adminHome.removeTitle });
      await dialog.getByRole('button', { name: t.adminHome.removeConfirm }).click();
      await expect(page.getByText(t.adminHome.removed).first()).toBeVisible();
      await expect(page.getByRole('link', { name: interpolate(t.adminHome.edit, { title: shownName }) })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
