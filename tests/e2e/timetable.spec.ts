import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/web/i18n/en.ts';
import { zh } from '../../src/web/i18n/zh.ts';
import type { TimetableDto } from '../../src/shared/api/public-content.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../src/shared/limits.ts';
import { isCompact, LANGUAGES, openIn, skipOffDiagonal } from './support.ts';

const catalogue = { en, cn: zh };

async function openTimetable(page: Page, language: 'en' | 'cn') {
  await openIn(page, language, '/programs');
  // The timetable loads as it nears the screen.
  await page.getByRole('heading', { name: catalogue[language].timetable.heading, exact: true }).scrollIntoViewIfNeeded();
  const grid = page.locator('table').filter({ has: page.locator('caption') }).first();
  await expect(grid).toBeVisible({ timeout: 20_000 });
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.locator('td')).toHaveCount(42);
  return grid;
}

/** Whole months from one `YYYY-MM-DD` to another. */
const monthsBetween = (from: string, to: string) => {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
};

/** A catalogue sentence as a pattern: each {{placeholder}} stands for anything. */
const patternOf = (template: string) =>
  new RegExp(template.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));

/** Moves month by month until a day holds more than three classes. */
async function findBusyDay(page: Page, language: 'en' | 'cn') {
  const t = catalogue[language].timetable;
  const next = page.getByRole('button', { name: t.nextMonth });
  for (;;) {
    const busy = isCompact(page)
      ? page.locator('td:not([data-outside]) button').filter({ hasText: /^\+([4-9]|\d\d)/ }).first()
      : page.getByRole('button', { name: patternOf(t.moreAgendasOn_other) }).first();
    if (await busy.count()) return busy;
    if (await next.isDisabled()) throw new Error('no day with more than three classes in the timetable');
    await next.click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

for (const language of LANGUAGES) {
  const t = catalogue[language].timetable;

  test.describe(`timetable (${language})`, () => {
    test('shows a tab per timetable and a Sunday-first grid of 42 days with other-month days', async ({ page }) => {
      const grid = await openTimetable(page, language);
      await expect(page.getByRole('tab')).toHaveCount(2);
      const firstHeader = await grid.locator('thead th').first().getAttribute('abbr');
      expect(firstHeader).toMatch(/Sunday|星期日|周日/);
      expect(await grid.locator('td[data-outside]').count()).toBeGreaterThan(0);
    });

    test('disables the months outside the timetable', async ({ page, request }) => {
      skipOffDiagonal(page, language);
      await openTimetable(page, language);
      const previous = page.getByRole('button', { name: t.previousMonth });
      const next = page.getByRole('button', { name: t.nextMonth });
      // The first timetable holds every class of its courses, which start around the day of the seed.
      const response = await request.post('/api/ddcProduct/courseTimetableAll', { data: { pageSlug: 'programs' } });
      const [first] = ((await response.json()) as { data: TimetableDto[] }).data;
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE_DEFAULT }).format(new Date());
      for (let step = monthsBetween(first.startDate, today); step > 0; step -= 1) await previous.click();
      await expect(previous).toBeDisabled();
      for (let step = monthsBetween(first.startDate, first.endDate); step > 0; step -= 1) await next.click();
      await expect(next).toBeDisabled();
    });

    test('a class of a course names its course and teacher, and leads to the course', async ({ page }) => {
      test.skip(isCompact(page), 'the dialog is the same in the compact layout');
      await openTimetable(page, language);
      // The courses' own classes are named "<course> · Session N" (第 N 课); workshops "Round N".
      // demo.teacher's course is left aside: its teacher's faculty entry is not published yet, so
      // the public timetable names no teacher for it.
      const courseClass = page
        .locator('td:not([data-outside]) button')
        .filter({ hasText: language === 'cn' ? /第 \d+ 课/ : /Session \d+/ })
        .filter({ hasNotText: 'AMC 12' })
        .first();
      await courseClass.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(t.dialog.course, { exact: true })).toBeVisible();
      await expect(dialog.getByText(t.dialog.teacher, { exact: true })).toBeVisible();
      await dialog.locator('a[href^="/course-detail?id="]').click();
      await expect(page).toHaveURL(/\/course-detail\?id=\d+$/);
    });

    test('lists a busy day in full and opens a class with its name and date', async ({ page }) => {
      skipOffDiagonal(page, language);
      await openTimetable(page, language);
      const busyDay = await findBusyDay(page, language);
      await busyDay.click();
      const dayDialog = page.getByRole('dialog');
      await expect(dayDialog).toBeVisible();
      const classes = dayDialog.getByRole('listitem').getByRole('button');
      expect(await classes.count()).toBeGreaterThan(3);
      const name = (await classes.first().innerText()).split('\n').pop()?.trim() ?? '';
      await classes.first().click();
      const detail = page.getByRole('dialog');
      await expect(detail.getByText(t.dialog.classDate)).toBeVisible();
      await expect(detail.getByText(name.slice(0, 12)).first()).toBeVisible();
      await page.keyboard.press('Escape');
    });

    test('narrows the month by grade and course system', async ({ page }) => {
      skipOffDiagonal(page, language);
      await openTimetable(page, language);
      const entries = page.locator('td:not([data-outside]) li button, td:not([data-outside]) button');
      const before = await entries.count();
      await page.getByRole('combobox', { name: t.filters.courseSystems }).first().click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect.poll(() => entries.count()).toBeLessThan(before);
    });
  });
}
