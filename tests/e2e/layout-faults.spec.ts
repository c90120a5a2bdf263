import { test } from '@playwright/test';
import { CATALOGUES, expect, openAccountActions, openSignedIn, signedInParent } from './account-support.ts';
import { isCompact, LANGUAGES } from './support.ts';

/**
 * Issue 33, item 11, at 390 px: the drawer's account part holds no stray character, and a
 * member's list opened on its last status tab shows that tab in its sideways-scrolling row.
 */
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
