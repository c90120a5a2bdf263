import { test, type Locator } from '@playwright/test';
import { CATALOGUES, expect, openAccountActions, openSignedIn, signedInParent } from './account-support.ts';
import { courseByStaff } from './journey-support.ts';
import { orderOf, parentWithChild } from './orders-support.ts';
import { isCompact, LANGUAGES } from './support.ts';

/**
 * Issue 33, items 5 and 11, at 390 px: the drawer's account part holds no stray character; a
 * member's list opened on its last status tab shows that tab in its sideways-scrolling row; an
 * order's picture keeps its shape, and the feedback form's two choices each take the full width.
 */

/** Width over height of what the picture shows on screen. */
const shapeOf = (picture: Locator) => picture.evaluate((image) => image.getBoundingClientRect().width / image.getBoundingClientRect().height);

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test(`the phone's drawer and status tabs show what they should (${language})`, async ({ page, request }, testInfo) => {
    test.skip(!isCompact(page), 'the drawer and the sideways tab row are the 390 px layout');
    const parent = await signedInParent(request, testInfo, language, 'drawer');
    await openSignedIn(page, language, '/user/entitle?tab=booked', parent.token);
    const tabs = page.getByRole('tablist', { name: t.orders.entitlements.tabs.label });
    const selected = tabs.getByRole('tab', { selected: true });
    await expect(selected).toHaveAttribute('data-testid', 'entitlement-tab-booked');
    await expect(async () => {
      const [row, tab] = [await tabs.boundingBox(), await selected.boundingBox()];
      expect(tab!.x).toBeGreaterThanOrEqual(row!.x - 1);
      expect(tab!.x + tab!.width).toBeLessThanOrEqual(row!.x + row!.width + 1);
    }).toPass({ timeout: 5_000 });

    const drawer = await openAccountActions(page, t);
    const account = drawer.getByTestId('compact-account-avatar').locator('xpath=..');
    await expect(account).toContainText(t.auth.menu.userCenter);
    expect(await account.innerText()).not.toContain('"');
  });
}

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test(`an order's picture keeps its shape and the feedback choices fit a phone (${language})`, async ({ page, request }, testInfo) => {
    test.skip(!isCompact(page), 'the narrow layout is the 390 px one');
    const parent = await parentWithChild(request, testInfo, language, 'shape');
    const course = await courseByStaff(request, `${language}-shape-${Date.now().toString(36)}`, { sessions: 1, classDays: [8] });
    const order = await orderOf(request, parent, language, course.productId);
    await openSignedIn(page, language, '/user/order', parent.token);
    const card = page.getByTestId('order-card').first();
    await expect(card).toBeVisible();
    expect(await shapeOf(card.locator('img'))).toBeCloseTo(4 / 3, 1);
    await page.goto(`/order-detail?id=${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shapeOf(page.locator('main img').first())).toBeCloseTo(4 / 3, 1);

    await page.goto('/user/feedback');
    const [child, ofOrder] = [page.getByRole('combobox', { name: t.feedback.child }), page.getByRole('combobox', { name: t.feedback.order })];
    await expect(ofOrder).toBeVisible();
    const [first, second] = [await child.boundingBox(), await ofOrder.boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height);
  });
}
