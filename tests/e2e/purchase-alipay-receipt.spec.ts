import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { CATALOGUES, expect, interpolate, openSignedIn } from './account-support.ts';
import { createOrder, expectAccessible, orderDetailOf, parentWithChild } from './orders-support.ts';
import { LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';
import { pdfText } from '../support/pdf-text.ts';

/**
 * Paying with Alipay through the local test checkout (the e2e server offers card, Alipay and
 * WeChat Pay), then downloading the receipt from the order: in both languages, at both widths.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`Alipay and the receipt (${language})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('pays with Alipay in the test checkout and downloads the receipt in the same language', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, testInfo, language, 'alipay');
      const order = await createOrder(request, parent, language, 'anySeat');
      await openSignedIn(page, language, `/order-detail?id=${order.id}&pay=1`, parent.token);

      // The chooser names every way the checkout offers.
      const online = page.getByTestId('pay-by-card');
      await expect(online).toContainText(t.orders.pay.online);
      await expect(online).toContainText(t.orders.paidMethod.alipay);
      await expect(online).toContainText(t.orders.paidMethod.wechat_pay);
      await online.click();

      await expect(page).toHaveURL(/\/sandbox-checkout\?session=/);
      const alipay = page.getByRole('radio', { name: t.orders.paidMethod.alipay });
      await expect(page.getByRole('radio', { name: t.orders.paidMethod.card })).toBeChecked();
      // By keyboard, as a payer without a mouse would choose.
      await page.getByRole('radio', { name: t.orders.paidMethod.card }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(alipay).toBeChecked();
      await expectAccessible(page);
      await page.getByRole('button', { name: t.purchase.sandbox.paySuccess }).click();
      await expect(page).toHaveURL(new RegExp(`/stripe-callback\\?result=success&orderId=${order.id}$`));

      const paid = await orderDetailOf(request, parent.token, language, order.id);
      expect(paid.paidMethod).toBe('alipay');
      expect(paid.receipts).toHaveLength(1);
      const number = paid.receipts[0].number;

      await page.goto(`/order-detail?id=${order.id}`);
      await expect(page.getByTestId('order-paid-method')).toHaveText(t.orders.paidMethod.alipay);
      const receipts = page.getByTestId('order-receipts');
      await expect(receipts).toContainText(interpolate(t.orders.receipts.payment, { number }));
      await expectAccessible(page);

      const download = page.waitForEvent('download');
      await receipts.getByRole('button', { name: interpolate(t.orders.receipts.downloadNamed, { number }) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`receipt-${number}.pdf`);
      const pdf = await readFile((await file.path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [text] = await pdfText(pdf);
      expect(text).toContain(number);
      expect(text).toContain(order.orderSn);
      expect(text).toContain(language === 'cn' ? '付款方式 支付宝' : 'Payment method Alipay');
      expect(errors).toEqual([]);
    });
  });
}
