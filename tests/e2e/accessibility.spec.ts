import { test, type APIRequestContext } from '@playwright/test';
import type { ProductDetailDto, ProductDto } from '../../src/shared/api/public-content.ts';
import { ProductCategory } from '../../src/shared/catalogue.ts';
import { expectHeadingsInOrder, expectNoAxeViolations, LANGUAGES, openIn, type UiLanguage } from './support.ts';

/** An Insights course whose description has headings of its own (the seed's "Syllabus highlights"). */
async function courseWithSubheadings(request: APIRequestContext, language: UiLanguage) {
  const dataOf = async <T>(path: string, data: object) =>
    ((await (await request.post(path, { data, headers: { language } })).json()) as { data: T }).data;
  const { list } = await dataOf<{ list: ProductDto[] }>('/api/ddcProduct/productList', {
    productCategoryId: ProductCategory.Insights,
    pageSize: 50,
  });
  for (const course of list) {
    if (/<h[3-6]/.test((await dataOf<ProductDetailDto>(`/api/ddcProduct/detail/${course.id}`, {})).description)) return course.id;
  }
  throw new Error('no Insights course has a heading in its description');
}

for (const language of LANGUAGES) {
  for (const path of ['/home', '/programs', '/faculty']) {
    test(`${path} has no WCAG 2.2 AA violations and skips no heading level (${language})`, async ({ page }) => {
      await openIn(page, language, path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await expectHeadingsInOrder(page);
    });
  }

  test(`a course page has no WCAG 2.2 AA violations and its description's headings skip no level (${language})`, async ({ page, request }) => {
    await openIn(page, language, `/course-detail?id=${await courseWithSubheadings(request, language)}`);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await expectHeadingsInOrder(page);
  });

  test(`an article's own headings sit under its title (${language})`, async ({ page }) => {
    // The seed's post has an h3 of its own straight under the page's h1.
    await openIn(page, language, '/news/what-makes-a-good-olympiad-problem');
    await expectNoAxeViolations(page);
    await expectHeadingsInOrder(page);
  });
}
