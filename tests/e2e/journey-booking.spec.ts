import { test } from '@playwright/test';
import { CATALOGUES, expect, gotoPage, interpolate, openSignedIn } from './account-support.ts';
import { expectAccessible } from './orders-support.ts';
import { familyWithBookableEntitlement, goToMonthOf } from './journey-support.ts';
import { LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * Issue 8, after the purchase: a family books two classes from an entitlement, finds them in the
 * study plan, and cancels one from the booked list. In both languages; the 390 px layout stacks
 * the calendar above the list, which the compact project checks.
 */
for (const language of LANGUAGES) {
  test(`books two classes, sees them in the plan and cancels one (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    // A purchase through the API and four pages: room for a busy machine.
    test.setTimeout(120_000);
    const t = CATALOGUES[language];
    const errors = watchConsole(page);
    const family = await familyWithBookableEntitlement(request, testInfo, language, 'book');

    await openSignedIn(page, language, '/user/entitle?tab=pendingBooking', family.token);
    const card = page.getByTestId('entitlement-card').filter({ hasText: family.productName });
    await card.getByTestId('book-classes').click();
    const dialog = page.getByRole('dialog', { name: interpolate(t.booking.title, { course: family.productName }) });
    await expect(dialog).toBeVisible();
    // The first two classes still bookable, which may fall in two months.
    for (const item of family.bookable.slice(0, 2)) {
      await goToMonthOf(dialog, item.startAt, language);
      await dialog.getByTestId('class-option').filter({ hasText: item.name }).getByRole('checkbox').check();
    }
    await expect(dialog.getByTestId('booking-picked')).toContainText('2');
    await expectAccessible(page);
    await dialog.getByTestId('confirm-booking').click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('entitlement-tab-booked').click();
    const bookings = page.getByTestId('booking').filter({ hasText: family.productName });
    await expect(bookings).toHaveCount(2);
    await expect(bookings.first()).toContainText(t.orders.entitlements.bookingStatus.booked);

    await gotoPage(page, '/user/plan');
    await goToMonthOf(page.getByRole('group', { name: t.plan.calendarLabel }), family.bookable[0].startAt, language);
    await expect(page.getByTestId('plan-entry').filter({ hasText: family.productName }).first()).toBeVisible();
    await expect(page.getByTestId('calendar-feed-address')).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
    await expectAccessible(page);

    await gotoPage(page, '/user/entitle?tab=booked');
    await bookings.first().getByTestId('cancel-booking').click();
    await page.getByTestId('confirm-cancel-booking').click();
    // Gone, not fading out: axe reads a dialog half faded as text without contrast.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('booking').filter({ hasText: family.productName }).and(page.locator('[data-status="cancelled"]'))).toHaveCount(1);
    await expect(page.getByTestId('booking').filter({ hasText: family.productName }).and(page.locator('[data-status="booked"]'))).toHaveCount(1);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}
