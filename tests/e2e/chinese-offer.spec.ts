import { expect, test } from '@playwright/test';
import { gotoPage, trackHydration } from './account-support.ts';

/**
 * A browser that prefers Chinese, on a first visit with no language stored, gets English (the
 * specification's default) and a quiet offer of Chinese, written in Chinese (issue 33).
 */
test.describe('the offer of Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('switches to Chinese when taken, and goes away when declined', async ({ page }) => {
    await trackHydration(page);
    await gotoPage(page, '/home');
    const offer = page.getByTestId('chinese-offer');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('要切换到中文版网站吗？');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await offer.getByRole('button', { name: '继续使用英文' }).click();
    await expect(offer).toHaveCount(0);
    // Forget the language only once the page has hydrated, or it is kept again as it does.
    await gotoPage(page, 'reload');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('chinese-offer')).toHaveCount(0);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/faculty');
    await page.getByTestId('chinese-offer').getByRole('button', { name: '切换到中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByTestId('chinese-offer')).toHaveCount(0);
  });
});

test('a browser that prefers English is offered nothing', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('chinese-offer')).toHaveCount(0);
});
