import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminCatalogueOptions, AdminProductDetail } from '../../src/shared/api/admin-catalogue.ts';
import type { OrderSummary } from '../../src/shared/api/orders.ts';
import { CourseType, ProductCategory } from '../../src/shared/catalogue.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../src/shared/limits.ts';
import { CATALOGUES, expect, interpolate, openSignedIn } from './account-support.ts';
import { call } from './journey-support.ts';
import { expectAccessible, parentWithChild, payBySandboxCard, staffToken } from './orders-support.ts';
import { LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * Issue 30: a full course's waitlist and the decision before a small class starts. The steps are
 * the same in either language and width: English at 1280 px and Chinese at 390 px.
 */

const academyDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE_DEFAULT }).format(date);

/** An Insights course of one class `days` from now, made by staff with these class sizes. */
async function courseOfSize(request: APIRequestContext, label: string, size: { minStudents: number; maxStudents: number }, days: number) {
  const staff = await staffToken(request);
  const catalogue = await call<AdminCatalogueOptions>(request, 'GET', 'admin/product/options', { token: staff });
  const day = academyDay(new Date(Date.now() + days * 86_400_000));
  const product = await call<AdminProductDetail>(request, 'POST', 'admin/product/create', {
    token: staff,
    data: {
      nameEn: `Tide pools ${label}`,
      nameZh: `潮池 ${label}`,
      descriptionEn: '<p>Small-group science.</p>',
      descriptionZh: '<p>小班科学课。</p>',
      pic: '/images/demo/products/astronomy-1.svg',
      price: 30_000,
      categoryId: ProductCategory.Insights,
      courseType: CourseType.Insights,
      courseSystemId: Number(catalogue.courseSystems[0].value),
      timetableId: Number(catalogue.timetables[0].value),
      totalClassHours: 1,
      ...size,
      equityDateStart: day,
      equityDateEnd: day,
      published: true,
    },
  });
  await call(request, 'POST', `admin/product/addClass/${product.id}`, {
    token: staff,
    data: { nameEn: 'Session 1', nameZh: '第 1 课', date: day, time: '18:00', durationMinutes: 60, capacity: size.maxStudents, joinUrl: '' },
  });
  return product;
}

/**
 * With `MOVE_SCREENSHOTS` set to a folder, the page as it stands at both widths, for a person to
 * look at; the viewport is put back after.
 */
async function shootBothWidths(page: Page, name: string) {
  const folder = process.env.MOVE_SCREENSHOTS;
  if (!folder) return;
  const own = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize(own);
}

