import { test, type APIRequestContext } from '@playwright/test';
import { DEMO_PARENT } from '../../src/server/db/seed/seed-accounts.ts';
import { DEMO_TEACHER } from '../../src/server/db/seed/seed-demo-teacher.ts';
import { samplePdf } from '../support/upload-samples.ts';
import { CATALOGUES, expect, openSignedIn, toast } from './account-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal, watchConsole, type UiLanguage } from './support.ts';

async function signIn(request: APIRequestContext, account: { username: string; password: string }, language: UiLanguage): Promise<string> {
  const response = await request.post('/api/sso/login', { data: { username: account.username, password: account.password }, headers: { language } });
  const envelope = (await response.json()) as { code: number; message: string; data: { token: string } };
  expect(envelope.code, envelope.message).toBe(200);
  return envelope.data.token;
}

/**
 * Issue 29: the seeded `demo.teacher` opens today's class, marks attendance and posts homework with
 * a file; the demo parent sees the homework on that class in the study plan. English at 1280 px,
 * Chinese at 390 px.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`a teacher's class (${language})`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('demo.teacher marks attendance and posts homework; the parent sees it on the plan', async ({ page, browser, request }) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const teacherToken = await signIn(request, DEMO_TEACHER, language);
      await openSignedIn(page, language, '/user/classes', teacherToken);

      await expect(page.getByRole('heading', { level: 1, name: t.teacherClasses.title })).toBeVisible();
      const todays = page.getByTestId('teacher-today');
      // The seed's class of today began half an hour before the server started: its classroom is open.
      const clinic = todays.getByTestId('teacher-class').filter({ hasText: language === 'en' ? 'Problem-solving clinic' : '解题诊所' });
      await expect(clinic).toHaveCount(1);
      await expect(page.getByTestId('teacher-past').getByTestId('teacher-class').first()).toBeVisible();
      await expect(page.getByTestId('teacher-upcoming').getByTestId('teacher-class').first()).toBeVisible();
      await expect(clinic.getByTestId('teacher-join')).toHaveAttribute('href', /^https:\/\//);
      await expectNoAxeViolations(page);

      await page.getByTestId('teacher-classes-view').getByText(t.teacherClasses.views.month).click();
      await expect(page.getByTestId('teacher-month')).toBeVisible();
      await page.getByTestId('teacher-classes-view').getByText(t.teacherClasses.views.agenda).click();

      // The link names the class it opens: "Open <course> · Problem-solving clinic".
      await clinic.getByRole('link', { name: language === 'en' ? /^Open .*Problem-solving clinic$/ : /^查看 .*解题诊所$/ }).click();
      await expect(page).toHaveURL(/\/user\/classes\/\d+$/);
      const emma = page.getByTestId('roster-entry').filter({ hasText: 'Emma' });
      await expect(emma).toBeVisible();
      await expect(page.locator('body')).not.toContainText(DEMO_PARENT.email);
      await expect(page.locator('body')).not.toContainText('Chen');
      await expectNoAxeViolations(page);

      const mark = language === 'en' ? 'attended' : 'excused';
      await emma.getByRole('radio', { name: t.teacherClasses.attendance.marks[mark] }).check();
      await page.getByRole('button', { name: t.teacherClasses.attendance.save }).click();
      await expect(toast(page, t.teacherClasses.attendance.saved)).toBeVisible();

      const homework = language === 'en' ? 'Angle-chasing sheet: questions 1 to 6, and one question of your own.' : '角度追踪练习：完成第 1 至 6 题，再自己出一道题。';
      await page.getByLabel(t.teacherClasses.notes.text).fill(homework);
      await page.locator('input[type="file"]').setInputFiles({ name: 'angles.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      // The chosen file, in the form: a note posted on this class before may carry a file of the same name.
      await expect(page.getByText(/^angles\.pdf \(/)).toBeVisible();
      await page.getByTestId('post-class-note').click();
      await expect(toast(page, t.teacherClasses.notes.posted)).toBeVisible();
      await expect(page.getByTestId('class-notes')).toContainText(homework);
      expect(errors).toEqual([]);

      const parentContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const parentPage = await parentContext.newPage();
      const parentToken = await signIn(request, DEMO_PARENT, language);
      await openSignedIn(parentPage, language, '/user/plan', parentToken);
      const notes = parentPage.getByTestId('plan-class-notes').getByTestId('class-note').filter({ hasText: homework });
      await expect(notes).toBeVisible();
      await expect(notes.getByText(t.common.classNote.homework)).toBeVisible();
      await expect(notes.getByRole('button', { name: t.common.classNote.file.replace('{{name}}', 'angles.pdf') })).toBeVisible();
      await expectNoAxeViolations(parentPage);
      await parentContext.close();
    });
  });
}
