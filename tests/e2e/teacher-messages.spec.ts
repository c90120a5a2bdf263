import { test, type APIRequestContext } from '@playwright/test';
import type { TeacherThreadList } from '../../src/shared/api/teacher-threads.ts';
import { DEMO_PARENT } from '../../src/server/db/seed/seed-accounts.ts';
import { DEMO_TEACHER } from '../../src/server/db/seed/seed-demo-teacher.ts';
import { CATALOGUES, expect, openSignedIn, toast } from './account-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal, watchConsole, type UiLanguage } from './support.ts';

async function signIn(request: APIRequestContext, account: { username: string; password: string }, language: UiLanguage): Promise<string> {
  const response = await request.post('/api/sso/login', { data: { username: account.username, password: account.password }, headers: { language } });
  const envelope = (await response.json()) as { code: number; message: string; data: { token: string } };
  expect(envelope.code, envelope.message).toBe(200);
  return envelope.data.token;
}

/**
 * Issue 29: the demo parent writes to Emma's teacher from the entitlement's link, and
 * `demo.teacher` answers under Messages. English at 1280 px, Chinese at 390 px. Both runs share
 * the one thread of Emma and the course: the first starts it, and each looks only for its own words.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];
  const teacherName = language === 'en' ? 'Dr. Daniel Reyes' : 'Daniel Reyes 博士';

  test.describe(`messages between a family and the teacher (${language})`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('a parent writes to the teacher, and the teacher replies', async ({ page, browser, request }) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const stamp = Date.now().toString(36);
      const question = language === 'en' ? `Could Emma try the bonus sheet at home? (${stamp})` : `Emma 可以在家做附加练习吗？（${stamp}）`;
      const answer = language === 'en' ? `Yes: part A first, then bring questions. (${stamp})` : `可以：先做 A 部分，有问题课上问。（${stamp}）`;

      const parentToken = await signIn(request, DEMO_PARENT, language);
      const contacts = await request.get('/api/ddcTeacherThread/list', { headers: { authorization: `Bearer ${parentToken}`, language } });
      const course = ((await contacts.json()) as { data: TeacherThreadList }).data.contacts.find((contact) => contact.teachers.includes(teacherName));
      expect(course, 'the seed enrols Emma in a course of demo.teacher').toBeTruthy();

      // The entitlement's link opens the conversation there is, or the messages page with Emma and
      // the course chosen, to start one.
      await openSignedIn(page, language, '/user/entitle', parentToken);
      await page.locator(`a[data-testid="message-teacher"][href$="course=${course!.productId}"]`).click();
      if (course!.threadId === null) {
        await expect(page.getByRole('combobox', { name: t.teacherMessages.newThread })).toHaveValue(new RegExp(teacherName));
        await page.getByRole('button', { name: t.teacherMessages.startFamily }).click();
      }
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('teacher-thread')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/messages\?thread=\d+$/);
      await dialog.getByLabel(t.teacherMessages.write).fill(question);
      await dialog.getByRole('button', { name: t.teacherMessages.send }).click();
      await expect(toast(page, t.teacherMessages.sent)).toBeVisible();
      await expect(dialog.getByTestId('teacher-message').filter({ hasText: question })).toContainText(t.teacherMessages.you);
      await expectNoAxeViolations(page);
      const threadUrl = page.url();

      const teacherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const teacherPage = await teacherContext.newPage();
      await openSignedIn(teacherPage, language, '/user/messages', await signIn(request, DEMO_TEACHER, language));
      await expect(teacherPage.getByRole('heading', { level: 1, name: t.teacherMessages.title })).toBeVisible();
      // The teacher meets Emma by her first name only, and never the family's e-mail.
      await teacherPage.getByTestId('thread-item').filter({ hasText: 'Emma' }).first().click();
      const teacherDialog = teacherPage.getByRole('dialog');
      await expect(teacherDialog.getByTestId('teacher-message').filter({ hasText: question })).toBeVisible();
      await expect(teacherPage.locator('body')).not.toContainText(DEMO_PARENT.email);
      await teacherDialog.getByLabel(t.teacherMessages.write).fill(answer);
      await teacherDialog.getByRole('button', { name: t.teacherMessages.send }).click();
      await expect(toast(teacherPage, t.teacherMessages.sent)).toBeVisible();
      await expectNoAxeViolations(teacherPage);
      await teacherContext.close();

      await page.goto(threadUrl);
      const reply = page.getByRole('dialog').getByTestId('teacher-message').filter({ hasText: answer });
      await expect(reply).toContainText(teacherName);
      expect(errors).toEqual([]);
    });
  });
}
