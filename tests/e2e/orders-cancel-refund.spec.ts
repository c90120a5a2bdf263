import { test } from '@playwright/test';
import { quoteRefund, REFUND_PROCESSING_BUSINESS_DAYS } from '../../src/shared/refund-policy.ts';
import { CATALOGUES, expect, gotoPage, interpolate, openSignedIn, toast } from './account-support.ts';
import { createOrder, expectAccessible, expectStatus, moneyIn, orderDetailOf, parentWithChild, payBySandboxCard } from './orders-support.ts';
import { LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`orders: cancel and refund (${language})`, () => {
    test('cancels an unpaid order after confirming, and the list files it under closed', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const parent = await parentWithChild(request, testInfo, language, 'cncl');
      const order = await createOrder(request, parent, language, 'anySeat');
      const errors = watchConsole(page);
      // As /apply sends the parent here: the choice of payment opens by itself.
      await openSignedIn(page, language, `/order-detail?id=${order.id}&pay=1`, parent.token);
      const chooser = page.getByRole('dialog', { name: t.orders.pay.title });
      await expect(chooser).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(chooser).toBeHidden();
      // It opens from the keyboard too, and closes with its labelled button.
      await page.getByRole('button', { name: t.orders.actions.pay, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(chooser).toBeVisible();
      await chooser.getByRole('button', { name: t.common.close }).click();
      await expect(chooser).toBeHidden();
      await expectStatus(page, t, 'pendingPayment');

      await page.getByRole('button', { name: t.orders.actions.cancel, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t.orders.cancel.title });
      await expect(confirm).toContainText(interpolate(t.orders.cancel.body, { child: parent.childName }));
      // Keeping it changes nothing.
      await confirm.getByRole('button', { name: t.orders.cancel.keep }).click();
      await expect(confirm).toBeHidden();
      await expectStatus(page, t, 'pendingPayment');

      await page.getByRole('button', { name: t.orders.actions.cancel, exact: true }).click();
      await confirm.getByRole('button', { name: t.orders.cancel.confirm, exact: true }).click();
      await expect(toast(page, t.orders.cancel.success)).toBeVisible();
      await expectStatus(page, t, 'closed');
      await expect(page.getByTestId('hold-countdown')).toHaveCount(0);
      await expect(page.getByTestId('order-actions')).toContainText(t.orders.detail.noActions);
      await expect(page.getByTestId('order-history-entry').last()).toContainText(t.orders.status.closed);

      // The list: one order in all, one under closed, none pending.
      await page.getByRole('link', { name: t.orders.detail.back }).click();
      await expect(page).toHaveURL(/\/user\/order$/);
      await expect(page.getByTestId('order-tab--1')).toContainText('1');
      await expect(page.getByTestId('order-tab-4')).toContainText('1');
      await expect(page.getByTestId('order-tab-0')).toContainText('0');
      const card = page.getByTestId('order-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(order.orderSn);
      await expect(card).toContainText(order.productName);
      await expect(card).toContainText(parent.childName);
      await expect(card.getByTestId('order-status')).toHaveText(t.orders.status.closed);
      await page.getByTestId('order-tab-0').click();
      await expect(page).toHaveURL(/status=0/);
      await expect(page.getByTestId('orders-empty')).toContainText(
        interpolate(t.orders.list.emptyStatusTitle, { status: t.orders.status.pendingPayment }),
      );
      await page.getByTestId('order-tab-4').click();
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });

    test('requests a refund of a card payment, seeing the amount before confirming', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const parent = await parentWithChild(request, testInfo, language, 'rfnd');
      // A course that has not started, so that part of the tuition comes back.
      const order = await createOrder(request, parent, language, 'futureStart');
      await payBySandboxCard(request, parent.token, language, order.id);
      const paid = await orderDetailOf(request, parent.token, language, order.id);
      expect(paid.allowedActions).toContain('refund');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      const expected = quoteRefund(order.tuitionAmount, today, order.firstClassDate);
      expect(expected.percent).toBeGreaterThan(0);
      // The server quotes what the policy says (D10): never the application fee.
      expect(paid.refundQuote).toEqual(expected);
      const money = (amount: number) => moneyIn(language, amount, order.currency);

      const errors = watchConsole(page);
      await openSignedIn(page, language, `/order-detail?id=${order.id}`, parent.token);
      // A course with a fixed class list is active and booked once paid (D28); a package waits for activation.
      const paidStatus = paid.status === 2 ? 'inProgress' : 'paid';
      await expectStatus(page, t, paidStatus);
      await expect(page.getByTestId('order-pay-type')).toHaveText(t.orders.payType.online);

      await page.getByRole('button', { name: t.orders.actions.refund, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.orders.refund.title });
      await expect(dialog.getByTestId('refund-amount')).toHaveText(money(expected.amount));
      await expect(dialog.getByTestId('refund-percent')).toHaveText(interpolate(t.orders.refund.percentValue, { percent: expected.percent }));
      await expect(dialog).toContainText(interpolate(t.orders.refund.feeNotRefunded, { fee: money(order.applicationFee) }));
      await expect(dialog).toContainText(interpolate(t.orders.refund.processing, { days: REFUND_PROCESSING_BUSINESS_DAYS }));
      await expect(dialog).toContainText(t.orders.refund.toCard);
      await expectAccessible(page);
      // Keeping the place changes nothing.
      await dialog.getByRole('button', { name: t.orders.refund.keep }).click();
      await expect(dialog).toBeHidden();
      await expectStatus(page, t, paidStatus);

      await page.getByRole('button', { name: t.orders.actions.refund, exact: true }).click();
      await dialog.getByRole('button', { name: interpolate(t.orders.refund.confirm, { amount: money(expected.amount) }) }).click();
      await expect(toast(page, interpolate(t.orders.refund.completedToast, { amount: money(expected.amount) }))).toBeVisible();
      await expectStatus(page, t, 'invalid');
      const notice = page.getByTestId('order-refund');
      await expect(notice).toHaveAttribute('data-refund-status', 'completed');
      await expect(notice).toContainText(t.orders.refund.completedTitle);
      await expect(notice).toContainText(money(expected.amount));
      await expect(page.getByRole('button', { name: t.orders.actions.refund, exact: true })).toHaveCount(0);

      // It stays so after a reload, and the refunded entitlement is gone.
      await gotoPage(page, 'reload');
      await expectStatus(page, t, 'invalid');
      await expectAccessible(page);
      await gotoPage(page, '/user/entitle');
      await expect(page.getByTestId('entitlements-empty')).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
