import { hasAcceptablePasswordLength, isStrongPassword, PASSWORD_MAX_LENGTH } from '../../../shared/password-policy.ts';
import { FieldValidationError } from '../../http/errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * D6 on the server. Registration asks for a strong password; a reset or a change asks for the
 * specification's "at least 8 characters" (§5). Both refuse the bundled common passwords.
 */
export type PasswordStrength = 'strong' | 'length';

function problemOf(password: string, strength: PasswordStrength): MessageKey | null {
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (strength === 'strong' && !isStrongPassword(password)) return 'passwordTooWeak';
  if (!hasAcceptablePasswordLength(password)) return 'passwordTooShort';
  if (isCommonPassword(password)) return 'passwordTooCommon';
  return null;
}

/** Refuses a new password and its confirmation with one message per field; the first is the headline. */
export function assertAcceptableNewPassword(
  input: { password: string; confirmPassword: string },
  strength: PasswordStrength,
  field = 'password',
): void {
  const errors: { field: string; messageKey: MessageKey }[] = [];
  const problem = problemOf(input.password, strength);
  if (problem) errors.push({ field, messageKey: problem });
  if (input.password !== input.confirmPassword) {
    errors.push({ field: field.replace(/password$/, 'confirmPassword'), messageKey: 'passwordsDoNotMatch' });
  }
  if (errors.length > 0) throw new FieldValidationError(errors, errors[0].messageKey);
}
