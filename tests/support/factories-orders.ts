import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApplicationAnswers, OrderDetail, OrderSummary } from '../../src/shared/api/orders.ts';
import type { App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { insertRows } from '../../src/server/db/insert-rows.ts';
import { orderHistory, orders, products, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/domain/accounts/password-hashing.ts';
import {
  createAccountsTestApp,
  envelopeOf,
  GOOD_PASSWORD,
  post,
  signedInParent,
  signIn,
  type AccountsTestApp,
  type CallOptions,
} from './factories-accounts.ts';
import { createProduct, createProductCategories } from './factories.ts';
import { multipartBody, samplePng } from './upload-samples.ts';

/**
 * Builders for the order, payment and entitlement tests (issue 4): an app with product
 * categories, parents with a child, staff, and orders in each status reached through the real
 * endpoints.
 */

/** Answers the application questions accept. */
export const anyAnswers: ApplicationAnswers = { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] };

export const CHILD = { name: 'Ada Chen', gender: 'female', birthDate: '2014-05-17', grade: 'G6', school: 'Riverside Primary', notes: '' };

/** The accounts test app (grades, manual clock, own data directory) with the two product categories. */
export async function createOrdersTestApp(options: Parameters<typeof createAccountsTestApp>[0] = {}): Promise<AccountsTestApp> {
  const testApp = await createAccountsTestApp(options);
  await createProductCategories(testApp.db);
  return testApp;
}

export { createProduct };

const staffTokens = new WeakMap<App, Promise<string>>();

/**
 * A signed-in staff member of this app, made once per app; its session lasts SESSION_TTL_HOURS
 * of the app's clock, so a test that moves the clock by days should sign in again.
 */
export function staffToken(app: App): Promise<string> {
  let token = staffTokens.get(app);
  if (!token) {
    token = newStaffToken(app);
    staffTokens.set(app, token);
  }
  return token;
}

/** Another staff member, signed in at the app's present time. */
export async function newStaffToken(app: App): Promise<string> {
  const username = `staff${randomUUID().slice(0, 8)}`;
  await insertRows(app.db, users, [
    { username, email: `${username}@example.com`, passwordHash: await hashPassword(GOOD_PASSWORD), role: 'admin', nickname: 'Staff' },
  ]);
  return signIn(app, username, GOOD_PASSWORD);
}

export async function childFor(app: App, token: string, overrides: Partial<typeof CHILD> = {}): Promise<number> {
  const response = await post(app, '/api/ddcChild/create', { ...CHILD, ...overrides }, { token });
  if (response.statusCode !== 200) throw new Error(`child not created: ${response.body}`);
  return (envelopeOf(response).data as { id: number }).id;
}

/** A registered, signed-in parent with one child. */
export async function parentWithChild(app: App) {
  const parent = await signedInParent(app);
  return { ...parent, childId: await childFor(app, parent.token) };
}

/** `ddcOrder/create` as the raw response, with a fresh idempotency key unless one is given. */
export function requestOrder(
  app: App,
  token: string,
  body: { productId: number; childId: number; answers?: ApplicationAnswers },
  options: CallOptions & { idempotencyKey?: string | null } = {},
) {
  const key = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey;
  return app.inject({
    method: 'POST',
    url: '/api/ddcOrder/create',
    headers: {
      language: options.language ?? 'en',
      authorization: `Bearer ${token}`,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: { answers: anyAnswers, ...body },
  });
}

/** An order in status 0 for the parent's child. */
export async function createOrderFor(app: App, token: string, productId: number, childId: number): Promise<OrderSummary> {
  const response = await requestOrder(app, token, { productId, childId });
  if (response.statusCode !== 200) throw new Error(`order not created: ${response.body}`);
  return envelopeOf(response).data as OrderSummary;
}

export async function orderDetail(app: App, token: string, orderId: number, language: 'en' | 'cn' = 'en'): Promise<OrderDetail> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/ddcOrder/detail/${orderId}`,
    headers: { authorization: `Bearer ${token}`, language },
  });
  if (response.statusCode !== 200) throw new Error(`no order detail: ${response.body}`);
  return envelopeOf(response).data as OrderDetail;
}

/** A PNG uploaded by the parent as a document; answers its key. */
export async function uploadReceipt(app: App, token: string): Promise<string> {
  const form = multipartBody({ name: 'receipt.png', bytes: samplePng() });
  const response = await app.inject({
    method: 'POST',
    url: '/api/minio/upload?purpose=document',
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return (envelopeOf(response).data as { key: string }).key;
}

/** Status 6: the parent sent a transfer receipt. */
export async function sendTransferProof(app: App, token: string, orderId: number): Promise<OrderDetail> {
  const fileKey = await uploadReceipt(app, token);
  const response = await post(app, `/api/ddcOrder/transferProof/${orderId}`, { fileKey }, { token });
  if (response.statusCode !== 200) throw new Error(`proof refused: ${response.body}`);
  return envelopeOf(response).data as OrderDetail;
}

/** Status 1 by wire transfer: receipt, then staff confirm. */
export async function createPaidOrder(app: App, token: string, productId: number, childId: number): Promise<OrderDetail> {
  const order = await createOrderFor(app, token, productId, childId);
  await sendTransferProof(app, token, order.id);
  const response = await post(app, `/api/admin/order/confirmTransfer/${order.id}`, undefined, { token: await staffToken(app) });
  if (response.statusCode !== 200) throw new Error(`confirm refused: ${response.body}`);
  return envelopeOf(response).data as OrderDetail;
}

/** Status 1 by the sandbox card: pay, then the sandbox checkout page's "success". */
export async function createCardPaidOrder(app: App, token: string, productId: number, childId: number): Promise<OrderDetail> {
  const order = await createOrderFor(app, token, productId, childId);
  const paid = await post(app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token });
  if (paid.statusCode !== 200) throw new Error(`pay refused: ${paid.body}`);
  const { checkoutUrl } = envelopeOf(paid).data as { checkoutUrl: string };
  const session = new URL(checkoutUrl, 'http://localhost').searchParams.get('session');
  const completed = await post(app, `/api/payment/sandbox/session/${session}/complete`, { outcome: 'success' }, { token });
  if (completed.statusCode !== 200) throw new Error(`sandbox payment refused: ${completed.body}`);
  return orderDetail(app, token, order.id);
}

/** What a refused change must leave as it was: the status, the timeline's length and the seats. */
export async function orderFootprint(db: Db, orderId: number) {
  const [order] = await db.select({ status: orders.status, productId: orders.productId, holdsSeat: orders.holdsSeat }).from(orders).where(eq(orders.id, orderId));
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, order.productId));
  const history = await db.$count(orderHistory, eq(orderHistory.orderId, orderId));
  return { status: order.status, holdsSeat: order.holdsSeat, history, stock: product.stock };
}

export async function stockOf(db: Db, productId: number): Promise<number | null> {
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return product.stock;
}
