import { PasswordField } from '../../../components/password-field.tsx';
import { PasswordRequirements } from '../../../components/password-requirements.tsx';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../i18n/translator.tsx';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation, as the reset and change forms both ask for them. */
export function NewPasswordFields<Values extends NewPassword>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('auth.getpass.newPassword')}
        description={t('auth.getpass.newPasswordHint')}
        autoComplete="new-password"
        required
        size="md"
        {...form.getInputProps('password')}
      />
      <PasswordRequirements password={form.values.password} />
      <PasswordField
        label={t('auth.getpass.confirmPassword')}
        autoComplete="new-password"
        required
        size="md"
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
