import { test, type APIRequestContext } from '@playwright/test';
import type { ProductDto } from '../../src/shared/api/public-content.ts';
import { ProductCategory } from '../../src/shared/catalogue.ts';
import { addChildByApi, CATALOGUES, expect, interpolate, openPage, openSignedIn, signedInParent } from './account-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal, watchConsole, type UiLanguage } from './support.ts';

/**
 * A course's honest facts (issue 11, items 1-4): its own classes and teachers on its page, closed
 * enrolment once it has begun (D21), and the grade check when applying.
 */

/** A catalogue sentence with its count as a pattern: "(\d+) classes". */
const countPattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{count\\}\\}', '(\\d+)')}$`);

async function insightsCourses(request: APIRequestContext, language: UiLanguage): Promise<ProductDto[]> {
  const response = await request.post('/api/ddcProduct/productList', {
    data: { productCategoryId: ProductCategory.Insights, pageNum: 1, pageSize: 50 },
    headers: { language },
  });
  return ((await response.json()) as { data: { list: ProductDto[] } }).data.list;
}

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`course facts (${language})`, () => {
    test.beforeEach(({ page }) => skipOffDiagonal(page, language));
    test('a course page shows its own classes, its teachers and when enrolment closes', async ({ page, request }) => {
      const errors = watchConsole(page);
      const course = (await insightsCourses(request, language)).find((product) => product.enrolment === 'open' && product.firstClassAt)!;
      await openPage(page, language, `/course-detail?id=${course.id}`);
      await expect(page.locator('main h1')).toHaveText(course.name);
      const weeks = interpolate(t.products.facts.weeks_other, { count: course.totalClassHours });
      await expect(page.getByRole('main').getByText(weeks)).toBeVisible();
      // N weeks, N classes (or 2N when it meets twice a week).
      const classes = page.getByRole('main').getByText(countPattern(t.products.schedule.sessionCount_other));
      await expect(classes).toBeVisible();
      const count = Number((await classes.innerText()).match(/\d+/)?.[0]);
      expect([course.totalClassHours, 2 * course.totalClassHours]).toContain(count);
      await expect(page.getByTestId('enrolment-deadline')).toBeVisible();

      const teacher = page.getByRole('main').locator('a[href^="/faculty#teacher-"]').first();
      await expect(teacher).toBeVisible();
      await expect(teacher.locator('img')).toBeVisible();
      await teacher.click();
      await expect(page).toHaveURL(/\/faculty#teacher-\d+$/);
      const entry = page.locator(`article${new URL(page.url()).hash}`);
      await expect(entry).toBeInViewport();
      await expect(entry.getByRole('link', { name: course.name })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a course that has begun says so on its page and cannot be applied for', async ({ page, request }) => {
      const closed = (await insightsCourses(request, language)).find((product) => product.enrolment === 'closed')!;
      expect(closed, 'a seeded course that has begun').toBeTruthy();
      await openPage(page, language, `/course-detail?id=${closed.id}`);
      const unavailable = page.getByTestId('enrolment-unavailable');
      await expect(unavailable.getByRole('button', { name: t.products.enrolment.closedTitle })).toBeDisabled();
      await expect(page.locator('main a[href^="/apply?productId="]')).toHaveCount(0);
      await unavailable.getByRole('link', { name: t.products.enrolment.browseOpen }).click();
      await expect(page).toHaveURL(/\/commodity$/);

      const parent = await signedInParent(request, test.info(), language, 'closed');
      await openSignedIn(page, language, `/apply?productId=${closed.id}`, parent.token);
      await expect(page.getByTestId('closed-badge')).toHaveText(t.purchase.summary.closed);
      await expect(page.getByTestId('enrolment-closed')).toContainText(t.purchase.apply.closedTitle);
      await expect(page.getByRole('button', { name: t.purchase.wizard.next })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('applying for a child outside the course’s grades asks for an explicit confirmation', async ({ page, request }) => {
      const course = (await insightsCourses(request, language)).find(
        (product) => product.enrolment === 'open' && product.stock !== 0 && !product.grades.includes('G4') && product.gradeRange,
      )!;
      const parent = await signedInParent(request, test.info(), language, 'grade');
      await addChildByApi(request, parent.token, language, { name: 'Leo Wu', gender: 'male', birthDate: '2016-06-01', grade: 'G4' });
      await openSignedIn(page, language, `/apply?productId=${course.id}`, parent.token);
      await page.getByTestId('child-choices').getByText('Leo Wu').click();

      const warning = page.getByTestId('grade-warning');
      await expect(warning).toContainText(t.purchase.child.gradeWarningTitle);
      await expect(warning).toContainText(course.gradeRange!.from);
      await page.getByRole('button', { name: t.purchase.wizard.next }).click();
      await expect(warning).toContainText(t.purchase.child.gradeConfirmRequired);
      await expect(page.getByTestId('step-title')).toHaveText(t.purchase.steps.child);
      await expectNoAxeViolations(page);

      await warning.getByRole('checkbox').check();
      await page.getByRole('button', { name: t.purchase.wizard.next }).click();
      await expect(page.getByTestId('step-title')).toHaveText(t.purchase.steps.questions);
    });
  });
}
