import { isStrongPassword, PASSWORD_MAX_LENGTH } from '../../../shared/password-policy.ts';
import { FieldValidationError } from '../../http/errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * D6 on the server, one rule for every new password: sign-up, reset (staff accounts included,
 * who choose theirs through a reset) and change. It also refuses the bundled common passwords.
 */
function problemOf(password: string): MessageKey | null {
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (!isStrongPassword(password)) return 'passwordTooWeak';
  if (isCommonPassword(password)) return 'passwordTooCommon';
  return null;
}

/** Refuses a new password and its confirmation with one message per field; the first is the headline. */
export function assertAcceptableNewPassword(
  input: { password: string; confirmPassword: string },
  field = 'password',
): void {
  const errors: { field: string; messageKey: MessageKey }[] = [];
  const problem = problemOf(input.password);
  if (problem) errors.push({ field, messageKey: problem });
  if (input.password !== input.confirmPassword) {
    errors.push({ field: field.replace(/password$/, 'confirmPassword'), messageKey: 'passwordsDoNotMatch' });
  }
  if (errors.length > 0) throw new FieldValidationError(errors, errors[0].messageKey);
}
