import { test, type Locator } from '@playwright/test';
import type { AdminContentPage } from '../../src/shared/api/admin-catalogue.ts';
import { CATALOGUES, expect, field, interpolate, labelled, openPage, openSignedIn, PASSWORD, toast, type Catalogue } from './account-support.ts';
import { apiCall, newStaffMember, teacherApplicant } from './admin-support.ts';
import { familyBookedInto, oneSessionCourse } from './journey-support.ts';
import { isCompact, LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * Issue 33, what staff met in a day: the content block editor survives Edit → Preview → Edit with
 * its unsaved text; a new course refused for its missing picture marks the picture as required and
 * takes the keyboard to it; the sign-in toast leaves the dashboard's heading and bar in sight; a class
 * page left open as its class begins offers the attendance marks without a reload; a segmented
 * control's highlight sits on the chosen segment.
 */

const overlaps = async (first: Locator, second: Locator) => {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
};

for (const language of LANGUAGES) {
  const t: Catalogue = CATALOGUES[language];

  test(`the content block editor goes Edit → Preview → Edit and keeps the draft (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    const errors = watchConsole(page);
    const staff = await newStaffMember(request, testInfo, language);
    const added = await apiCall<AdminContentPage>(request, 'POST', 'admin/content/createBlock', {
      token: staff.token,
      language,
      data: { pageSlug: 'events', imageLocation: 'left', titleEn: `Tabs ${Date.now().toString(36)}`, detailsEn: '<p>First</p>' },
    });
    const block = added.blocks.at(-1)!;
    await openSignedIn(page, language, `/admin/content/events/${block.id}`, staff.token);
    await expect(page.getByRole('heading', { level: 1, name: t.adminContent.editBlock })).toBeVisible();
    const details = page.getByRole('group', { name: t.adminContent.form.details, exact: true });
    await details.getByRole('textbox', { name: t.adminShell.bilingual.english }).fill('Unsaved words');
    await page.getByRole('tab', { name: t.adminShell.preview.tab }).click();
    await expect(page.getByRole('tabpanel', { name: t.adminShell.preview.tab })).toContainText('Unsaved words');
    await page.getByRole('tab', { name: t.adminShell.preview.edit }).click();
    const english = details.getByRole('textbox', { name: t.adminShell.bilingual.english });
    await expect(english).toHaveText('Unsaved words');
    await english.pressSequentially(' and more');
    await expect(english).toHaveText('Unsaved words and more');
    expect(errors).toEqual([]);
  });

  test(`a new course refused for its picture marks it required and focuses it (${language})`, async ({ page, request }, testInfo) => {
    const staff = await newStaffMember(request, testInfo, language);
    await openSignedIn(page, language, '/admin/products/new', staff.token);
    await expect(page.getByRole('heading', { level: 1, name: t.adminCatalogue.products.createTitle })).toBeVisible();
    const pictureLabel = page.locator('label').filter({ hasText: labelled(t.adminCatalogue.form.picture) });
    await expect(pictureLabel.locator('.mantine-InputWrapper-required')).toBeVisible();
    const names = page.getByRole('group', { name: t.adminCatalogue.form.name, exact: true });
    await names.getByLabel(t.adminShell.bilingual.english).fill('Pictureless course');
    await names.getByLabel(t.adminShell.bilingual.chinese).fill('没有图片的课程');
    const create = page.getByRole('button', { name: t.adminCatalogue.form.createButton });
    await create.scrollIntoViewIfNeeded();
    await create.click();
    const address = page.getByRole('textbox', { name: t.adminShell.picture.address });
    await expect(address).toBeFocused();
    await expect(address).toBeInViewport();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(t.adminCatalogue.validation.pictureAddressInvalid);
  });

  test(`a teacher application reads in words, not codes (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    const teacher = await teacherApplicant(request, testInfo, language);
    const staff = await newStaffMember(request, testInfo, language);
    await openSignedIn(page, language, `/admin/teacher-applications?status=submitted&q=${teacher.lastName}`, staff.token);
    await page.getByRole('link', { name: teacher.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(teacher.name);
    const answers = page.getByRole('main');
    await expect(answers).toContainText(`${t.teacher.degree.master} · Physics`);
    await expect(answers).toContainText(`${t.teacher.weekday.sat} · ${t.teacher.dayPart.morning}`);
    await expect(answers).toContainText(language === 'cn' ? '七年级' : 'Grade 7');
    await expect(answers).not.toContainText(/\bmaster\b|\bG7\b|\bsat\b|\bmorning\b/);
  });

  test(`the sign-in toast leaves the dashboard's heading and bar in sight (${language})`, async ({ page, request }, testInfo) => {
    const staff = await newStaffMember(request, testInfo, language);
    await openPage(page, language, '/login?redirect=/admin');
    await field(page, t.auth.login.username).fill(staff.username);
    await field(page, t.auth.login.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.auth.login.submit }).click();
    const notice = toast(page, t.auth.login.success);
    await expect(notice).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Neither the page's heading nor the bar above it, with the page's title and the staff's controls.
    for (let sample = 0; sample < 4; sample += 1) {
      expect(await overlaps(notice, heading)).toBe(false);
      expect(await overlaps(notice, page.getByRole('banner'))).toBe(false);
      await page.waitForTimeout(300);
    }
  });
}

test('a class page left open enables the marks when its class begins', async ({ page, request }, testInfo) => {
  test.skip(isCompact(page), 'the marks enable alike at every width');
  const t = CATALOGUES.en;
  const staff = await newStaffMember(request, testInfo, 'en', 'adviser');
  const startAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
  const course = await oneSessionCourse(request, `${testInfo.project.name}${Date.now().toString(36)}`, startAt);
  const family = await familyBookedInto(request, testInfo, 'en', 'begins', course.productId);
  // The page's clock runs from now; it is then moved past the start, as a staff member's would.
  await page.clock.install({ time: new Date() });
  await openSignedIn(page, 'en', `/admin/classes/${family.scheduleId}`, staff.token);
  const marks = page.getByRole('group', { name: interpolate(t.adminClasses.markFor, { name: family.childName }) });
  const attended = marks.getByRole('button', { name: t.adminClasses.mark.attended });
  await expect(attended).toBeDisabled();
  await expect(page.getByText(t.adminClasses.notBegun)).toBeVisible();
  await page.clock.fastForward(startAt.getTime() - Date.now() + 1_000);
  await expect(attended).toBeEnabled();
  await expect(page.getByText(t.adminClasses.notBegun)).toHaveCount(0);
});

test('the chosen segment’s highlight sits on its segment, not beside it', async ({ page, request }, testInfo) => {
  const staff = await newStaffMember(request, testInfo, 'en');
  await openSignedIn(page, 'en', '/admin/feedback', staff.token);
  const choice = page.getByRole('radiogroup', { name: CATALOGUES.en.adminFeedback.columns.status });
  await expect(choice).toBeVisible();
  const offset = () =>
    choice.evaluate((root) => {
      const highlight = root.querySelector('[class*="indicator"]')?.getBoundingClientRect();
      const chosen = root.querySelector('input:checked')?.parentElement?.getBoundingClientRect();
      if (!highlight || !chosen) return Number.POSITIVE_INFINITY;
      return Math.max(Math.abs(highlight.left - chosen.left), Math.abs(highlight.top - chosen.top));
    });
  await expect.poll(offset).toBeLessThanOrEqual(1);
});
