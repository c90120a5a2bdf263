import { useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../../lib/toast.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { AuthCodeRule, authCodeBody, resetPasswordForm, type ResetPasswordBody } from '../../../../shared/api/accounts.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { clearSessionToken } from '../../../lib/session-token.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useSendAuthCode } from '../api/send-auth-code.ts';
import { withSameRedirect } from '../route-guard.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import type { LoginPrefill } from './login-form.tsx';
import { useCountdown } from './use-countdown.ts';

const TOO_MANY_REQUESTS = 429;

/** A 429's `retryAfterSeconds` (the server's resend rule), when it sent one. */
function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.code !== TOO_MANY_REQUESTS) return null;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * /getpass by e-mail (§5, D6): a 6-digit code with a resend countdown in seconds, then a new
 * password of at least 8 characters. Every session ends on the server, so the member logs in again.
 */
export function PasswordResetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const sendCode = useSendAuthCode();
  const reset = useResetPassword();
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordBody>({
    initialValues: { email: '', code: '', password: '', confirmPassword: '' },
    validate: (values) => validateWithSchema(resetPasswordForm, values, t),
  });

  const requestCode = () => {
    setFormError(null);
    const emailError = validateWithSchema(authCodeBody, { email: form.values.email }, t).email;
    if (emailError) {
      form.setFieldError('email', emailError);
      focusFirstInvalidField();
      return;
    }
    sendCode.mutate(
      { email: form.values.email },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('auth.getpass.codeSent') });
          countdown.start(AuthCodeRule.resendAfterSeconds);
          setCodeSent(true);
          codeInput.current?.focus();
        },
        onError: (error) => {
          const retryAfter = retryAfterOf(error);
          if (retryAfter) countdown.start(retryAfter);
          const fields = serverFieldErrors(error);
          if (fields.email) form.setFieldError('email', fields.email);
          else setFormError(errorMessageOf(error, t));
        },
      },
    );
  };

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      reset.mutate(values, {
        onSuccess: () => {
          // The server has revoked every session of this account, this browser's included.
          clearSessionToken();
          notifications.show({ color: 'teal', message: t('auth.getpass.success') });
          const prefill: LoginPrefill = { username: values.email };
          void navigate(withSameRedirect('/login', search), { replace: true, state: prefill });
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

  const waiting = countdown.remaining > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.getpass.title')}>
      <Stack gap="md">
        <TextInput
          label={t('auth.getpass.email')}
          type="email"
          autoComplete="email"
          required
          size="md"
          {...form.getInputProps('email')}
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="center">
              <div style={{ flex: 1 }}>{input}</div>
              <Button
                variant="light"
                size="md"
                miw={128}
                onClick={requestCode}
                loading={sendCode.isPending}
                disabled={waiting}
                data-testid="send-code"
              >
                {waiting ? t('auth.getpass.resendIn', { seconds: countdown.remaining }) : t('auth.getpass.sendCode')}
              </Button>
            </Group>
          )}
        />
        {codeSent && (
          <Text size="sm" c="dimmed">
            {t('auth.getpass.codeSentHint')}
          </Text>
        )}
        <TextInput
          ref={codeInput}
          label={t('auth.getpass.code')}
          description={t('auth.getpass.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={AuthCodeRule.digits}
          required
          size="md"
          {...form.getInputProps('code')}
        />
        <NewPasswordFields form={form} />
        <FormAlert message={formError} />
        <Button type="submit" size="md" radius="xl" loading={reset.isPending} fullWidth>
          {t('auth.getpass.submit')}
        </Button>
        <Anchor component={Link} to={withSameRedirect('/login', search)} size="sm" ta="center">
          {t('auth.getpass.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
