import { test, type APIRequestContext, type Page } from '@playwright/test';
import { APPLICATION_FEE, OrderStatus, type OrderDetail } from '../../src/shared/api/orders.ts';
import type { ProductDto } from '../../src/shared/api/public-content.ts';
import { ProductCategory } from '../../src/shared/catalogue.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../src/shared/limits.ts';
import {
  addChildByApi,
  CATALOGUES,
  catalogueText,
  expect,
  gotoPage,
  interpolate,
  openSignedIn,
  signedInParent,
  toast,
  type Catalogue,
} from './account-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal, watchConsole, type UiLanguage } from './support.ts';

/**
 * Buying a course by card with the sandbox provider (issue 4, D9): apply (child, questions,
 * review with the refund policy), the order's Pay button, the test checkout, and the payment
 * return page with its countdown back to the orders. Each test has its own parent and child, and
 * buys an Inspire course (59), which has no seats for parallel tests to use up.
 */

const CHILD = { name: 'Mia Chen', gender: 'female', birthDate: '2010-05-20', grade: 'G10' };

/** Whole currency units as digits only, so that the check holds whatever the locale's grouping. */
const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');
const wholeUnits = (minorUnits: number) => String(minorUnits / 100);

async function envelopeData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/**
 * An Inspire course for the child's grade (another would first ask to confirm the grade); with
 * `promoted`, one whose promotion shows the usual price struck through.
 */
async function inspireCourse(request: APIRequestContext, language: UiLanguage, promoted: boolean): Promise<ProductDto> {
  const page = await envelopeData<{ list: ProductDto[] }>(
    await request.post('/api/ddcProduct/productList', {
      data: { productCategoryId: ProductCategory.Inspire, pageNum: 1, pageSize: 50 },
      headers: { language },
    }),
  );
  const forChild = page.list.filter((product) => product.grades.includes(CHILD.grade));
  const withPromotion = forChild.find((product) => product.promotionPrice != null && product.promotionPrice < product.price);
  const course = promoted ? withPromotion : forChild.find((product) => product !== withPromotion);
  expect(course, 'a seeded Inspire course').toBeTruthy();
  return course!;
}

async function orderOf(request: APIRequestContext, token: string, orderId: number, language: UiLanguage): Promise<OrderDetail> {
  return envelopeData<OrderDetail>(
    await request.get(`/api/ddcOrder/detail/${orderId}`, { headers: { language, authorization: `Bearer ${token}` } }),
  );
}

/** A fresh parent with one child, signed in on /apply for the course. */
async function startApplication(page: Page, request: APIRequestContext, language: UiLanguage, prefix: string, promoted = false) {
  const parent = await signedInParent(request, test.info(), language, prefix);
  await addChildByApi(request, parent.token, language, CHILD);
  const course = await inspireCourse(request, language, promoted);
  await openSignedIn(page, language, `/apply?productId=${course.id}`, parent.token);
  await expect(page.getByTestId('course-summary')).toContainText(course.name);
  return { parent, course };
}

const stepTitle = (page: Page) => page.getByTestId('step-title');

/** Today in the academy's time zone (the portal's default), as `YYYY-MM-DD`. */
const academyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE_DEFAULT }).format(new Date());

