import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export type UiLanguage = 'en' | 'cn';
export const LANGUAGES: UiLanguage[] = ['en', 'cn'];

/** Opens a page in a language the way a returning visitor has it: cookie and local storage. */
export async function openIn(page: Page, language: UiLanguage, path: string) {
  await page.context().addCookies([{ name: 'ddc-language', value: language, domain: '127.0.0.1', path: '/' }]);
  // Only the first visit: a language the visitor then picks must survive the reload.
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('ddc-language')) window.localStorage.setItem('ddc-language', value);
  }, language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'cn' ? 'zh' : 'en');
}

/** Collects console errors (CSP violations, hydration errors) for a page's lifetime. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const isCompact = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * For journeys whose steps are the same in either language and at either width: English at
 * 1280 px and Chinese at 390 px still take both languages and both layouts through them, in half
 * the runs.
 */
export function skipOffDiagonal(page: Page, language: UiLanguage) {
  test.skip(isCompact(page) !== (language === 'cn'), 'this journey runs in English at 1280 px and in Chinese at 390 px');
}

/**
 * WCAG 2.2 AA, as axe checks it, once the page has settled. A dialog or a toast that is fading in
 * or out reads as text without contrast, and a toast whose code is still loading appears over the
 * header's links mid-check: such a moment passes, so axe looks again until the page is clean or
 * 15 s have gone. A violation that stays fails.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(async () => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  }).toPass({ timeout: 15_000 });
}

/** Headings that skip no level: a best practice outside the WCAG tags, but Lighthouse counts it. */
export async function expectHeadingsInOrder(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
}
