import { expect, test, type Page } from '@playwright/test';
import { formatInstant, viewerInstant } from '../../src/shared/time-labels.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../src/shared/limits.ts';
import { apiCall } from './admin-support.ts';
import { openSignedIn } from './account-support.ts';
import { createOrder, parentWithChild, staffToken } from './orders-support.ts';
import { LANGUAGES, skipOffDiagonal } from './support.ts';

/**
 * One way to tell time (D33): the moment an order was placed reads alike on the parent's orders,
 * the order's own page and the back office, on the academy's clock named once per language, with
 * the reader's own time beside it when their clock differs.
 */
const VIEWER_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: VIEWER_ZONE });

for (const language of LANGUAGES) {
  test(`an order's time reads the same on three pages (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    const parent = await parentWithChild(request, testInfo, language, 'clock');
    const order = await createOrder(request, parent, language, 'anySeat');
    const { createTime } = await apiCall<{ createTime: string }>(request, 'GET', `ddcOrder/detail/${order.id}`, { token: parent.token, language });
    const academy = formatInstant(createTime, ACADEMY_TIME_ZONE_DEFAULT, language);
    const local = viewerInstant(createTime, ACADEMY_TIME_ZONE_DEFAULT, VIEWER_ZONE, language);
    expect(local, 'Los Angeles never reads as Beijing').not.toBeNull();
    const expected = `${academy} · ${local}`;
    expect(academy).toContain(language === 'cn' ? '北京时间' : 'Beijing time');

    const readsIt = async (target: Page) => {
      await expect(target.getByText(expected, { exact: true }).first()).toBeVisible();
      await expect(target.getByText(/GMT\+8|China Standard Time|中国标准时间|Asia\/Shanghai/)).toHaveCount(0);
    };
    await openSignedIn(page, language, '/user/order', parent.token);
    await readsIt(page);
    await page.goto(`/order-detail?id=${order.id}`);
    await readsIt(page);

    const staffPage = await page.context().browser()!.newPage({ timezoneId: VIEWER_ZONE, viewport: page.viewportSize() });
    await openSignedIn(staffPage, language, `/admin/orders/${order.id}`, await staffToken(request));
    await readsIt(staffPage);
    await staffPage.close();
  });
}
