import { test } from '@playwright/test';
import type { StaffFeedbackList } from '../../src/shared/api/feedback.ts';
import { CATALOGUES, expect, openSignedIn, toast } from './account-support.ts';
import { apiCall, newStaffMember } from './admin-support.ts';
import { parentWithChild } from './orders-support.ts';
import { expectNoAxeViolations, LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

/**
 * Issue 31, item 5: staff keep a saved reply in both languages, take a feedback thread for
 * themselves, leave an internal note on it and answer it from the saved reply, which arrives in
 * the family's language. English at 1280 px, Chinese at 390 px.
 */
for (const language of LANGUAGES) {
  const t = CATALOGUES[language];
  const caseWork = t.adminShell.caseWork;
  const saved = t.adminFeedback.savedReplies;

  test.describe(`working a case together (${language})`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('staff assign a feedback thread to themselves, note it, and answer it with a saved reply', async ({ page, request }, testInfo) => {
      skipOffDiagonal(page, language);
      const errors = watchConsole(page);
      const parent = await parentWithChild(request, testInfo, language, 'casework');
      const question = `Can we move Nora’s class? ${Date.now().toString(36)}`;
      await apiCall(request, 'POST', 'ddcFeedback/create', { token: parent.token, language, data: { category: 'schedule', text: question } });
      const staff = await newStaffMember(request, testInfo, language, 'adviser');

      // A saved reply, kept in both languages.
      await openSignedIn(page, language, '/admin/feedback/saved-replies', staff.token);
      await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();
      await page.getByRole('button', { name: saved.create }).click();
      const dialog = page.getByRole('dialog', { name: saved.createTitle });
      const title = `Class moved ${Date.now().toString(36)}`;
      await expect(dialog.getByLabel(new RegExp(`^${saved.fields.title}`))).toBeFocused();
      // Nothing written is refused in place, with the field named.
      await dialog.getByRole('button', { name: saved.save }).click();
      await expect(dialog.getByLabel(new RegExp(`^${saved.fields.title}`))).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel(new RegExp(`^${saved.fields.title}`)).fill(title);
      await dialog.getByLabel(new RegExp(`^${saved.fields.textEn}`)).fill('Thank you for asking. We can move the class to Saturday.');
      await dialog.getByLabel(new RegExp(`^${saved.fields.textZh}`)).fill('感谢您的询问。我们可以把课程改到周六。');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: saved.save }).click();
      await expect(toast(page, saved.created)).toBeVisible();
      await expect(page.getByTestId('saved-reply').filter({ hasText: title })).toBeVisible();
      await expectNoAxeViolations(page);

      // The thread, taken by this member of staff.
      const threads = await apiCall<StaffFeedbackList>(request, 'GET', 'admin/feedback/list?status=processing&pageSize=100', { token: staff.token, language });
      const thread = threads.list.find((row) => row.excerpt === question)!;
      await page.goto(`/admin/feedback/${thread.id}`);
      await expect(page.getByTestId('feedback-message').filter({ hasText: question })).toBeVisible();
      const panel = page.getByTestId('case-work');
      await expect(panel.getByTestId('no-notes')).toHaveText(caseWork.noNotes);
      await panel.getByRole('button', { name: caseWork.assignToMe }).click();
      await expect(toast(page, caseWork.assigneeSaved.replace('{{name}}', staff.nickname))).toBeVisible();
      await expect(panel.getByRole('combobox', { name: caseWork.assignee })).toHaveValue(staff.nickname);
      await expect(panel.getByRole('button', { name: caseWork.assignToMe })).toHaveCount(0);

      // An internal note, written from the keyboard.
      const note = panel.getByLabel(new RegExp(`^${caseWork.note}`));
      await note.fill(language === 'cn' ? '家长更希望通过微信联系。' : 'The parent prefers WeChat.');
      await note.press('Tab');
      await expect(panel.getByRole('button', { name: caseWork.addNote })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toast(page, caseWork.noteAdded)).toBeVisible();
      await expect(panel.getByTestId('staff-note')).toHaveCount(1);
      await expect(panel.getByTestId('staff-note')).toContainText(staff.nickname);
      await expectNoAxeViolations(page);

      // The saved reply fills the answer in the family's language, to be edited before sending.
      const answer = page.getByTestId('answer-text');
      await page.getByTestId('saved-reply-picker').click();
      await page.getByRole('option', { name: title }).click();
      const reply = language === 'cn' ? '感谢您的询问。我们可以把课程改到周六。' : 'Thank you for asking. We can move the class to Saturday.';
      await expect(answer).toHaveValue(reply);
      await expect(answer).toBeFocused();
      await answer.press('End');
      await answer.pressSequentially(language === 'cn' ? '请确认。' : ' Please confirm.');
      await expectNoAxeViolations(page);
      await page.getByTestId('send-answer').click();
      await expect(toast(page, t.adminFeedback.answeredProcessed)).toBeVisible();
      await expect(page.getByTestId('feedback-message').filter({ hasText: reply })).toBeVisible();

      // The list shows it as theirs.
      await page.goto('/admin/feedback?status=processed&assignee=me');
      await expect(page.getByTestId('open-feedback').filter({ hasText: question })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
