import { test, type Page } from '@playwright/test';
import { samplePdf } from '../support/upload-samples.ts';
import {
  accountAction,
  type Catalogue,
  CATALOGUES,
  expect,
  field,
  gotoPage,
  gradesIn,
  labelled,
  newAccount,
  openAccountActions,
  openPage,
  toast,
} from './account-support.ts';
import { isCompact, LANGUAGES, skipOffDiagonal } from './support.ts';

/** One wizard step at a time: each Next is checked by the page before the next step shows. */
async function next(page: Page, t: Catalogue, step: keyof Catalogue['teacher']['steps']) {
  await page.getByRole('button', { name: t.teacher.wizard.next, exact: true }).click();
  await expect(page.getByTestId('step-title')).toHaveText(t.teacher.steps[step]);
}

/** A tags input takes a typed value on Enter; Escape closes its suggestions, which would cover Next. */
async function addTag(page: Page, label: string, value: string) {
  const input = page.getByRole('combobox', { name: labelled(label) });
  await input.fill(value);
  await input.press('Enter');
  await input.press('Escape');
}

async function choose(page: Page, label: string, option: string, search?: string) {
  const select = page.getByRole('combobox', { name: labelled(label) });
  await select.click();
  if (search) await select.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];
  const { teacher } = t;

  test.describe(`accounts: foreign-teacher application (${language})`, () => {
    test.beforeEach(({ page }) => skipOffDiagonal(page, language));
    test('fills every step, survives a reload, uploads a CV, submits and lands on the teacher profile', async ({ page, request }, testInfo) => {
      test.slow(); // eight steps, a reload, an upload and two sign-ins
      const account = newAccount(testInfo, language, 'ft');
      const grades = await gradesIn(request, language);
      const gradeName = (code: string) => grades.find((grade) => grade.code === code)?.name ?? code;
      const mathematics = teacher.subjectOptions.mathematics;
      const form = page.locator('form');

      await openPage(page, language, '/register/foreign');
      await expect(page.getByTestId('step-title')).toHaveText(teacher.steps.account);
      await expect(page.getByTestId('draft-restored')).toHaveCount(0);
      await field(page, teacher.account.username).fill(account.username);
      await field(page, teacher.account.email).fill(account.email);
      await field(page, teacher.account.password).fill(account.password);
      await field(page, teacher.account.confirmPassword).fill(account.password);
      await next(page, t, 'profile');

      await field(page, teacher.profile.firstName).fill('Maria');
      await field(page, teacher.profile.lastName).fill('Keller');
      await page.getByRole('radio', { name: teacher.gender.female }).check();
      await field(page, teacher.profile.nationality).fill('Canadian');
      await field(page, teacher.profile.countryOfResidence).fill('Canada');
      await field(page, teacher.profile.city).fill('Toronto');
      await field(page, teacher.profile.phone).fill('+1 416 555 0199');
      await next(page, t, 'education');

      await choose(page, teacher.education.highestDegree, teacher.degree.master);
      await field(page, teacher.education.graduationYear).fill('2012');
      await field(page, teacher.education.major).fill('Mathematics Education');
      await field(page, teacher.education.university).fill('University of Toronto');
      await addTag(page, teacher.education.certifications, 'TEFL');
      await next(page, t, 'experience');

      await field(page, teacher.experience.yearsTeaching).fill('11');
      await field(page, teacher.experience.currentSchool).fill('Maple Ridge Secondary');
      await page.getByRole('checkbox', { name: teacher.experience.onlineExperience }).check();
      await field(page, teacher.experience.summary).fill('Eleven years of competition mathematics and online tutoring.');
      await next(page, t, 'teaching');
      await addTag(page, teacher.teaching.subjects, mathematics);

      // Mid-way: the draft in this browser brings back the step and every answer, this step's too.
      await gotoPage(page, 'reload');
      await expect(page.getByTestId('draft-restored')).toBeVisible();
      await expect(page.getByTestId('step-title')).toHaveText(teacher.steps.teaching);
      await expect(form.getByText(mathematics, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: teacher.wizard.keepDraft }).click();
      await expect(page.getByTestId('draft-restored')).toHaveCount(0);
      await page.getByRole('button', { name: teacher.wizard.back, exact: true }).click();
      await expect(page.getByTestId('step-title')).toHaveText(teacher.steps.experience);
      await expect(field(page, teacher.experience.yearsTeaching)).toHaveValue('11');
      await expect(page.getByRole('checkbox', { name: teacher.experience.onlineExperience })).toBeChecked();
      await next(page, t, 'teaching');

      await form.getByText(gradeName('G10'), { exact: true }).click();
      await form.getByText(gradeName('G11'), { exact: true }).click();
      await addTag(page, teacher.teaching.languages, teacher.languageOptions.english);
      await next(page, t, 'availability');

      await choose(page, teacher.availability.timeZone, 'America/Toronto', 'Toronto');
      await field(page, teacher.availability.hoursPerWeek).fill('12');
      await form.getByText(teacher.weekday.mon, { exact: true }).click();
      await form.getByText(teacher.weekday.sat, { exact: true }).click();
      await form.getByText(teacher.dayPart.evening, { exact: true }).click();
      await next(page, t, 'documents');

      // Without a CV the step refuses to go on.
      await page.getByRole('button', { name: teacher.wizard.next, exact: true }).click();
      await expect(page.getByText(teacher.documents.cvRequired)).toBeVisible();
      // The server judges a file by its bytes, not its name: text called .pdf is refused.
      await chooseFile(page, teacher.documents.uploadCv, { name: 'not-really.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
      await expect(toast(page, teacher.documents.uploadFailed)).toBeVisible();
      await expect(page.getByTestId('uploaded-file')).toHaveCount(0);
      await chooseFile(page, teacher.documents.uploadCv, { name: 'maria-keller-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      await expect(page.getByTestId('uploaded-file')).toContainText('maria-keller-cv.pdf');
      await expect(page.getByText(teacher.documents.cvRequired)).toHaveCount(0);
      await next(page, t, 'review');

      for (const answer of ['Maria', 'University of Toronto', mathematics, gradeName('G10'), 'America/Toronto', 'maria-keller-cv.pdf']) {
        await expect(form).toContainText(answer);
      }
      // Passwords are never kept in the draft: the reload cost them, so Submit asks for them again.
      await page.getByRole('button', { name: teacher.wizard.submit }).click();
      await expect(page.getByTestId('step-title')).toHaveText(teacher.steps.account);
      await expect(field(page, teacher.account.username)).toHaveValue(account.username);
      await expect(field(page, teacher.account.password)).toHaveAccessibleDescription(t.auth.validation.fieldRequired);
      await field(page, teacher.account.password).fill(account.password);
      await field(page, teacher.account.confirmPassword).fill(account.password);
      for (const step of ['profile', 'education', 'experience', 'teaching', 'availability', 'documents', 'review'] as const) {
        await next(page, t, step);
      }
      await page.getByRole('button', { name: teacher.wizard.submit }).click();

      await expect(toast(page, teacher.wizard.submitted)).toBeVisible();
      await expect(page).toHaveURL(/\/user\/teacher$/);
      const status = page.getByTestId('application-status');
      await expect(status).toContainText(teacher.profilePage.statusLabel);
      await expect(status).toContainText(teacher.status.submitted);
      await expect(status).toContainText(teacher.statusExplained.submitted);

      // The draft is gone, and a foreign teacher's avatar leads to the teacher profile (§2).
      await page.goto('/register/foreign');
      await expect(page.getByTestId('step-title')).toHaveText(teacher.steps.account);
      await expect(page.getByTestId('draft-restored')).toHaveCount(0);
      await gotoPage(page, '/home');
      if (isCompact(page)) {
        const actions = await openAccountActions(page, t);
        await expect(actions.getByTestId('compact-account-avatar')).toHaveAttribute('href', '/user/teacher');
        await expect(accountAction(page, actions, t.auth.menu.userCenter)).toBeVisible();
      } else {
        await expect(page.getByTestId('account-avatar')).toHaveAttribute('href', '/user/teacher');
      }
    });
  });
}
