import { test } from '@playwright/test';
import { CATALOGUES, expect, interpolate, openSignedIn, toast } from './account-support.ts';
import { addClassByApi, familyEntitledTo, goToMonthOf, oneSessionCourse, openFromUserMenu } from './journey-support.ts';
import { LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * Issue 33, items 7 and 8: booking an entitlement's last session still confirms it, though the
 * card that opened the dialog then has nothing left to book; and the study plan, read moments
 * before, shows the class just booked and drops it once cancelled, without a reload.
 */
for (const language of LANGUAGES) {
  test(`the last session's booking is confirmed and the plan follows bookings (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    test.setTimeout(120_000);
    const t = CATALOGUES[language];
    const errors = watchConsole(page);
    // Two days ahead, so that the cancel window (BOOKING_CANCEL_HOURS, 24) is still open.
    const startAt = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000);
    const course = await oneSessionCourse(request, `${language}${testInfo.workerIndex}${Date.now().toString(36)}`, startAt);
    // A second class makes it a package booked by hand (D28): its one session is the last.
    await addClassByApi(request, course.productId, new Date(startAt.getTime() + 7 * 86_400_000));
    const family = await familyEntitledTo(request, testInfo, language, 'last', course.productId);
    const calendar = page.getByRole('group', { name: t.plan.calendarLabel });
    const entry = page.getByTestId('plan-entry').filter({ hasText: family.productName });

    // The plan, read first: the class is not in it yet.
    await openSignedIn(page, language, '/user/plan', family.token);
    await goToMonthOf(calendar, startAt.toISOString(), language);
    await expect(calendar).toBeVisible();
    await expect(entry).toHaveCount(0);

    await openFromUserMenu(page, language, 'entitle');
    const card = page.getByTestId('entitlement-card').filter({ hasText: family.productName });
    await card.getByTestId('book-classes').click();
    const dialog = page.getByRole('dialog', { name: interpolate(t.booking.title, { course: family.productName }) });
    await goToMonthOf(dialog, startAt.toISOString(), language);
    await dialog.getByTestId('class-option').first().getByRole('checkbox').check();
    await dialog.getByTestId('confirm-booking').press('Enter');
    await expect(toast(page, interpolate(t.booking.booked_one, { count: 1 }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('book-classes')).toHaveCount(0);
    // The button that opened the dialog is gone: the keyboard goes on from the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: t.orders.entitlements.title })).toBeFocused();

    await openFromUserMenu(page, language, 'plan');
    await goToMonthOf(calendar, startAt.toISOString(), language);
    await expect(entry).toHaveCount(1);

    await openFromUserMenu(page, language, 'entitle');
    await page.getByTestId('entitlement-tab-booked').click();
    await page.getByTestId('booking').filter({ hasText: family.productName }).getByTestId('cancel-booking').click();
    await page.getByTestId('confirm-cancel-booking').click();
    await expect(page.getByTestId('booking').filter({ hasText: family.productName }).and(page.locator('[data-status="cancelled"]'))).toHaveCount(1);

    await openFromUserMenu(page, language, 'plan');
    await goToMonthOf(calendar, startAt.toISOString(), language);
    await expect(calendar).toBeVisible();
    await expect(entry).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
