import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput shows an error without marking its input `aria-invalid` (9.7.3), so a
 * screen reader would not announce the field as wrong; this one does.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={Boolean(props.error)} {...props} />;
}
