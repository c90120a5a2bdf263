import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminCatalogueOptions, AdminContentPage, CatalogueOption } from '../../src/shared/api/admin-catalogue.ts';
import { CATALOGUES, expect, interpolate, openPage, openSignedIn, type Catalogue } from './account-support.ts';
import { apiCall, newStaffMember } from './admin-support.ts';
import { expectNoAxeViolations, isCompact, LANGUAGES, watchConsole, type UiLanguage } from './support.ts';

/**
 * The back office's catalogue and content (issue 7) in both languages: staff edit a content block
 * in English and Chinese and the public page shows it; create a course with a class and find it
 * in the catalogue; an adviser is refused the content pages.
 */

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A block of its own on a content page, so that tests in parallel never edit the same one. */
async function blockToEdit(page: Page, token: string, language: UiLanguage, slug: string) {
  const added = await apiCall<AdminContentPage>(page.request, 'POST', 'admin/content/createBlock', {
    token,
    language,
    data: { pageSlug: slug, imageLocation: 'left', titleEn: `Draft ${Date.now().toString(36)}`, detailsEn: '<p>Draft</p>' },
  });
  return added.blocks.at(-1)!;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

for (const language of LANGUAGES) {
  const t: Catalogue = CATALOGUES[language];

  test.describe(`back office catalogue and content (${language})`, () => {
    test.describe.configure({ timeout: 150_000 });

    test('edits a content block in both languages, and the public page shows it', async ({ page, browser, request }, testInfo) => {
      test.skip(isCompact(page), 'the journey is the same on a phone');
      const errors = watchConsole(page);
      const staff = await newStaffMember(request, testInfo, language);
      const slug = language === 'en' ? 'contact' : 'teach';
      const block = await blockToEdit(page, staff.token, language, slug);
      const unique = Date.now().toString(36);

      await openSignedIn(page, language, `/admin/content/${slug}`, staff.token);
      await expect(page.getByRole('link', { name: t.adminShell.nav.content, exact: true })).toBeVisible();
      await page.getByRole('link', { name: block.titleEn }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.adminContent.editBlock })).toBeVisible();
      const title = page.getByRole('group', { name: t.adminContent.form.title, exact: true });
      await title.getByLabel(t.adminShell.bilingual.english).fill(`Visit us ${unique}`);
      await expect(title.getByText(t.adminShell.bilingual.chineseMissing)).toBeVisible();
      await title.getByLabel(t.adminShell.bilingual.chinese).fill(`欢迎来访 ${unique}`);
      const details = page.getByRole('group', { name: t.adminContent.form.details, exact: true });
      await details.getByRole('textbox', { name: t.adminShell.bilingual.english }).fill(`Open every weekday ${unique}`);
      await details.getByRole('textbox', { name: t.adminShell.bilingual.chinese }).fill(`工作日开放 ${unique}`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.adminContent.form.save }).click();
      await expect(page.getByText(t.adminContent.saved).first()).toBeVisible();
      await expect(page.getByRole('link', { name: language === 'cn' ? `欢迎来访 ${unique}` : `Visit us ${unique}` })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);

      for (const reader of ['en', 'cn'] as const) {
        const visitor = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
        await openPage(visitor, reader, `/${slug}`);
        await expect(visitor.getByRole('heading', { name: reader === 'cn' ? `欢迎来访 ${unique}` : `Visit us ${unique}` })).toBeVisible();
        await expect(visitor.getByText(reader === 'cn' ? `工作日开放 ${unique}` : `Open every weekday ${unique}`)).toBeVisible();
        await visitor.context().close();
      }
    });

    test('creates a course with a class, and the catalogue shows it', async ({ page, browser, request }, testInfo) => {
      test.skip(isCompact(page), 'the journey is the same on a phone');
      const errors = watchConsole(page);
      const staff = await newStaffMember(request, testInfo, language);
      const name = `Kite Science ${Date.now().toString(36)}`;
      const grade = language === 'en' ? 'K' : 'G1';
      const options = await optionsFor(request, staff.token, language);

      await openSignedIn(page, language, '/admin/products', staff.token);
      await expect(page.getByRole('heading', { level: 1, name: t.adminCatalogue.products.title })).toBeVisible();
      await page.getByRole('link', { name: t.adminCatalogue.products.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.adminCatalogue.products.createTitle })).toBeVisible();
      const names = page.getByRole('group', { name: t.adminCatalogue.form.name, exact: true });
      await names.getByLabel(t.adminShell.bilingual.english).fill(name);
      await names.getByLabel(t.adminShell.bilingual.chinese).fill(`${name} 中文`);
      await page
        .getByRole('group', { name: t.adminCatalogue.form.description, exact: true })
        .getByRole('textbox', { name: t.adminShell.bilingual.english })
        .fill('Build and fly a kite, and learn why it flies.');
      await page.locator('input[type="file"]').setInputFiles({ name: 'kite.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText(t.adminShell.picture.uploaded)).toBeVisible();
      await page.getByRole('textbox', { name: interpolate(t.adminCatalogue.form.price, { currency: 'USD' }), exact: true }).fill('880');
      await page.getByLabel(t.adminCatalogue.form.maxStudents, { exact: true }).fill('6');
      await page.getByRole('combobox', { name: t.adminCatalogue.form.grades }).click();
      await page.getByRole('option', { name: options.grade(grade), exact: true }).click();
      await page.keyboard.press('Escape');
      await choose(page, t.adminCatalogue.form.courseSystem, options.courseSystem);
      await choose(page, t.adminCatalogue.form.timetable, options.timetable);
      await page.getByLabel(t.adminCatalogue.form.totalClassHours).fill('8');
      await page.getByLabel(t.adminCatalogue.form.equityDateStart).fill('2027-09-01');
      await page.getByLabel(t.adminCatalogue.form.equityDateEnd).fill('2027-12-31');
      await page.getByRole('switch', { name: t.adminCatalogue.form.published }).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.adminCatalogue.form.createButton }).click();
      await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(language === 'cn' ? `${name} 中文` : name);

      await page.getByRole('tab', { name: t.adminCatalogue.products.tabs.classes }).click();
      await page.getByRole('button', { name: t.adminCatalogue.classes.add }).click();
      const dialog = page.getByRole('dialog', { name: t.adminCatalogue.classes.newTitle });
      await dialog.getByRole('group', { name: t.adminCatalogue.classes.name }).getByLabel(t.adminShell.bilingual.english).fill('Week 1: paper kites');
      await dialog.getByLabel(t.adminCatalogue.classes.date).fill('2027-09-04');
      await dialog.getByLabel(interpolate(t.adminCatalogue.classes.time, { timeZone: 'Asia/Shanghai' })).fill('09:30');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t.adminCatalogue.classes.save }).click();
      await expect(page.getByRole('cell', { name: '2027-09-04 09:30' })).toBeVisible();
      expect(errors).toEqual([]);

      const visitor = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
      await openPage(visitor, language, `/commodity?grades=${grade}`);
      await expect(visitor.getByText(language === 'cn' ? `${name} 中文` : name, { exact: true })).toBeVisible();
      await visitor.context().close();
    });

    test('an adviser is refused the content pages', async ({ page, request }, testInfo) => {
      test.skip(isCompact(page), 'the refusal is the same on a phone');
      const errors = watchConsole(page);
      const adviser = await newStaffMember(request, testInfo, language, 'adviser');
      await openSignedIn(page, language, '/admin/content', adviser.token);
      await expect(page.getByRole('alert')).toContainText(t.adminShell.notForRole.title);
      await expect(page.getByRole('link', { name: t.adminShell.nav.content, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.adminShell.nav.products, exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      const refused = await request.get('/api/admin/content/pages', { headers: { authorization: `Bearer ${adviser.token}`, language } });
      expect((await refused.json()) as { code: number }).toMatchObject({ code: 403 });
      expect(errors).toEqual([]);
    });
  });
}

/** The form's own options (course systems, timetables, grades), named in the form's language. */
async function optionsFor(request: APIRequestContext, token: string, language: UiLanguage) {
  const options = await apiCall<AdminCatalogueOptions>(request, 'GET', 'admin/product/options', { token, language });
  const labelOf = (option: CatalogueOption) => (language === 'cn' ? option.labelZh || option.labelEn : option.labelEn);
  return {
    courseSystem: labelOf(options.courseSystems[0]),
    timetable: labelOf(options.timetables[0]),
    grade: (code: string) => labelOf(options.grades.find((option) => option.value === code)!),
  };
}
