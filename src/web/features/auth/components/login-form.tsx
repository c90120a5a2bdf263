import { useState } from 'react';
import { Anchor, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { useForm } from '@mantine/form';
import { notifications } from '../../../lib/toast.ts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { loginBody, type LoginBody } from '../../../../shared/api/accounts.ts';
import { errorMessageOf, focusFirstInvalidField, validateWithSchema } from '../../../lib/form-feedback.ts';
import { homePathOf } from '../api/get-user-info.ts';
import { useSignIn } from '../api/login.ts';
import { redirectTargetOf, withSameRedirect } from '../route-guard.ts';
import { FormAlert } from './form-alert.tsx';

/** Pages that hand an e-mail to the login form (after a reset) put it in the navigation state. */
export interface LoginPrefill {
  username?: string;
}

/** /login: username or e-mail and password; then back to `redirect` with its query (§2). */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    initialValues: { username: (state as LoginPrefill | null)?.username ?? '', password: '' },
    validate: (values) => validateWithSchema(loginBody, values, t),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    signIn.mutate(values, {
      onSuccess: async (user) => {
        // Shown on the page it leads to, so that the toast is placed away from that page's focus, not the form's.
        await navigate(redirectTargetOf(searchParams) ?? homePathOf(user), { replace: true });
        notifications.show({ color: 'teal', message: t('auth.login.success') });
      },
      onError: (error) => {
        setFormError(errorMessageOf(error, t));
        form.setFieldValue('password', '');
      },
    });
  }, () => focusFirstInvalidField());

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label={t('auth.login.title')}>
        <Stack gap="md">
          <TextInput
            label={t('auth.login.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            size="md"
            {...form.getInputProps('username')}
          />
          <PasswordField
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            size="md"
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={withSameRedirect('/getpass', search)} size="sm" style={{ alignSelf: 'flex-end' }}>
            {t('auth.login.forgot')}
          </Anchor>
          <FormAlert message={formError} />
          <Button type="submit" size="md" radius="xl" loading={signIn.isPending} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider />
      <Stack gap={6} align="center">
        <Text size="sm">
          {t('auth.login.newHere')}{' '}
          <Anchor component={Link} to={withSameRedirect('/register', search)} fw={600}>
            {t('auth.login.createAccount')}
          </Anchor>
        </Text>
        <Text size="sm">
          {t('auth.login.teacherQuestion')}{' '}
          <Anchor component={Link} to="/register/foreign" fw={600}>
            {t('auth.login.teacherLink')}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
