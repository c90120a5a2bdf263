import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { useForm } from '@mantine/form';
import { notifications } from '../../../lib/toast.ts';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { updatePasswordForm, type UpdatePasswordBody } from '../../../../shared/api/accounts.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/**
 * Change Password for a signed-in member: the current one and a new one of at least 8
 * characters, different from it. The server keeps this session and ends the others.
 */
export function ChangePasswordForm({ doneHref, onDone }: { doneHref: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UpdatePasswordBody>({
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    validate: (values) => validateWithSchema(updatePasswordForm, values, t),
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      update.mutate(values, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('auth.getpass.success') });
          onDone?.();
          void navigate(doneHref);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length) {
            form.setErrors(fields);
            focusFirstInvalidField();
          } else {
            setFormError(errorMessageOf(error, t));
          }
        },
      });
    },
    () => focusFirstInvalidField(),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.getpass.changeTitle')}>
      <Stack gap="md">
        <PasswordField
          label={t('auth.getpass.oldPassword')}
          autoComplete="current-password"
          required
          size="md"
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields form={form} />
        <FormAlert message={formError} />
        <Button type="submit" size="md" radius="xl" loading={update.isPending} fullWidth>
          {t('auth.getpass.submitChange')}
        </Button>
      </Stack>
    </form>
  );
}
