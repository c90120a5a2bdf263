import { test } from '@playwright/test';
import { addChildByApi, CATALOGUES, expect, field, openPage, openSignedIn, signedInParent } from './account-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal } from './support.ts';

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`accounts: accessibility (${language})`, () => {
    test.beforeEach(({ page }) => skipOffDiagonal(page, language));
    test('login, register and the teacher application have no WCAG 2.2 AA violations', async ({ page }) => {
      await openPage(page, language, '/login');
      await expect(field(page, t.auth.login.username)).toBeVisible();
      await expectNoAxeViolations(page);

      await openPage(page, language, '/register');
      await expect(field(page, t.auth.register.username)).toBeVisible();
      await expectNoAxeViolations(page);

      await openPage(page, language, '/register/foreign');
      await expect(page.getByTestId('step-title')).toHaveText(t.teacher.steps.account);
      await expectNoAxeViolations(page);
      // Errors shown after an empty Next must be accessible too.
      await page.getByRole('button', { name: t.teacher.wizard.next }).click();
      await expect(page.locator('input[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the children page, its cards and its dialog have no WCAG 2.2 AA violations', async ({ page, request }, testInfo) => {
      const parent = await signedInParent(request, testInfo, language, 'axe');
      await addChildByApi(request, parent.token, language, { name: 'Leo Park', gender: 'male', birthDate: '2015-09-01', grade: 'G5', school: 'Hillside Primary' });
      await openSignedIn(page, language, '/user/child', parent.token);
      await expect(page.getByTestId('child-card')).toContainText('Leo Park');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t.children.add }).click();
      await expect(page.getByRole('dialog', { name: t.children.addTitle })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
