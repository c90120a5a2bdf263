import { test } from '@playwright/test';
import {
  accountAction,
  CATALOGUES,
  expect,
  field,
  gotoPage,
  interpolate,
  logOutFromMenu,
  openAccountActions,
  openSignedIn,
  signedInParent,
} from './account-support.ts';
import { isCompact, LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`accounts: avatar menu (${language})`, () => {
    // Sign-in, three pages and a password change: room for a busy machine.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(({ page }) => skipOffDiagonal(page, language));
    test('shows the avatar with User Center, Change Password and Log Out', async ({ page, request }, testInfo) => {
      const parent = await signedInParent(request, testInfo, language, 'ava');
      const errors = watchConsole(page);
      await openSignedIn(page, language, '/home', parent.token);
      const avatarName = interpolate(t.auth.menu.avatarLink, { name: parent.username });

      if (isCompact(page)) {
        // The header holds the menu button only; the drawer holds the account.
        await expect(page.getByTestId('account-avatar')).toBeHidden();
      } else {
        const avatar = page.getByTestId('account-avatar');
        await expect(avatar).toBeVisible();
        await expect(avatar).toHaveAccessibleName(avatarName);
        await expect(page.getByRole('link', { name: t.layout.account.login, exact: true })).toHaveCount(0);
        // Under the pointer, the avatar shows the menu as well.
        const menu = page.getByTestId('account-menu');
        await avatar.hover();
        await expect(menu).toBeVisible();
        await page.mouse.move(0, 0);
        await expect(menu).toBeHidden();
        // Pressing the arrow of a menu the pointer opened keeps it open, past the hover close delay.
        const menuButton = page.getByRole('button', { name: t.auth.menu.label });
        await avatar.hover();
        await expect(menu).toBeVisible();
        await menuButton.click();
        await page.waitForTimeout(400);
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        // And from the keyboard: Enter opens it, the arrows walk it, Escape closes it and returns focus.
        await menuButton.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        // The menu takes the focus once it has opened; the arrows work from there.
        await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('menuitem', { name: t.auth.menu.userCenter })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(menuButton).toBeFocused();
      }

      let actions = await openAccountActions(page, t);
      await expect(actions).toContainText(parent.username);
      for (const name of [t.auth.menu.userCenter, t.auth.menu.changePassword, t.auth.menu.logout]) {
        await expect(accountAction(page, actions, name)).toBeVisible();
      }
      await accountAction(page, actions, t.auth.menu.userCenter).click();
      await expect(page).toHaveURL(/\/user\/home$/);
      // The family's numbers are its children and orders; reward points, which buy nothing, are not shown.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(language === 'cn' ? '积分' : /points/i);
      await expect(page.getByRole('heading', { name: interpolate(t.user.home.greeting, { name: parent.username }) })).toBeVisible();

      actions = await openAccountActions(page, t);
      await accountAction(page, actions, t.auth.menu.changePassword).click();
      await expect(page).toHaveURL(/\/getpass$/);
      await expect(page.getByRole('heading', { name: t.auth.getpass.changeTitle })).toBeVisible();
      await expect(field(page, t.auth.getpass.oldPassword)).toBeVisible();

      // The avatar itself leads to the user area (a parent's: /user, which is /user/home).
      await gotoPage(page, '/home');
      if (isCompact(page)) {
        actions = await openAccountActions(page, t);
        // In the drawer the link shows the name in words, which is also its accessible name.
        const avatar = actions.getByTestId('compact-account-avatar');
        await expect(avatar).toHaveAccessibleName(new RegExp(parent.username));
        await avatar.click();
        await expect(actions).toBeHidden();
      } else {
        await page.getByTestId('account-avatar').click();
      }
      await expect(page).toHaveURL(/\/user\/home$/);

      await logOutFromMenu(page, t);
      if (isCompact(page)) await page.getByRole('button', { name: t.layout.header.openMenu }).click();
      await expect(page.getByRole('link', { name: t.layout.account.login, exact: true })).toBeVisible();
      await expect(page.getByTestId(isCompact(page) ? 'compact-account-avatar' : 'account-avatar')).toHaveCount(0);
      // The token is gone: a guarded page asks for a login again.
      await page.goto('/user/account');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Faccount$/);
      expect(errors).toEqual([]);
    });
  });
}
