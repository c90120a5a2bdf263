import { test } from '@playwright/test';
import { samplePng } from '../support/upload-samples.ts';
import { CATALOGUES, expect, gotoPage, interpolate, openSignedIn, toast } from './account-support.ts';
import { courseByStaff } from './journey-support.ts';
import { confirmTransferAsStaff, expectAccessible, expectStatus, moneyIn, orderOf, parentWithChild } from './orders-support.ts';
import { LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`orders: wire transfer (${language})`, () => {
    // A purchase, an upload, a staff confirmation and three family pages: room for a busy machine.
    test.describe.configure({ timeout: 90_000 });

    test('pays by transfer with a proof, staff confirm it, and the course books itself', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const parent = await parentWithChild(request, testInfo, language, 'wire');
      // A course that has not started, with a fixed class list (D28): two classes, two sessions.
      const course = await courseByStaff(request, `${language}-${testInfo.project.name}-${Date.now().toString(36)}`, { sessions: 2, classDays: [8, 15] });
      const order = await orderOf(request, parent, language, course.productId);
      const errors = watchConsole(page);
      await openSignedIn(page, language, `/order-detail?id=${order.id}`, parent.token);

      await expectStatus(page, t, 'pendingPayment');
      await expect(page.getByTestId('hold-countdown')).toContainText(t.orders.hold.until.split('{{')[0].trim());
      await expect(page.getByTestId('order-total')).toHaveText(moneyIn(language, order.payAmount, order.currency));

      await page.getByRole('button', { name: t.orders.actions.pay, exact: true }).click();
      const chooser = page.getByRole('dialog', { name: t.orders.pay.title });
      await expect(chooser).toContainText(interpolate(t.orders.pay.amount, { amount: moneyIn(language, order.payAmount, order.currency) }));
      await chooser.getByRole('button', { name: t.orders.pay.transfer }).click();
      await expect(chooser).toBeHidden();

      // The academy's account and the order's reference to write on the transfer.
      const panel = page.getByTestId('transfer-panel');
      await expect(panel.getByRole('heading', { name: t.orders.transfer.title })).toBeFocused();
      await expect(panel.getByTestId('bank-reference')).toHaveText(order.orderSn);
      await expect(panel.getByTestId('bank-amount')).toHaveText(moneyIn(language, order.payAmount, order.currency));
      for (const field of ['beneficiary', 'bank', 'account', 'swift'] as const) {
        await expect(panel.getByTestId(`bank-${field}`)).not.toBeEmpty();
      }
      await expect(panel).toContainText(order.orderSn);
      await expect(panel.getByRole('button', { name: interpolate(t.orders.transfer.copy, { field: t.orders.transfer.account }) })).toBeVisible();
      await expectAccessible(page);

      await panel.locator('input[type="file"]').setInputFiles({ name: 'bank-receipt.png', mimeType: 'image/png', buffer: samplePng() });
      await expect(toast(page, t.orders.transfer.submitted)).toBeVisible();
      await expectStatus(page, t, 'underReview');
      await expect(panel).toBeHidden();
      await expect(page.getByTestId('order-under-review')).toBeVisible();
      await expect(page.getByTestId('transfer-proof')).toContainText('bank-receipt.png');
      await expect(page.getByTestId('order-pay-type')).toHaveText(t.orders.payType.offline);
      await expect(page.getByTestId('order-actions')).toContainText(t.orders.detail.noActions);
      await expectAccessible(page);

      await confirmTransferAsStaff(request, order.id);
      await gotoPage(page, 'reload');
      // Paid, then active and booked in the same step (D28).
      await expectStatus(page, t, 'inProgress');
      const history = page.getByTestId('order-history-entry');
      // Placed, transfer chosen, receipt, confirmed, activated, classes booked.
      await expect(history).toHaveCount(6);
      await expect(history.filter({ hasText: t.orders.actor.staff })).toContainText(t.orders.status.paid);

      await gotoPage(page, '/user/entitle');
      const card = page.getByTestId('entitlement-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('entitlement-status')).toHaveText(t.orders.entitlements.status.pendingUse);
      await expect(card).toContainText(order.productName);
      await expect(card).toContainText(parent.childName);
      await expect(page.getByTestId('entitlement-tab-pendingUse')).toContainText('1');
      await expect(card.getByRole('link', { name: interpolate(t.orders.entitlements.order, { orderSn: order.orderSn }) })).toHaveAttribute(
        'href',
        `/order-detail?id=${order.id}`,
      );
      await expectAccessible(page);

      // Every class is booked without a tick.
      await page.getByTestId('entitlement-tab-booked').click();
      await expect(page.getByTestId('booking').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
