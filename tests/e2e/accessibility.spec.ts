import { test } from '@playwright/test';
import { expectNoAxeViolations, LANGUAGES, openIn } from './support.ts';

for (const language of LANGUAGES) {
  for (const path of ['/home', '/programs', '/faculty']) {
    test(`${path} has no WCAG 2.2 AA violations (${language})`, async ({ page }) => {
      await openIn(page, language, path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
}