const placeOrder = (request: APIRequestContext, parent: { token: string; childId: number }, productId: number) =>
  call<OrderSummary>(request, 'POST', 'ddcOrder/create', {
    token: parent.token,
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { productId, childId: parent.childId, answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] } },
  });

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`classes that form and fill (${language})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('a family joins the waitlist of a full course, a seat frees, and they buy it from the offer', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const course = await courseOfSize(request, `wl-${language}-${Date.now()}`, { minStudents: 1, maxStudents: 1 }, 10);
      const holder = await parentWithChild(request, testInfo, language, 'wlhold');
      const held = await placeOrder(request, holder, course.id);
      const family = await parentWithChild(request, testInfo, language, 'wlwait');

      await openSignedIn(page, language, `/course-detail?id=${course.id}`, family.token);
      await expect(page.locator('main [data-class-status="full"]').first()).toHaveText(t.common.classStatus.full);
      await page.getByRole('link', { name: t.products.detail.joinWaitlist }).click();
      const panel = page.getByTestId('waitlist');
      await expect(panel).toBeVisible();
      await panel.getByTestId('child-choices').getByRole('radio', { name: new RegExp(family.childName) }).click();
      await panel.getByRole('button', { name: t.purchase.waitlist.join }).click();
      // Chinese has one plural form, English says "first".
      const place = language === 'cn' ? t.purchase.waitlist.place_other : t.purchase.waitlist.place_one;
      await expect(panel.getByTestId('waitlist-place')).toContainText(interpolate(place, { child: family.childName, count: 1 }));
      await expectAccessible(page);

      // The holder gives the seat up: it is offered to the family, who apply and pay as usual.
      await call(request, 'POST', `ddcOrder/cancel/${held.id}`, { token: holder.token, language });
      await page.reload();
      await expect(page.getByTestId('waitlist-offer')).toContainText(interpolate(t.purchase.waitlist.offerTitle, { child: family.childName }));
      const next = page.getByRole('button', { name: t.purchase.wizard.next, exact: true });
      await page.getByTestId('child-choices').getByRole('radio', { name: new RegExp(family.childName) }).click();
      await next.click();
      await page.getByTestId('processes-choices').getByRole('checkbox', { name: t.purchase.processes.guidedInquiry.label, exact: true }).click();
      await page.getByTestId('processes-choices').getByRole('checkbox', { name: t.purchase.processes.problemSolving.label, exact: true }).click();
      await page.getByTestId('outcomes-choices').getByRole('checkbox', { name: t.purchase.outcomes.confidence.label, exact: true }).click();
      await next.click();
      await page.getByRole('checkbox', { name: t.purchase.review.accept }).check();
      await page.getByTestId('confirm-order').click();
      await expect(page).toHaveURL(/\/order-detail\?id=\d+&pay=1$/);
      const orderId = Number(new URL(page.url()).searchParams.get('id'));
      await payBySandboxCard(request, family.token, language, orderId);
      const mine = await call<{ status: string }[]>(request, 'GET', `ddcWaitlist/list?productId=${course.id}`, { token: family.token, language });
      expect(mine.map((entry) => entry.status)).toEqual(['taken']);
      expect(errors).toEqual([]);
    });

    test('staff cancel an under-filled course and the family sees the refund', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const course = await courseOfSize(request, `cx-${language}-${Date.now()}`, { minStudents: 4, maxStudents: 8 }, 2);
      const family = await parentWithChild(request, testInfo, language, 'cxfam');
      const order = await placeOrder(request, family, course.id);
      await payBySandboxCard(request, family.token, language, order.id);

      const staff = await staffToken(request);
      await openSignedIn(page, language, '/admin/course-decisions', staff);
      const name = language === 'cn' ? course.nameZh : course.nameEn;
      const row = page.getByTestId('course-to-decide').filter({ hasText: name });
      await expect(row.locator('[data-class-status="forming"]')).toHaveText(interpolate(t.common.classStatus.forming_other, { enrolled: 1, count: 4 }));
      await expectAccessible(page);
      await row.getByRole('button', { name: t.adminClassSizes.cancel }).click();
      const confirm = page.getByRole('dialog', { name: interpolate(t.adminClassSizes.confirm.cancelTitle, { name }) });
      await confirm.getByRole('button', { name: t.adminClassSizes.cancel }).click();
      await expect(row).toHaveCount(0);

      await page.evaluate(() => window.localStorage.clear());
      await page.context().clearCookies();
      const familyPage = await page.context().newPage();
      await openSignedIn(familyPage, language, `/order-detail?id=${order.id}`, family.token);
      await expect(familyPage.locator('[data-refund-status="completed"]')).toContainText(t.orders.refund.completedTitle);
      await expectAccessible(familyPage);
    });

    test('staff move an under-filled course and the family accepts the move from the order page', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const stamp = `${language}-${Date.now()}`;
      const course = await courseOfSize(request, `mv-${stamp}`, { minStudents: 4, maxStudents: 8 }, 2);
      const target = await courseOfSize(request, `mvto-${stamp}`, { minStudents: 1, maxStudents: 8 }, 12);
      const family = await parentWithChild(request, testInfo, language, 'mvfam');
      const order = await placeOrder(request, family, course.id);
      await payBySandboxCard(request, family.token, language, order.id);

      const staff = await staffToken(request);
      await openSignedIn(page, language, '/admin/course-decisions', staff);
      const name = language === 'cn' ? course.nameZh : course.nameEn;
      const targetName = language === 'cn' ? target.nameZh : target.nameEn;
      const row = page.getByTestId('course-to-decide').filter({ hasText: name });
      await row.getByRole('button', { name: t.adminClassSizes.moveCourse, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: interpolate(t.adminClassSizes.move.courseTitle, { name }) });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t.adminClassSizes.move.target).click();
      await page.getByRole('option', { name: new RegExp(targetName) }).click();
      await dialog.getByRole('radio', { name: t.adminClassSizes.move.differenceRefund }).check();
      await expectAccessible(page);
      await shootBothWidths(page, `admin-move-dialog-${language}`);
      await dialog.getByRole('button', { name: t.adminClassSizes.move.confirm, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);

      await page.evaluate(() => window.localStorage.clear());
      await page.context().clearCookies();
      const familyPage = await page.context().newPage();
      await openSignedIn(familyPage, language, `/order-detail?id=${order.id}`, family.token);
      const offer = familyPage.getByTestId('move-offer');
      await expect(offer).toContainText(t.orders.move.title);
      await expect(offer).toContainText(targetName);
      await expectAccessible(familyPage);
      await shootBothWidths(familyPage, `parent-move-offer-${language}`);
      // The answer is a keyboard's too: the accept button is reached and pressed without a mouse.
      const acceptButton = offer.getByRole('button', { name: t.orders.move.accept });
      await acceptButton.focus();
      await familyPage.keyboard.press('Enter');
      await expect(offer).toHaveCount(0);
      await expect(familyPage.getByTestId('order-detail')).toContainText(targetName);
      const moved = await call<{ productId: number }>(request, 'GET', `ddcOrder/detail/${order.id}`, { token: family.token, language });
      expect(moved.productId).toBe(target.id);
      expect(errors).toEqual([]);
    });
  });
}
