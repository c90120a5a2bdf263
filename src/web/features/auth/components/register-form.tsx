import { useState } from 'react';
import { Anchor, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { useForm } from '@mantine/form';
import { notifications } from '../../../lib/toast.ts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { registerForm, type RegisterBody } from '../../../../shared/api/accounts.ts';
import { PasswordRequirements } from '../../../components/password-requirements.tsx';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { homePathOf } from '../api/get-user-info.ts';
import { useSignIn } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { redirectTargetOf, withSameRedirect } from '../route-guard.ts';
import { FormAlert } from './form-alert.tsx';
import type { LoginPrefill } from './login-form.tsx';
import { PolicyAgreement } from '../../../components/policy-agreement.tsx';


/**
 * /register: a parent's account (D6 password rule, matching passwords). The server's refusals
 * land on their field; then the new member is signed in and taken on.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const register = useRegister();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterBody>({
    initialValues: { username: '', email: '', password: '', confirmPassword: '' },
    validate: (values) => validateWithSchema(registerForm, values, t),
  });

  const signInAfterwards = (values: RegisterBody) =>
    signIn.mutate(
      { username: values.username, password: values.password },
      {
        onSuccess: async (user) => {
          await navigate(redirectTargetOf(searchParams) ?? homePathOf(user), { replace: true });
          notifications.show({ color: 'teal', message: t('auth.register.success') });
        },
        onError: () => {
          notifications.show({ color: 'teal', message: t('auth.register.signedUpSignIn') });
          const prefill: LoginPrefill = { username: values.username };
          void navigate(withSameRedirect('/login', search), { replace: true, state: prefill });
        },
      },
    );

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      register.mutate(values, {
        onSuccess: () => signInAfterwards(values),
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
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label={t('auth.register.title')}>
        <Stack gap="md">
          <TextInput
            label={t('auth.register.username')}
            description={t('auth.register.usernameHint')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            size="md"
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('auth.register.email')}
            description={t('auth.register.emailHint')}
            type="email"
            autoComplete="email"
            required
            size="md"
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('auth.register.password')}
            autoComplete="new-password"
            required
            size="md"
            {...form.getInputProps('password')}
          />
          <PasswordRequirements password={form.values.password} />
          <PasswordField
            label={t('auth.register.confirmPassword')}
            autoComplete="new-password"
            required
            size="md"
            {...form.getInputProps('confirmPassword')}
          />
          <FormAlert message={formError} />
          <Button type="submit" size="md" radius="xl" loading={register.isPending || signIn.isPending} fullWidth>
            {t('auth.register.submit')}
          </Button>
          <PolicyAgreement sentenceKey="auth.register.agreement" />
        </Stack>
      </form>
      <Divider />
      <Stack gap={6} align="center">
        <Text size="sm">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={withSameRedirect('/login', search)} fw={600}>
            {t('auth.register.login')}
          </Anchor>
        </Text>
        <Text size="sm">
          {t('auth.register.teacherQuestion')}{' '}
          <Anchor component={Link} to="/register/foreign" fw={600}>
            {t('auth.register.teacherLink')}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
