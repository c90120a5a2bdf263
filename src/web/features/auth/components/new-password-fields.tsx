import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation, as the reset and change forms both ask for them. */
export function NewPasswordFields<Values extends NewPassword>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('auth.getpass.newPassword')}
        description={t('auth.getpass.newPasswordHint')}
        autoComplete="new-password"
        required
        size="md"
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('auth.getpass.confirmPassword')}
        autoComplete="new-password"
        required
        size="md"
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
