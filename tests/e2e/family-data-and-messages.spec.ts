import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import JSZip from 'jszip';
import type { AdminFamilyList } from '../../src/shared/api/admin-families.ts';
import { CATALOGUES, expect, openSignedIn, PASSWORD, toast } from './account-support.ts';
import { apiCall, newStaffMember } from './admin-support.ts';
import { createOrder, parentWithChild, payBySandboxCard } from './orders-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * Issue 31: a family downloads its data from the account page, and staff write to a family from
 * its page, which the family reads under Notifications. English at 1280 px, Chinese at 390 px.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`a family's data and staff's messages (${language})`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('downloads the family’s data as a ZIP with the order and its receipt', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, testInfo, language, 'export');
      const order = await createOrder(request, parent, language, 'anySeat');
      await payBySandboxCard(request, parent.token, language, order.id);
      await openSignedIn(page, language, '/user/account', parent.token);

      const section = page.getByRole('region', { name: t.user.familyData.title });
      await expect(section).toBeVisible();
      const privacy = section.getByRole('link', { name: t.user.familyData.privacy });
      await expect(privacy).toHaveAttribute('href', '/privacy');
      // A link within a sentence is underlined: Text's rules come before Anchor's, as in Mantine's own stylesheet.
      await expect(privacy).toHaveCSS('text-decoration-line', 'underline');
      await expectNoAxeViolations(page);
      const download = page.waitForEvent('download');
      await section.getByRole('button', { name: t.user.familyData.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^family-data-\d{4}-\d{2}-\d{2}\.zip$/);
      await expect(toast(page, t.user.familyData.downloaded)).toBeVisible();

      const zip = await JSZip.loadAsync(await readFile(await file.path()));
      const orders = JSON.parse(await zip.file('orders.json')!.async('string')) as Array<{ orderSn: string; receipts: Array<{ file: string }> }>;
      expect(orders.map((row) => row.orderSn)).toEqual([order.orderSn]);
      const receipt = await zip.file(orders[0].receipts[0].file)!.async('nodebuffer');
      expect(receipt.subarray(0, 5).toString()).toBe('%PDF-');
      const children = JSON.parse(await zip.file('children.json')!.async('string')) as Array<{ name: string }>;
      expect(children.map((child) => child.name)).toEqual([parent.childName]);
      expect(await zip.file('README.txt')!.async('string')).toContain(language === 'cn' ? '您的家庭在学院的数据' : 'Your family’s data at the academy');
      expect(errors).toEqual([]);
    });

    test('asks for the account’s deletion with the password, shows when it is due, and withdraws it', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, testInfo, language, 'deletion');
      await openSignedIn(page, language, '/user/account', parent.token);
      const section = page.getByRole('region', { name: t.user.familyData.title });
      await section.getByRole('button', { name: t.user.familyData.deletion.ask }).click();
      const dialog = page.getByRole('dialog', { name: t.user.familyData.deletion.dialogTitle });
      const password = dialog.getByLabel(new RegExp(`^${t.user.familyData.deletion.password}`));
      await expect(password).toBeFocused();
      await password.fill('not-my-password');
      await password.press('Enter');
      await expect(dialog.getByText(language === 'cn' ? '密码不正确' : 'This password is not correct')).toBeVisible();
      await expectNoAxeViolations(page);
      await password.fill(PASSWORD);
      await dialog.getByRole('button', { name: t.user.familyData.deletion.confirm }).click();
      await expect(toast(page, t.user.familyData.deletion.requested)).toBeVisible();
      const scheduled = section.getByTestId('deletion-scheduled');
      await expect(scheduled).toContainText(t.user.familyData.deletion.scheduledTitle);
      await expectNoAxeViolations(page);

      await scheduled.getByRole('button', { name: t.user.familyData.deletion.withdraw }).click();
      await expect(toast(page, t.user.familyData.deletion.withdrawn)).toBeVisible();
      await expect(section.getByRole('button', { name: t.user.familyData.deletion.ask })).toBeVisible();
      // The wrong password's 400 is the one the browser reports; nothing else went wrong.
      expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    });

    test('staff write to a family, who read it under Notifications', async ({ page, request, browser }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, testInfo, language, 'message');
      const staff = await newStaffMember(request, testInfo, language, 'adviser');
      const families = await apiCall<AdminFamilyList>(request, 'GET', `admin/family/list?q=${parent.username}`, { token: staff.token, language });
      await openSignedIn(page, language, `/admin/families/${families.list[0].id}`, staff.token);

      await page.getByRole('tab', { name: t.adminFamilies.tabs.messages }).click();
      await expect(page.getByText(t.adminFamilies.messages.empty)).toBeVisible();
      await page.getByRole('button', { name: t.adminFamilies.messages.write }).click();
      const dialog = page.getByRole('dialog');
      // An empty message is refused in place, with the field named.
      await dialog.getByRole('button', { name: t.adminFamilies.messages.send }).click();
      await expect(dialog.getByLabel(new RegExp(`^${t.adminFamilies.messages.subject}`))).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel(new RegExp(`^${t.adminFamilies.messages.subject}`))).toBeFocused();
      const subject = language === 'cn' ? '周六的课程改为线上' : 'Saturday’s class moves online';
      await dialog.getByLabel(new RegExp(`^${t.adminFamilies.messages.subject}`)).fill(subject);
      await dialog.getByLabel(new RegExp(`^${t.adminFamilies.messages.text}`)).fill(language === 'cn' ? '本周六校园关闭。\n\n课程照常在线进行。' : 'The campus is closed on Saturday.\n\nThe class meets online at the usual time.');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t.adminFamilies.messages.send }).click();
      await expect(toast(page, t.adminFamilies.messages.sent)).toBeVisible();
      const kept = page.getByTestId('family-message');
      await expect(kept).toHaveCount(1);
      await expect(kept.getByRole('heading', { name: subject })).toBeVisible();
      await expect(kept.getByText(t.adminFamilies.messages.unread)).toBeVisible();
      await expectNoAxeViolations(page);

      const familyPage = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() })).newPage();
      const familyErrors = watchConsole(familyPage);
      await openSignedIn(familyPage, language, '/user/notifications', parent.token);
      await expect(familyPage.getByText(subject)).toBeVisible();
      await expect(familyPage.getByText(language === 'cn' ? '课程照常在线进行。' : 'The class meets online at the usual time.', { exact: false })).toBeVisible();
      await expectNoAxeViolations(familyPage);
      await familyPage.screenshot({ path: testInfo.outputPath('family-notifications.png'), fullPage: true });
      expect([...errors, ...familyErrors]).toEqual([]);
    });
  });
}
