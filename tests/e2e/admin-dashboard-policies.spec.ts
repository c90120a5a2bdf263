import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { POLICY_VERSION } from '../../src/shared/policies.ts';
import { CATALOGUES, expect, openPage, openSignedIn } from './account-support.ts';
import { newStaffMember } from './admin-support.ts';
import { createOrder, parentWithChild, payBySandboxCard } from './orders-support.ts';
import { expectNoAxeViolations, isCompact, LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * The dashboard's charts, each with its table and CSV (issue 31), and the privacy notice and the
 * terms, reached from the sign-up form and the footer, in both languages.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`dashboard trends and policies (${language})`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('draws the trends, shows each chart as a table, and downloads its CSV', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      // A paid order, so that this week's enrolments and this month's revenue are not empty.
      const parent = await parentWithChild(request, testInfo, language, 'trends');
      const order = await createOrder(request, parent, language, 'anySeat');
      await payBySandboxCard(request, parent.token, language, order.id);
      const staff = await newStaffMember(request, testInfo, language);
      await openSignedIn(page, language, '/admin', staff.token);

      await expect(page.getByRole('heading', { level: 2, name: t.adminShell.today.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.adminShell.trends.title })).toBeVisible();
      const enrolments = page.getByTestId('chart-enrolments-per-week');
      await expect(enrolments.getByRole('heading', { name: t.adminShell.trends.enrolments.title })).toBeVisible();
      // The drawing arrives with its own chunk; screen readers have the table meanwhile and after.
      await expect(enrolments.getByTestId('chart-drawing').locator('svg.recharts-surface')).toBeVisible();
      await expect(enrolments.getByRole('table', { name: t.adminShell.trends.enrolments.title })).toHaveCount(1);
      await expect(page.getByTestId('chart-seats-per-course').locator('svg.recharts-surface')).toBeVisible();
      await expectNoAxeViolations(page);

      await enrolments.getByRole('button', { name: t.adminShell.trends.showTable }).click();
      const table = enrolments.getByRole('table', { name: t.adminShell.trends.enrolments.title });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(13);
      await expect(enrolments.getByTestId('chart-drawing')).toHaveCount(0);
      const lastWeek = Number(await table.getByRole('row').last().getByRole('cell').last().textContent());
      expect(lastWeek).toBeGreaterThanOrEqual(1);
      await expectNoAxeViolations(page);

      const download = page.waitForEvent('download');
      await enrolments.getByRole('button', { name: t.adminShell.trends.csv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('enrolments-per-week.csv');
      const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe(`${t.adminShell.trends.enrolments.week},${t.adminShell.trends.enrolments.series}`);
      expect(lines).toHaveLength(13);
      expect(lines.at(-1)).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},${lastWeek}$`));

      await enrolments.getByRole('button', { name: t.adminShell.trends.showChart }).click();
      await expect(enrolments.getByTestId('chart-drawing').locator('svg.recharts-surface')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('links the terms and the privacy notice from sign-up and the footer', async ({ page }) => {
      const errors = watchConsole(page);
      await openPage(page, language, '/register');
      const agreement = page.getByTestId('policy-agreement');
      await expect(agreement).toBeVisible();
      await agreement.getByRole('link', { name: t.auth.register.agreementTerms }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByText(language === 'cn' ? `第 ${POLICY_VERSION.number} 版，${POLICY_VERSION.date}` : `Version ${POLICY_VERSION.number}, ${POLICY_VERSION.date}`)).toBeVisible();
      await page.goBack();
      await page.getByTestId('policy-agreement').getByRole('link', { name: t.auth.register.agreementPrivacy }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { name: language === 'cn' ? '您家庭的信息，以及我们如何使用' : 'Your family’s data, and what we do with it' })).toBeVisible();
      await expectNoAxeViolations(page);

      const policies = page.getByRole('contentinfo').getByRole('navigation', { name: t.layout.footer.policiesTitle });
      await policies.getByRole('link', { name: t.layout.footer.terms }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: t.layout.footer.policiesTitle }).getByRole('link', { name: t.layout.footer.privacy })).toBeVisible();
      if (!isCompact(page)) await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
}
