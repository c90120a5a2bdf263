import { test } from '@playwright/test';
import { CATALOGUES, expect, field, gradesIn, interpolate, labelled, openSignedIn, signedInParent, toast } from './account-support.ts';
import { LANGUAGES, skipOffDiagonal, watchConsole } from './support.ts';

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`accounts: children (${language})`, () => {
    test.beforeEach(({ page }) => skipOffDiagonal(page, language));
    test('adds, edits and removes a child', async ({ page, request }, testInfo) => {
      const parent = await signedInParent(request, testInfo, language, 'kid');
      const grades = await gradesIn(request, language);
      const gradeName = (code: string) => grades.find((grade) => grade.code === code)?.name ?? code;
      const errors = watchConsole(page);
      await openSignedIn(page, language, '/user/child', parent.token);

      await expect(page.getByTestId('children-empty')).toBeVisible();
      await page.getByRole('button', { name: t.children.add }).click();
      const addDialog = page.getByRole('dialog', { name: t.children.addTitle });
      await field(addDialog, t.children.form.name).fill('Mia Chen');
      await addDialog.getByRole('radio', { name: t.children.gender.female }).check();
      await field(addDialog, t.children.form.birthDate).fill('2014-05-20');
      await addDialog.getByRole('combobox', { name: labelled(t.children.form.grade) }).click();
      await page.getByRole('option', { name: gradeName('G6'), exact: true }).click();
      await field(addDialog, t.children.form.school).fill('Maple Ridge Elementary');
      await field(addDialog, t.children.form.notes).fill('Loves logic puzzles.');
      await addDialog.getByRole('button', { name: t.children.form.add }).click();

      await expect(toast(page, interpolate(t.children.added, { name: 'Mia Chen' }))).toBeVisible();
      await expect(addDialog).toBeHidden();
      const card = page.getByTestId('child-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Mia Chen');
      await expect(card).toContainText(gradeName('G6'));
      await expect(card).toContainText('Maple Ridge Elementary');
      await expect(card).toContainText('Loves logic puzzles.');

      await card.getByRole('button', { name: interpolate(t.children.card.editNamed, { name: 'Mia Chen' }) }).click();
      const editDialog = page.getByRole('dialog', { name: interpolate(t.children.editTitle, { name: 'Mia Chen' }) });
      await expect(field(editDialog, t.children.form.name)).toHaveValue('Mia Chen');
      await field(editDialog, t.children.form.name).fill('Mia Lin');
      await editDialog.getByRole('combobox', { name: labelled(t.children.form.grade) }).click();
      await page.getByRole('option', { name: gradeName('G7'), exact: true }).click();
      await editDialog.getByRole('button', { name: t.children.form.saveChanges }).click();

      await expect(toast(page, interpolate(t.children.saved, { name: 'Mia Lin' }))).toBeVisible();
      await expect(editDialog).toBeHidden();
      await expect(card).toContainText('Mia Lin');
      await expect(card).toContainText(gradeName('G7'));
      await expect(card).not.toContainText('Mia Chen');

      await card.getByRole('button', { name: interpolate(t.children.card.deleteNamed, { name: 'Mia Lin' }) }).click();
      const confirm = page.getByRole('dialog', { name: t.children.deleteTitle });
      await expect(confirm).toContainText(interpolate(t.children.deleteBody, { name: 'Mia Lin' }));
      await confirm.getByRole('button', { name: t.children.deleteConfirm, exact: true }).click();

      await expect(toast(page, interpolate(t.children.deleted, { name: 'Mia Lin' }))).toBeVisible();
      await expect(page.getByTestId('children-empty')).toBeVisible();
      await expect(card).toHaveCount(0);

      // The server kept none of it: a reload shows the empty list too.
      await page.reload();
      await expect(page.getByTestId('children-empty')).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
