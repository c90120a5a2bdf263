import { test } from '@playwright/test';
import type { OrderDetail, OrderSummary } from '../../src/shared/api/orders.ts';
import type { ProductDto } from '../../src/shared/api/public-content.ts';
import { ProductCategory } from '../../src/shared/catalogue.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../src/shared/limits.ts';
import { addWorkingDays } from '../../src/shared/working-days.ts';
import { CATALOGUES, expect, interpolate, openSignedIn } from './account-support.ts';
import { call, courseByStaff } from './journey-support.ts';
import { createOrder, expectAccessible, expectStatus, moneyIn, parentWithChild, payBySandboxCard } from './orders-support.ts';
import { LANGUAGES, openIn, skipOffDiagonal, watchConsole } from './support.ts';

/** Issue 28: a transfer's deadline of working days, the whole price first, late enrolment, and a course that books itself. */

const academyDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE_DEFAULT }).format(instant);

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`buying as families do (${language})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('a transfer holds the seat for three working days, shown in the academy’s time and the parent’s own', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const parent = await parentWithChild(request, testInfo, language, 'deadline');
      const order = await createOrder(request, parent, language, 'futureStart');
      const errors = watchConsole(page);
      await openSignedIn(page, language, `/order-detail?id=${order.id}`, parent.token);
      await expectStatus(page, t, 'pendingPayment');

      await page.getByRole('button', { name: t.orders.actions.pay, exact: true }).click();
      const chooser = page.getByRole('dialog', { name: t.orders.pay.title });
      await chooser.getByRole('button', { name: t.orders.pay.transfer }).click();
      await expect(chooser).toBeHidden();

      const detail = await call<OrderDetail>(request, 'GET', `ddcOrder/detail/${order.id}`, { token: parent.token, language });
      const expected = addWorkingDays(new Date(order.createTime), 3, ACADEMY_TIME_ZONE_DEFAULT).getTime();
      // Three working days from the moment transfer was chosen: within the minute the test took.
      expect(Math.abs(Date.parse(detail.expiresAt!) - expected)).toBeLessThan(5 * 60_000);
      const countdown = page.getByTestId('hold-countdown');
      await expect(countdown).toContainText(/\d{4}|\d+\s*月/);
      await expect(countdown.locator('span[aria-hidden="true"]')).toContainText(interpolate(t.orders.hold.remainingDays_other, { count: 2, time: '' }).split(' ')[0]);
      await expect(page.getByTestId('hold-viewer-time')).toContainText(interpolate(t.orders.hold.yourTime, { time: '' }).trim());
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });

    test('a card purchase of a course with a fixed class list books every class: the plan shows them without a tick', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const course = await courseByStaff(request, `${language}-${testInfo.project.name}-${Date.now().toString(36)}`, { sessions: 2, classDays: [1, 2] });
      const parent = await parentWithChild(request, testInfo, language, 'booksitself');
      const order = await call<OrderSummary>(request, 'POST', 'ddcOrder/create', {
        token: parent.token,
        language,
        headers: { 'idempotency-key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` },
        data: { productId: course.productId, childId: parent.childId, answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] } },
      });
      await payBySandboxCard(request, parent.token, language, order.id);
      const errors = watchConsole(page);

      await openSignedIn(page, language, `/order-detail?id=${order.id}`, parent.token);
      await expectStatus(page, t, 'inProgress');

      await page.goto('/user/entitle');
      await page.getByTestId('entitlement-tab-booked').click();
      await expect(page.getByTestId('booking')).toHaveCount(2);
      await expectAccessible(page);

      const sameMonth = course.dates.every((date) => date.slice(0, 7) === academyDay(new Date()).slice(0, 7));
      if (sameMonth) {
        await page.goto('/user/plan');
        await expect(page.getByText(language === 'cn' ? course.name.cn : course.name.en).first()).toBeVisible();
      }
      expect(errors).toEqual([]);
    });

    test('a late enrolment shows what the classes ahead cost, on the course page and in the application', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const response = await request.post('/api/ddcProduct/productList', {
        headers: { language },
        data: { productCategoryId: ProductCategory.Insights, pageNum: 1, pageSize: 100 },
      });
      const list = ((await response.json()) as { data: { list: ProductDto[] } }).data;
      const late = list.list.find((product) => product.lateEnrolment !== null);
      expect(late, 'a seeded course that takes late enrolments').toBeTruthy();
      const quote = late!.lateEnrolment!;
      const line = interpolate(t.products.price.lateRemaining, {
        ahead: quote.classesAhead,
        total: quote.classesTotal,
        price: moneyIn(language, quote.tuition, late!.currency),
      });
      const errors = watchConsole(page);
      await openIn(page, language, `/course-detail?id=${late!.id}`);
      await expect(page.getByTestId('late-enrolment-price').first()).toHaveText(line);
      await expect(page.getByTestId('application-fee').first()).toHaveText(
        interpolate(t.products.price.plusFee, { fee: moneyIn(language, late!.applicationFee, late!.currency) }),
      );

      const parent = await parentWithChild(request, testInfo, language, 'late');
      await openSignedIn(page, language, `/apply?productId=${late!.id}`, parent.token);
      await expect(page.getByTestId('course-summary').getByTestId('late-enrolment-price')).toHaveText(line);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  });
}
