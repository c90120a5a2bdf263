import { test, type APIRequestContext } from '@playwright/test';
import type { FacultyOption } from '../../src/shared/api/classes.ts';
import type { ProgressReportRequestResult } from '../../src/shared/api/progress-reports.ts';
import { DEMO_TEACHER } from '../../src/server/db/seed/seed-demo-teacher.ts';
import { CATALOGUES, expect, openSignedIn, toast } from './account-support.ts';
import { apiCall, newStaffMember } from './admin-support.ts';
import { courseByStaff, familyEntitledTo } from './journey-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal, watchConsole, type UiLanguage } from './support.ts';

async function signIn(request: APIRequestContext, account: { username: string; password: string }, language: UiLanguage): Promise<string> {
  const response = await request.post('/api/sso/login', { data: { username: account.username, password: account.password }, headers: { language } });
  const envelope = (await response.json()) as { code: number; message: string; data: { token: string } };
  expect(envelope.code, envelope.message).toBe(200);
  return envelope.data.token;
}

/** Letters only, as a child's name takes them: each run's child is told apart by its first name. */
const uniqueFirstName = () =>
  `Mira${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * Issue 29: staff ask for progress reports on a course `demo.teacher` teaches; the teacher writes
 * one on the family's child, staff review and release it, and the parent opens it under Records
 * as a PDF. English at 1280 px, Chinese at 390 px.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`progress reports (${language})`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('a report is written by the teacher, released by staff, and opened by the parent under Records', async ({ page, browser, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const staff = await newStaffMember(request, testInfo, language);
      const faculty = await apiCall<FacultyOption[]>(request, 'GET', 'admin/class/faculty', { token: staff.token });
      const demoEntry = faculty.find((entry) => entry.name === 'Dr. Daniel Reyes' && entry.linked);
      expect(demoEntry, 'the seed links demo.teacher to a faculty entry').toBeTruthy();
      const course = await courseByStaff(request, `reports-${language}-${Date.now().toString(36)}`, { sessions: 2, classDays: [8, 15, 22], teacherIds: [demoEntry!.id] });
      const firstName = uniqueFirstName();
      const family = await familyEntitledTo(request, testInfo, language, 'report', course.productId, `${firstName} Lin`);
      const asked = await apiCall<ProgressReportRequestResult>(request, 'POST', 'admin/progressReport/request', { token: staff.token, data: { productId: course.productId } });
      expect(asked.requested).toBe(1);

      // The teacher writes it under Progress reports: the child by first name only.
      const words =
        language === 'en'
          ? `${firstName} reasons carefully and explains each step of a proof. Next: longer multi-step problems.`
          : `${firstName} 推理严谨，能讲清证明的每一步。下一步：多步骤的综合题。`;
      const teacherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const teacherPage = await teacherContext.newPage();
      await openSignedIn(teacherPage, language, '/user/reports', await signIn(request, DEMO_TEACHER, language));
      const card = teacherPage.getByTestId('report-card').filter({ hasText: firstName });
      await expect(card).toBeVisible();
      await expect(card).not.toContainText(`${firstName} Lin`);
      await card.getByTestId('report-text').fill(words);
      await card.getByTestId('submit-report').click();
      await expect(toast(teacherPage, t.teacherReports.saved)).toBeVisible();
      await expectNoAxeViolations(teacherPage);
      await teacherContext.close();

      // Staff read it, and release it to the family's records.
      await openSignedIn(page, language, `/admin/progress-reports?status=submitted&productId=${course.productId}`, staff.token);
      await page.getByTestId('open-progress-report').filter({ hasText: firstName }).click();
      await expect(page.getByTestId('review-text')).toHaveValue(words);
      await page.getByTestId('release-report').click();
      await expect(toast(page, t.adminProgressReports.releasedDone)).toBeVisible();
      await expect(page.getByTestId('released-text')).toHaveText(words);

      // The parent finds it under Records, and the PDF opens in a tab of its own.
      const parentContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const parentPage = await parentContext.newPage();
      await openSignedIn(parentPage, language, '/user/record', family.token);
      const record = parentPage.getByTestId('record').filter({ hasText: language === 'en' ? `Progress report: ${course.name.en}` : `学习报告：${course.name.cn}` });
      await expect(record).toBeVisible();
      await expectNoAxeViolations(parentPage);
      const [popup] = await Promise.all([parentPage.waitForEvent('popup'), record.getByTestId('open-record').click()]);
      await expect.poll(() => popup.url()).toMatch(/\/api\/ddcRecord\/file\/[\w.-]+$/);
      const served = await request.get(popup.url());
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('application/pdf');
      await parentContext.close();
      expect(errors).toEqual([]);
    });
  });
}
