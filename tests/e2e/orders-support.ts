import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { ChildDto } from '../../src/shared/api/accounts.ts';
import { ProductCategory } from '../../src/shared/catalogue.ts';
import type { OrderDetail, OrderSummary, PayAnswer } from '../../src/shared/api/orders.ts';
import type { ProductDto } from '../../src/shared/api/public-content.ts';
import { formatMoney } from '../../src/shared/money.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../src/shared/limits.ts';
import { addChildByApi, expect, signedInParent, type Catalogue } from './account-support.ts';
import { E2E_ADMIN_SETTLED_PASSWORD } from './global-setup.ts';
import { expectNoAxeViolations, type UiLanguage } from './support.ts';

/** Helpers of the order browser tests (issue 4): orders made and paid through the API. */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; language: UiLanguage; data?: unknown; headers?: Record<string, string> },
): Promise<T> {
  const headers: Record<string, string> = { language: options.language, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await request.fetch(`/api/${path}`, { method, headers, data: options.data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** A fresh parent, signed in through the API, with one child. */
export async function parentWithChild(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, prefix: string, childName = 'Nora Lin') {
  const parent = await signedInParent(request, testInfo, language, prefix);
  await addChildByApi(request, parent.token, language, { name: childName, gender: 'female', birthDate: '2014-03-09', grade: 'G6' });
  const children = await call<ChildDto[]>(request, 'GET', 'ddcChild/list', { token: parent.token, language });
  return { ...parent, childId: children[0].id, childName: children[0].name };
}

interface ProductRow {
  id: number;
  name: string;
  productCategoryId: number;
  stock: number | null;
  equityDateStart: string;
  enrolment: ProductDto['enrolment'];
}

/** The courses of a category that take applications now (D21). */
async function productsOf(request: APIRequestContext, categoryId: number): Promise<ProductRow[]> {
  const data = await call<{ list: ProductRow[] }>(request, 'POST', 'ddcProduct/productList', {
    language: 'en',
    data: { productCategoryId: categoryId, pageNum: 1, pageSize: 100 },
  });
  return data.list.filter((product) => product.enrolment !== 'closed');
}

/** Today in the academy's time zone, as the refund policy and activation by date count it. */
const academyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE_DEFAULT }).format(new Date());

/**
 * Products an order can be placed on, best first.
 * - `anySeat`: Inspire (category 59) has no stock, so parallel tests never run out.
 * - `futureStart`: a course that has not started, so that a refund returns part of the tuition
 *   and the entitlement stays pending activation (activation by date would otherwise race the
 *   test); these are Insights courses with seats, the fullest first.
 */
export async function productCandidates(request: APIRequestContext, kind: 'anySeat' | 'futureStart'): Promise<ProductRow[]> {
  if (kind === 'anySeat') return productsOf(request, ProductCategory.Inspire);
  const today = academyToday();
  const insights = await productsOf(request, ProductCategory.Insights);
  const future = insights.filter((product) => product.equityDateStart > today && (product.stock ?? 0) > 0);
  return future.sort((a, b) => (b.stock ?? 0) - (a.stock ?? 0));
}

/**
 * `ddcOrder/create` on the first candidate with a seat left (tests in parallel take seats too).
 */
export async function createOrder(
  request: APIRequestContext,
  parent: { token: string; childId: number },
  language: UiLanguage,
  kind: 'anySeat' | 'futureStart',
): Promise<OrderSummary> {
  const candidates = await productCandidates(request, kind);
  expect(candidates.length, `a product for "${kind}" in the seed`).toBeGreaterThan(0);
  for (const product of candidates) {
    const response = await request.post('/api/ddcOrder/create', {
      headers: {
        language,
        authorization: `Bearer ${parent.token}`,
        'idempotency-key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      },
      data: {
        productId: product.id,
        childId: parent.childId,
        answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] },
      },
    });
    const body = (await response.json()) as Envelope<OrderSummary>;
    if (body.code === 200) return body.data;
    // Sold out (or begun) meanwhile: the next course.
    expect(body.code, body.message).toBe(409);
  }
  throw new Error(`every "${kind}" product is sold out`);
}

/** `ddcOrder/create` of one course for the parent's child. */
export async function orderOf(request: APIRequestContext, parent: { token: string; childId: number }, language: UiLanguage, productId: number): Promise<OrderSummary> {
  return call<OrderSummary>(request, 'POST', 'ddcOrder/create', {
    token: parent.token,
    language,
    headers: { 'idempotency-key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` },
    data: { productId, childId: parent.childId, answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] } },
  });
}

export const orderDetailOf = (request: APIRequestContext, token: string, language: UiLanguage, id: number) =>
  call<OrderDetail>(request, 'GET', `ddcOrder/detail/${id}`, { token, language });

/** Pays with the sandbox card through the API: the checkout opens, then succeeds (D9). */
export async function payBySandboxCard(request: APIRequestContext, token: string, language: UiLanguage, id: number) {
  const answer = await call<PayAnswer>(request, 'POST', `ddcOrder/pay/${id}`, { token, language, data: { payType: 1 } });
  if (answer.payType !== 1) throw new Error('expected a card checkout');
  const session = new URL(answer.checkoutUrl, 'http://localhost').searchParams.get('session');
  expect(session, answer.checkoutUrl).toBeTruthy();
  await call(request, 'POST', `payment/sandbox/session/${session}/complete`, { token, language, data: { outcome: 'success' } });
}

/** The seeded staff account `admin`, signed in with the password global-setup.ts chose for it. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const data = await call<{ token: string }>(request, 'POST', 'sso/login', {
    language: 'en',
    data: { username: 'admin', password: E2E_ADMIN_SETTLED_PASSWORD },
  });
  return data.token;
}

export async function confirmTransferAsStaff(request: APIRequestContext, id: number) {
  await call(request, 'POST', `admin/order/confirmTransfer/${id}`, { token: await staffToken(request), language: 'en' });
}

/** Money as the pages write it in this language. */
export const moneyIn = (language: UiLanguage, minorUnits: number, currency: string) =>
  formatMoney(minorUnits, currency, language === 'cn' ? 'zh-CN' : 'en-GB');

/** The order's status badge on the detail page. */
export const statusBadge = (page: Page): Locator => page.getByTestId('order-detail').getByTestId('order-status').first();

export async function expectStatus(page: Page, t: Catalogue, key: keyof Catalogue['orders']['status']) {
  await expect(statusBadge(page)).toHaveText(t.orders.status[key]);
}

/**
 * Axe over the page once the toasts have gone: a toast lies over the header for its 3 s, which
 * axe reads as header links too small to hit (target-size).
 */
export async function expectAccessible(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectNoAxeViolations(page);
}
