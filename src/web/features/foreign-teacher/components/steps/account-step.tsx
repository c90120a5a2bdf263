import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../../components/password-field.tsx';
import { useTranslation } from '../../../../i18n/translator.tsx';
import { PasswordRequirements } from '../../../../components/password-requirements.tsx';
import type { ApplicationForm } from './step-form.ts';

/** Step 1: the account the teacher will log in with (D6 password rule). */
export function AccountStep({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('teacher.account.username')}
          description={t('teacher.account.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('account.username')}
        />
        <TextInput
          label={t('teacher.account.email')}
          description={t('teacher.account.emailHint')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('account.email')}
        />
        <PasswordField
          label={t('teacher.account.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('account.password')}
        />
        <PasswordField
          label={t('teacher.account.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('account.confirmPassword')}
        />
      </SimpleGrid>
      <PasswordRequirements password={form.values.account.password} />
    </Stack>
  );
}
