import { test, type Page } from '@playwright/test';
import { CATALOGUES, expect, openPage, openSignedIn, type Catalogue } from './account-support.ts';
import { newStaffMember } from './admin-support.ts';
import { expectNoAxeViolations, isCompact, LANGUAGES, watchConsole } from './support.ts';

/**
 * The back office's news (issue 7) in both languages: a new member of staff writes an article in
 * English and Chinese, previews the draft in either language through the public article page,
 * saves it as a draft that visitors cannot open, then publishes it and finds it on /news.
 */

/** Picks an option of a segmented control by its label. */
async function choose(page: Page, option: string) {
  await page.locator('label').getByText(option, { exact: true }).click();
  await expect(page.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

for (const language of LANGUAGES) {
  const t: Catalogue = CATALOGUES[language];
  // One kind per language, so that the two runs in parallel never push each other off /news.
  const kind = language === 'en' ? 'news' : 'blog';

  test.describe(`back office news (${language})`, () => {
    test.describe.configure({ timeout: 150_000 });

    test('writes an article in both languages, previews it, publishes it, and visitors find it', async ({ page, browser, request }, testInfo) => {
      test.skip(isCompact(page), 'the journey is the same on a phone');
      const errors = watchConsole(page);
      const staff = await newStaffMember(request, testInfo, language);
      const unique = Date.now().toString(36);
      const titleEn = `Lantern evening ${unique}`;
      const titleZh = `灯笼晚会 ${unique}`;
      const slug = `lantern-evening-${unique}`;

      await openSignedIn(page, language, '/admin/news', staff.token);
      await expect(page.getByRole('heading', { level: 1, name: t.adminNews.title })).toBeVisible();
      await expect(page.getByRole('link', { name: t.adminShell.nav.news, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t.adminNews.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.adminNews.createTitle })).toBeVisible();

      // Events ask for their times and place; this one is a post.
      await choose(page, t.adminNews.kinds.event);
      await expect(page.getByLabel(t.adminNews.fields.startDate)).toBeVisible();
      await choose(page, t.adminNews.kinds[kind]);
      await expect(page.getByLabel(t.adminNews.fields.startDate)).toHaveCount(0);

      const title = page.getByRole('group', { name: t.adminNews.fields.title, exact: true });
      await title.getByLabel(t.adminShell.bilingual.english).fill(titleEn);
      await expect(page.getByRole('textbox', { name: t.adminNews.fields.slug, exact: true })).toHaveValue(slug);
      await expect(title.getByText(t.adminShell.bilingual.chineseMissing)).toBeVisible();
      await title.getByLabel(t.adminShell.bilingual.chinese).fill(titleZh);
      const summary = page.getByRole('group', { name: t.adminNews.fields.summary, exact: true });
      await summary.getByLabel(t.adminShell.bilingual.english).fill('Paper lanterns, stories and a walk by the lake.');
      await summary.getByLabel(t.adminShell.bilingual.chinese).fill('纸灯笼、故事和湖边散步。');
      const body = page.getByRole('group', { name: t.adminNews.fields.body, exact: true });
      await body.getByRole('textbox', { name: t.adminShell.bilingual.english }).fill(`Bring the whole family ${unique}.`);
      await body.getByRole('textbox', { name: t.adminShell.bilingual.chinese }).fill(`欢迎全家参加 ${unique}。`);
      await page.locator('input[type="file"]').setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText(t.adminShell.picture.uploaded)).toBeVisible();
      await expectNoAxeViolations(page);

      // The preview renders the unsaved draft with the public page's component, in either language.
      await page.getByRole('tab', { name: t.adminNews.tabs.preview }).click();
      const preview = page.getByRole('region', { name: t.adminShell.preview.tab });
      await expect(page.getByText(t.adminNews.preview.draftNote)).toBeVisible();
      await expect(page.getByText(t.adminNews.preview.unsavedNote)).toBeVisible();
      await expect(preview.getByRole('heading', { level: 2, name: language === 'cn' ? titleZh : titleEn })).toBeVisible();
      await choose(page, t.adminShell.preview.languages.cn);
      await expect(preview.getByRole('heading', { level: 2, name: titleZh })).toBeVisible();
      await expect(preview.getByText(`欢迎全家参加 ${unique}。`)).toBeVisible();
      await expect(preview.getByText(CATALOGUES.cn.news.kind[kind], { exact: true })).toBeVisible();
      await choose(page, t.adminShell.preview.languages.en);
      await expect(preview.getByRole('heading', { level: 2, name: titleEn })).toBeVisible();
      await expect(preview.getByText(`Bring the whole family ${unique}.`)).toBeVisible();
      await expect(preview.getByText(CATALOGUES.en.news.article.back)).toBeVisible();
      await expectNoAxeViolations(page);

      // Saved as a draft: staff have it, visitors do not.
      await page.getByRole('button', { name: t.adminNews.save }).click();
      await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: language === 'cn' ? titleZh : titleEn })).toBeVisible();
      expect(((await (await request.get(`/api/home/article/${slug}`)).json()) as { code: number }).code).toBe(404);

      await page.getByRole('tab', { name: t.adminNews.tabs.preview }).click();
      await page.getByRole('switch', { name: t.adminNews.fields.published }).check();
      await page.getByRole('button', { name: t.adminNews.save }).click();
      await expect(page.getByText(t.adminNews.saved).first()).toBeVisible();
      await expect(page.getByText(t.adminNews.preview.draftNote)).toHaveCount(0);
      await page.getByRole('tab', { name: t.adminShell.history.tab }).click();
      await expect(page.getByText(t.adminShell.actions.article.create, { exact: true })).toBeVisible();
      await expect(page.getByText(t.adminShell.actions.article.update, { exact: true })).toBeVisible();
      expect(errors).toEqual([]);

      for (const reader of ['en', 'cn'] as const) {
        const visitor = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
        const shown = reader === 'cn' ? titleZh : titleEn;
        await openPage(visitor, reader, '/news');
        await visitor.getByRole('link', { name: shown }).first().click();
        await expect(visitor).toHaveURL(new RegExp(`/news/${slug}$`));
        await expect(visitor.getByRole('heading', { level: 1, name: shown })).toBeVisible();
        await expect(visitor.getByText(reader === 'cn' ? `欢迎全家参加 ${unique}。` : `Bring the whole family ${unique}.`)).toBeVisible();
        await visitor.context().close();
      }
    });
  });
}
