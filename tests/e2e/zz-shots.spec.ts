import { test } from '@playwright/test';
import { CATALOGUES, expect, field, openAccountActions, openPage, openSignedIn, PASSWORD } from './account-support.ts';
import { newStaffMember, sendReceipt, teacherApplicant } from './admin-support.ts';
import { createOrder, parentWithChild } from './orders-support.ts';
import { isCompact, LANGUAGES } from './support.ts';

const stage = process.env.SHOTS_STAGE ?? 'after';

for (const language of LANGUAGES) {
  test(`shots (${language})`, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const t = CATALOGUES[language];
    const width = isCompact(page) ? 390 : 1280;
    const shot = (name: string, fullPage = true) => page.screenshot({ path: `/tmp/shots-faults/${stage}-${name}-${language}-${width}.png`, fullPage });
    const parent = await parentWithChild(request, testInfo, language, 'shots');
    const order = await createOrder(request, parent, language, 'anySeat');
    await sendReceipt(request, parent.token, language, order.id);
    const teacher = await teacherApplicant(request, testInfo, language);
    const staff = await newStaffMember(request, testInfo, language);

    await openPage(page, language, '/login?redirect=/admin');
    await field(page, t.auth.login.username).fill(staff.username);
    await field(page, t.auth.login.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.auth.login.submit }).click();
    await expect(page.locator('.mantine-Notification-root')).toBeVisible();
    await page.waitForTimeout(500);
    await shot('login-toast', false);

    for (const [name, path] of [['audit', '/admin/audit'], ['products', '/admin/products'], ['product-new', '/admin/products/new']]) {
      await openSignedIn(page, language, path, staff.token);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1500);
      if (name === 'product-new') {
        await page.getByRole('button', { name: t.adminCatalogue.form.createButton }).click();
        await page.waitForTimeout(800);
        await shot(name, false);
      } else await shot(name);
    }
    await openSignedIn(page, language, `/admin/teacher-applications?status=submitted&q=${teacher.lastName}`, staff.token);
    await page.getByRole('link', { name: teacher.name }).click();
    await page.waitForTimeout(1500);
    await shot('teacher-application');
    await openSignedIn(page, language, `/admin/families?q=${parent.username}`, staff.token);
    await page.getByRole('link', { name: parent.username }).click();
    await page.waitForTimeout(1500);
    await shot('family');

    const member = await (await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() })).newPage();
    await openSignedIn(member, language, '/user/order?status=6', parent.token);
    await member.waitForTimeout(1500);
    await member.screenshot({ path: `/tmp/shots-faults/${stage}-orders-${language}-${width}.png`, fullPage: true });
    if (isCompact(member)) {
      await openSignedIn(member, language, '/user/entitle?tab=booked', parent.token);
      await member.waitForTimeout(1000);
      await member.screenshot({ path: `/tmp/shots-faults/${stage}-entitle-tabs-${language}-${width}.png` });
      await openAccountActions(member, t);
      await member.waitForTimeout(500);
      await member.screenshot({ path: `/tmp/shots-faults/${stage}-drawer-${language}-${width}.png`, fullPage: true });
    }
    await member.context().close();
  });
}