/** Child, questions, review: every step refuses to go on until it is complete; then confirm. */
async function applyAndConfirm(page: Page, t: Catalogue, course: ProductDto, options: { axe?: boolean } = {}): Promise<number> {
  const next = page.getByRole('button', { name: t.purchase.wizard.next, exact: true });

  await expect(stepTitle(page)).toHaveText(t.purchase.steps.child);
  await next.click();
  await expect(page.getByText(t.purchase.child.required)).toBeVisible();
  await page.getByTestId('child-choices').getByRole('radio', { name: new RegExp(CHILD.name) }).click();
  await next.click();

  await expect(stepTitle(page)).toHaveText(t.purchase.steps.questions);
  const processes = page.getByTestId('processes-choices');
  const outcomes = page.getByTestId('outcomes-choices');
  const option = (group: typeof processes, label: string) => group.getByRole('checkbox', { name: label, exact: true });
  await option(processes, t.purchase.processes.guidedInquiry.label).click();
  await next.click();
  // One process and no outcome: both counts are refused, and the step stays.
  await expect(page.getByText(interpolate(t.purchase.questions.processesError, { min: 2, max: 3 }))).toBeVisible();
  await expect(page.getByText(interpolate(t.purchase.questions.outcomesError, { min: 1, max: 2 }))).toBeVisible();
  await expect(stepTitle(page)).toHaveText(t.purchase.steps.questions);
  await option(processes, t.purchase.processes.projectWork.label).click();
  await option(processes, t.purchase.processes.problemSolving.label).click();
  // Three processes is the most: the others can no longer be chosen.
  await expect(option(processes, t.purchase.processes.seminarDiscussion.label)).toBeDisabled();
  await option(outcomes, t.purchase.outcomes.confidence.label).click();
  await next.click();

  await expect(stepTitle(page)).toHaveText(t.purchase.steps.review);
  const tuition = course.promotionPrice != null && course.promotionPrice < course.price ? course.promotionPrice : course.price;
  expect(digitsOf(await page.getByTestId('total').textContent())).toBe(wholeUnits(tuition + APPLICATION_FEE));
  const policy = page.getByTestId('refund-policy');
  await expect(policy.getByRole('row')).toHaveCount(5);
  await expect(policy.locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(page.getByText(interpolate(t.purchase.refund.terms, { days: 5 }))).toBeVisible();
  if (options.axe) await expectNoAxeViolations(page);

  const confirm = page.getByTestId('confirm-order');
  await confirm.click();
  await expect(page.getByText(t.purchase.review.acceptRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: t.purchase.review.accept }).check();
  // A double click sends one attempt with one Idempotency-Key: one order.
  await confirm.dblclick();

  await expect(page).toHaveURL(/\/order-detail\?id=\d+&pay=1$/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

/**
 * What the order page's countdown shows: its "until" part (the deadline's clock time) and the
 * seconds it says are left ("12:05 left", "1:02:05 left").
 */
async function countdownShown(page: Page): Promise<{ until: string; secondsLeft: number }> {
  const countdown = page.getByTestId('hold-countdown');
  await expect(countdown.locator('span[aria-hidden="true"]')).toBeVisible();
  const left = (await countdown.locator('span[aria-hidden="true"]').textContent()) ?? '';
  const parts = /(\d+(?::\d\d)+)/.exec(left)?.[1].split(':').map(Number) ?? [];
  expect(parts.length, left).toBeGreaterThan(1);
  const whole = (await countdown.textContent()) ?? '';
  return { until: whole.slice(0, whole.indexOf(' · ')), secondsLeft: parts.reduce((total, part) => total * 60 + part, 0) };
}

/** The order page opens its pay chooser (`pay=1`); paying by card leads to the test checkout. */
async function payByCard(page: Page, t: Catalogue, course: ProductDto) {
  await page.getByTestId('pay-by-card').click();
  await expect(page).toHaveURL(/\/sandbox-checkout\?session=/);
  await expect(page.getByTestId('test-banner')).toContainText(t.purchase.sandbox.banner);
  await expect(page.getByTestId('checkout-facts')).toContainText(course.name);
}

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`purchase by card (${language})`, () => {
    // Each test walks the whole purchase (three steps, two order pages and the checkout) and a
    // 5-second countdown, on two shared cores: more than the default 45 s when the machine is busy.
    test.describe.configure({ timeout: 90_000 });

    test('applies, pays successfully and counts down back to the orders', async ({ page, request }) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const { parent, course } = await startApplication(page, request, language, 'buyok', true);
      await expect(page.getByTestId('course-summary').locator('s')).toBeVisible();
      const orderId = await applyAndConfirm(page, t, course, { axe: true });

      const list = await envelopeData<{ total: number }>(
        await request.get('/api/ddcOrder/list?status=-1', { headers: { language, authorization: `Bearer ${parent.token}` } }),
      );
      expect(list.total).toBe(1);

      await payByCard(page, t, course);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.purchase.sandbox.paySuccess }).click();

      await expect(page).toHaveURL(new RegExp(`/stripe-callback\\?result=success&orderId=${orderId}$`));
      await expect(toast(page, t.purchase.return.paymentSuccessful)).toBeVisible();
      await expect(page.getByTestId('outcome-title')).toHaveText(t.purchase.return.successTitle);
      await expect(page.getByTestId('return-countdown')).toHaveText(catalogueText(t.purchase.return.countdown_other, { count: '\\d' }));
      // Paid, and already in progress when the course has begun: its entitlement activates at once (D11).
      const paidStatus = course.equityDateStart <= academyToday() ? OrderStatus.InProgress : OrderStatus.Paid;
      expect((await orderOf(request, parent.token, orderId, language)).status).toBe(paidStatus);

      await expect(page).toHaveURL(/\/user\/order$/, { timeout: 15_000 });
      const card = page.getByTestId('order-card').filter({ hasText: course.name });
      await expect(card.getByTestId('order-status')).toHaveAttribute('data-status', String(paidStatus));
      expect(errors).toEqual([]);
    });

    test('a declined card goes back to the order, which can still be paid', async ({ page, request }) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const { parent, course } = await startApplication(page, request, language, 'buyko');
      const orderId = await applyAndConfirm(page, t, course);
      await payByCard(page, t, course);
      await page.getByRole('button', { name: t.purchase.sandbox.payFailure }).click();

      await expect(page).toHaveURL(new RegExp(`/stripe-callback\\?result=failure&orderId=${orderId}$`));
      await expect(page.getByTestId('outcome-title')).toHaveText(t.purchase.return.failureTitle);
      await page.getByRole('link', { name: t.purchase.return.tryAgain }).click();

      await expect(page).toHaveURL(new RegExp(`/order-detail\\?id=${orderId}&pay=1$`));
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', String(OrderStatus.PendingPayment));
      await expect(page.getByTestId('pay-by-card')).toBeVisible();
      const order = await orderOf(request, parent.token, orderId, language);
      expect(order.status).toBe(OrderStatus.PendingPayment);
      expect(order.allowedActions).toContain('pay');
      expect(errors).toEqual([]);
    });

    test('a cancelled checkout keeps the order and says for how long', async ({ page, request }) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const { parent, course } = await startApplication(page, request, language, 'buycx');
      const orderId = await applyAndConfirm(page, t, course);
      const placed = await orderOf(request, parent.token, orderId, language);
      const before = await countdownShown(page);
      const shownAt = Date.now();
      await payByCard(page, t, course);
      const checkoutUrl = page.url();
      // Opening the checkout leaves the deadline where it was (ADR 017).
      const inPayment = await orderOf(request, parent.token, orderId, language);
      expect(inPayment.status).toBe(OrderStatus.InPayment);
      expect(inPayment.expiresAt).toBe(placed.expiresAt);
      // The order page, while the checkout is open, counts to the same deadline: no jump.
      await gotoPage(page, `/order-detail?id=${orderId}`);
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', String(OrderStatus.InPayment));
      const during = await countdownShown(page);
      expect(during.until).toBe(before.until);
      expect(during.secondsLeft).toBeLessThanOrEqual(before.secondsLeft);
      await gotoPage(page, checkoutUrl);
      await page.getByRole('button', { name: t.purchase.sandbox.cancel }).click();

      await expect(page).toHaveURL(new RegExp(`/stripe-callback\\?result=cancel&orderId=${orderId}$`));
      await expect(page.getByTestId('outcome-title')).toHaveText(t.purchase.return.cancelTitle);
      await expect(page.getByText(catalogueText(t.purchase.return.cancelBodyMinutes_other, { count: '\\d+' }))).toBeVisible();
      const order = await orderOf(request, parent.token, orderId, language);
      expect(order.status).toBe(OrderStatus.PendingPayment);
      expect(order.expiresAt).not.toBeNull();

      // The checkout is closed now: opened again, it says so and leads back to the order.
      await page.getByRole('button', { name: t.purchase.return.stay }).click();
      await expect(page.getByTestId('return-countdown')).toHaveText(t.purchase.return.stayed);
      await page.goto(checkoutUrl);
      await expect(page.getByTestId('checkout-closed')).toContainText(t.purchase.sandbox.closed.cancelled);
      await page.getByRole('link', { name: t.purchase.sandbox.openOrder }).click();
      await expect(page).toHaveURL(new RegExp(`/order-detail\\?id=${orderId}$`));
      // The timer did not jump: the same deadline, and only the time spent since has gone.
      const after = await countdownShown(page);
      expect(after.until).toBe(before.until);
      expect(after.secondsLeft).toBeLessThanOrEqual(before.secondsLeft);
      expect(after.secondsLeft).toBeGreaterThanOrEqual(before.secondsLeft - Math.ceil((Date.now() - shownAt) / 1000) - 1);
      expect((await orderOf(request, parent.token, orderId, language)).expiresAt).toBe(placed.expiresAt);
      expect(errors).toEqual([]);
    });

    test('past the deadline, the order page waits for a card payment and shows it when it comes', async ({ page, browser, request }) => {
      skipOffDiagonal(page, language);
      const { parent, course } = await startApplication(page, request, language, 'buylt');
      const orderId = await applyAndConfirm(page, t, course);
      await payByCard(page, t, course);
      const { expiresAt } = await orderOf(request, parent.token, orderId, language);

      // A second browser whose clock has passed the deadline, as if the parent had paid at the last
      // moment. A context of its own: a page's clock is its context's, and the checkout must keep
      // the present.
      const lateBrowser = await browser.newContext({ viewport: page.viewportSize() });
      const late = await lateBrowser.newPage();
      const errors = watchConsole(late);
      await late.clock.setFixedTime(Date.parse(expiresAt!) + 60_000);
      await openSignedIn(late, language, `/order-detail?id=${orderId}`, parent.token);
      await expect(late.getByTestId('hold-countdown')).toHaveText(t.orders.hold.expiredInPayment);

      await page.getByRole('button', { name: t.purchase.sandbox.paySuccess }).click();
      await expect(page).toHaveURL(new RegExp(`/stripe-callback\\?result=success&orderId=${orderId}$`));
      // Without a reload: the page asks again every few seconds while the payment may be on its way.
      await expect(late.getByTestId('order-detail')).not.toHaveAttribute('data-status', String(OrderStatus.InPayment), { timeout: 15_000 });
      await expect(late.getByTestId('hold-countdown')).toHaveCount(0);
      expect(errors).toEqual([]);
      await lateBrowser.close();
    });

    test('a sold-out course cannot be applied for, and offers its waitlist instead', async ({ page, request }) => {
      skipOffDiagonal(page, language);
      const parent = await signedInParent(request, test.info(), language, 'buyso');
      const listed = await envelopeData<{ list: ProductDto[] }>(
        await request.post('/api/ddcProduct/productList', {
          data: { productCategoryId: ProductCategory.Insights, pageNum: 1, pageSize: 50 },
          headers: { language },
        }),
      );
      const soldOut = listed.list.find((product) => product.stock === 0 && product.enrolment === 'open');
      expect(soldOut, 'a seeded sold-out Insights course that has not begun').toBeTruthy();
      await openSignedIn(page, language, `/apply?productId=${soldOut!.id}`, parent.token);
      await expect(page.getByTestId('sold-out-badge')).toHaveText(t.common.classStatus.full);
      // A full course takes no order, but offers its waitlist (D32) instead.
      await expect(page.getByTestId('waitlist')).toContainText(t.purchase.waitlist.title);
      await expect(page.getByRole('button', { name: t.purchase.wizard.next })).toHaveCount(0);
    });
  });
}
