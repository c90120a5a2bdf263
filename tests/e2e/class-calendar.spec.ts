import { test } from '@playwright/test';
import { CATALOGUES, expect, openSignedIn } from './account-support.ts';
import { newStaffMember } from './admin-support.ts';
import { courseByStaff } from './journey-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

const sundayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - date.getUTCDay() * 86_400_000).toISOString().slice(0, 10);
};

/**
 * Issue 29: staff find a course's classes in the week and month calendar, see which lack a
 * classroom link, and open one. English at 1280 px, Chinese at 390 px.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test(`the class calendar shows a course's week and month, marks a missing classroom link and opens the class (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    const errors = watchConsole(page);
    const staff = await newStaffMember(request, testInfo, language);
    const course = await courseByStaff(request, `calendar-${language}-${Date.now().toString(36)}`, { sessions: 2, classDays: [8, 15] });
    const courseName = language === 'en' ? course.name.en : course.name.cn;

    await openSignedIn(page, language, `/admin/classes?view=week&week=${sundayOf(course.dates[0])}&productId=${course.productId}`, staff.token);
    const week = page.getByTestId('class-week');
    const entries = week.getByTestId('calendar-class');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText(courseName);
    await expect(entries).toContainText(t.adminClasses.noRoomLink);
    await expectNoAxeViolations(page);

    // The next week holds the second class.
    await page.getByRole('button', { name: t.adminClasses.calendar.nextWeek }).click();
    await expect(entries).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`week=${sundayOf(course.dates[1])}`));

    await page.getByText(t.adminClasses.views.month, { exact: true }).click();
    const month = page.getByTestId('class-month');
    await expect(month.getByTestId('calendar-class').first()).toBeVisible();
    await expect(page).toHaveURL(/view=month/);
    await expectNoAxeViolations(page);

    await month.getByTestId('calendar-class').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(courseName);
    await expect(page.getByTestId('classroom-link-missing')).toBeVisible();
    await expect(page.getByText(t.adminClasses.notes.empty)).toBeVisible();
    await expect(page.getByText(t.adminClasses.messages.empty)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
