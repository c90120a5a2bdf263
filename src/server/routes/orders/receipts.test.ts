import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptNumberOf, type OrderDetail } from '../../../shared/api/orders.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { orderDetail } from '../../../../tests/support/factories-orders.ts';
import { createPaymentsTestApp, openCheckoutFor, payingParent, unpaidOrder, type PayingParent } from '../../../../tests/support/factories-payments.ts';
import { memberWithRole } from '../../../../tests/support/factories-staff.ts';
import { embeddedFontNames, pdfText } from '../../../../tests/support/pdf-text.ts';
import { products, users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

/**
 * Receipts (D26): one for the payment and one for each refund, numbered in order without gaps
 * under concurrent payments, printed as a PDF in the parent's language with its text selectable,
 * mailed with "Payment received", and shown to their own family and staff only.
 */

let testApp: AccountsTestApp;
let parent: PayingParent;

beforeAll(async () => {
  testApp = await createPaymentsTestApp({ env: { PAYMENT_METHODS: 'card,alipay,wechat_pay', ACADEMY_TIME_ZONE: 'Asia/Shanghai' } });
  parent = await payingParent(testApp.app);
}, 60_000);
afterAll(() => testApp.close());

/** An order of a 1,290 course on promotion at 1,190, paid through the sandbox by the way given. */
async function paidOrder(method: 'card' | 'alipay' | 'wechat_pay', payer: PayingParent = parent) {
  const order = await unpaidOrder(testApp.app, payer.memberId, { childName: '王小明', tuitionAmount: 119_000, payAmount: 124_000 });
  await testApp.db.update(products).set({ price: 129_000, promotionPrice: 119_000 }).where(eq(products.id, order.productId));
  const { sessionId } = await openCheckoutFor(testApp.app, order, payer.email);
  const done = await post(testApp.app, `/api/payment/sandbox/session/${sessionId}/complete`, { outcome: 'success', method }, { token: payer.token });
  expect(done.statusCode, done.body).toBe(200);
  return order;
}

const receiptResponse = (id: number, options: { token?: string; lang?: 'en' | 'cn'; admin?: boolean } = {}) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/${options.admin ? 'admin/order' : 'ddcOrder'}/receipt/${id}${options.lang ? `?lang=${options.lang}` : ''}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

describe('receipt numbers', () => {
  it('follow one another without gaps or repeats under 20 concurrent payments', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => unpaidOrder(testApp.app, parent.memberId)));
    const sessions = [];
    for (const order of orders) sessions.push((await openCheckoutFor(testApp.app, order, parent.email)).sessionId);
    const answers = await Promise.all(
      sessions.map((sessionId, index) =>
        post(testApp.app, `/api/payment/sandbox/session/${sessionId}/complete`, { outcome: 'success', method: (['card', 'alipay', 'wechat_pay'] as const)[index % 3] }, { token: parent.token }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const numbers = (await Promise.all(orders.map((order) => orderDetail(testApp.app, parent.token, order.id)))).map((detail) => {
      expect(detail.receipts).toHaveLength(1);
      return Number(detail.receipts[0].number.slice(1));
    });
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(sorted.at(-1)! - sorted[0]).toBe(19);
  }, 120_000);
});

describe('a receipt as a PDF', () => {
  let order: Awaited<ReturnType<typeof paidOrder>>;
  let detail: OrderDetail;
  beforeAll(async () => {
    order = await paidOrder('alipay');
    detail = await orderDetail(testApp.app, parent.token, order.id);
  }, 60_000);

  it('is listed on the order with its number and amount', () => {
    expect(detail.paidMethod).toBe('alipay');
    expect(detail.receipts).toEqual([
      { id: expect.any(Number), kind: 'payment', number: expect.stringMatching(/^R\d{6}$/), amount: 124_000, issueTime: detail.paymentTime },
    ]);
  });

  it('reads, in English, the academy, the numbers, the child and course, the amounts, the way and the date', async () => {
    const response = await receiptResponse(detail.receipts[0].id, { token: parent.token, lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${detail.receipts[0].number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [page] = await pdfText(response.rawPayload);
    for (const text of [
      'Everbright Academy',
      'Everbright Academy Ltd.',
      'Receipt',
      `Receipt number ${detail.receipts[0].number}`,
      order.orderSn,
      '王小明',
      order.productNameEn,
      'Tuition $1,290',
      'Discount −$100',
      'Application fee (non-refundable) $50',
      'Total paid $1,240',
      'Payment method Alipay',
      'Paid on',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('reads in Chinese with the Chinese text selectable, from an embedded subset of the CJK font', async () => {
    const response = await receiptResponse(detail.receipts[0].id, { token: parent.token, lang: 'cn' });
    const [page] = await pdfText(response.rawPayload);
    for (const text of ['博睿学院', '收据', `收据编号 ${detail.receipts[0].number}`, '学员 王小明', `课程 ${order.productNameZh}`, '学费', '优惠', '申请费（不退还）', '实付总额', '付款方式 支付宝']) {
      expect(page).toContain(text);
    }
    const fonts = embeddedFontNames(response.rawPayload);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((name) => /^[A-Z]{6}\+NotoSansHans-(Regular|Bold)$/.test(name))).toBe(true);
    // A subset: the whole face is some 8 MB; a receipt carries only its own glyphs.
    expect(response.rawPayload.length).toBeLessThan(400_000);
  });

  it("is in the parent's own language when none is asked for", async () => {
    const chinese = await memberWithRole(testApp.app, 'parent');
    await testApp.db.update(users).set({ language: 'cn' }).where(eq(users.id, chinese.id));
    const theirs = await paidOrder('wechat_pay', { ...chinese, memberId: chinese.id, password: '' });
    const receipt = (await orderDetail(testApp.app, chinese.token, theirs.id)).receipts[0];
    const [page] = await pdfText((await receiptResponse(receipt.id, { token: chinese.token })).rawPayload);
    expect(page).toContain('付款方式 微信支付');
  });

  it('is mailed with "Payment received", which states the amount', async () => {
    const outbox = path.join(testApp.dataDir, 'outbox');
    const find = async () => {
      for (const name of (await readdir(outbox)).sort().reverse()) {
        const raw = await readFile(path.join(outbox, name), 'utf8');
        if (raw.includes(order.orderSn) && /^Subject: Payment received/m.test(raw)) return raw;
      }
      return '';
    };
    await expect.poll(find).toMatch(/Subject: Payment received for order \w+: \$1,240/);
    const raw = await find();
    expect(raw).toMatch(/Content-Type: application\/pdf; name=receipt-R\d{6}\.pdf/);
    expect(raw).toContain(`filename=receipt-${detail.receipts[0].number}.pdf`);
    expect(raw).toContain('by Alipay');
  });

  it("is another family's 404, a visitor's 401 and a parent's 403 in the back office; staff read any", async () => {
    const id = detail.receipts[0].id;
    const stranger = await payingParent(testApp.app);
    const foreign = await receiptResponse(id, { token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect(envelopeOf(foreign).message).toBe('This receipt was not found');
    expect((await receiptResponse(999_999, { token: parent.token })).statusCode).toBe(404);
    expect((await receiptResponse(id)).statusCode).toBe(401);
    expect((await receiptResponse(id, { token: parent.token, admin: true })).statusCode).toBe(403);
    const adviser = await memberWithRole(testApp.app, 'adviser');
    const staff = await receiptResponse(id, { token: adviser.token, admin: true, lang: 'en' });
    expect(staff.statusCode).toBe(200);
    expect((await pdfText(staff.rawPayload))[0]).toContain(order.orderSn);
    const bad = await get(testApp.app, `/api/ddcOrder/receipt/${id}?lang=fr`, { token: parent.token });
    expect(bad.statusCode).toBe(400);
  });

  it('is issued again for a refund, with its amount and percent, the way the payment came', async () => {
    const refund = await post(testApp.app, `/api/ddcOrder/refund/${order.id}`, undefined, { token: parent.token });
    expect(refund.statusCode, refund.body).toBe(200);
    const { amount, percent } = envelopeOf(refund).data as { amount: number; percent: number };
    const after = await orderDetail(testApp.app, parent.token, order.id);
    expect(after.receipts.map((receipt) => receipt.kind)).toEqual(['payment', 'refund']);
    const refundReceipt = after.receipts[1];
    expect(refundReceipt.amount).toBe(amount);
    expect(Number(refundReceipt.number.slice(1))).toBeGreaterThan(Number(after.receipts[0].number.slice(1)));
    const [english] = await pdfText((await receiptResponse(refundReceipt.id, { token: parent.token, lang: 'en' })).rawPayload);
    expect(english).toContain('Refund receipt');
    expect(english).toContain(`Refund: ${percent}% of the tuition`);
    expect(english).toContain('Refunded to: Alipay');
    const [chinese] = await pdfText((await receiptResponse(refundReceipt.id, { token: parent.token, lang: 'cn' })).rawPayload);
    expect(chinese).toContain('退款收据');
    expect(chinese).toContain(`退款：学费的 ${percent}%`);
    expect(chinese).toContain('退回至：支付宝');
    expect(receiptNumberOf(7)).toBe('R000007');
  });
});
